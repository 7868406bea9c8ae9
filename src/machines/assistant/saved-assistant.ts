import type { Actor, SnapshotFrom } from 'xstate';
import type { ChatMessage } from '../../conversation/chat-message.ts';
import { fitsMachine, flowAtRest, withoutSecrets, type SavedState } from '../saved-state.ts';
import { assistantMachine } from './assistant-machine.ts';

type AssistantActor = Actor<typeof assistantMachine>;

/** The assistant's running flow to keep: its snapshot without the transcript (stored on its own) or secrets. */
export function savedAssistant(actor: AssistantActor): SavedState {
  const snapshot = actor.getSnapshot();
  if (!snapshot.context.activeFlow) return { kind: 'clear' };
  if (!flowAtRest(snapshot.children.flow)) return { kind: 'skip' };
  const persisted = actor.getPersistedSnapshot() as SnapshotFrom<typeof assistantMachine>;
  return {
    kind: 'save',
    state: withoutSecrets({ ...persisted, context: { ...persisted.context, messages: [] } }),
  };
}

/**
 * The saved assistant with today's transcript and name, ready to resume: the question that was on
 * screen is the transcript's last, so its buttons are live again. Null when it no longer fits this
 * version of the app's machines.
 */
export function restoredAssistant(
  saved: unknown,
  messages: ChatMessage[],
  firstName: string | undefined,
): SnapshotFrom<typeof assistantMachine> | null {
  if (!saved || typeof saved !== 'object' || !('context' in saved)) return null;
  const stored = saved as SnapshotFrom<typeof assistantMachine>;
  const snapshot = { ...stored, context: { ...stored.context, messages, firstName } };
  return fitsMachine(assistantMachine, snapshot) ? snapshot : null;
}
