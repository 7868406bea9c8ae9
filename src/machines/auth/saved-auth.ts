import type { Actor, SnapshotFrom } from 'xstate';
import { assistantMessage } from '../../conversation/chat-message.ts';
import { BACK, text } from '../../conversation/flow-protocol.ts';
import { fitsMachine, flowAtRest, withoutSecrets, type SavedState } from '../saved-state.ts';
import { authConversation } from './auth-conversation.ts';

type AuthActor = Actor<typeof authConversation>;
type AuthSnapshot = SnapshotFrom<typeof authConversation>;

/**
 * The flows at /auth worth picking up after a reload: a registration half answered, an anonymous
 * plant check and what follows it. Signing in is not: it is one password away, which is never kept.
 */
const KEPT = new Set(['registration', 'diagnosis', 'advice', 'callback']);

/** The parts of a persisted snapshot read here; XState's own type describes the live one. */
interface Persisted {
  value: unknown;
  context: AuthSnapshot['context'];
  children: Record<
    string,
    { snapshot: { value: unknown; context: { answers?: Record<string, unknown>; editing?: boolean } } }
  >;
}

/**
 * A registration past its password goes back to that question: the answers are kept, the password
 * is asked for again, since it is never stored.
 */
function askPasswordAgain(persisted: Persisted): Persisted {
  const flow = persisted.children.flow;
  if (persisted.value !== 'registration' || !flow?.snapshot.context.answers?.password) return persisted;
  const child = flow.snapshot;
  const question = assistantMessage(text('auth:register.password_again'), [BACK]);
  return {
    ...persisted,
    context: {
      ...persisted.context,
      messages: [...persisted.context.messages, question],
      input: { kind: 'new_password', label: { key: 'auth:fields.password' } },
    },
    children: {
      ...persisted.children,
      flow: {
        ...flow,
        snapshot: { ...child, value: 'password', context: { ...child.context, editing: false } },
      },
    },
  };
}

/** XState types the persisted snapshot as the live one; this checks the shape it really has. */
function isPersisted(value: unknown): value is Persisted {
  if (typeof value !== 'object' || value === null) return false;
  const { context, children } = value as Partial<Record<keyof Persisted, unknown>>;
  return 'value' in value && typeof context === 'object' && typeof children === 'object' && children !== null;
}

export function savedAuth(actor: AuthActor): SavedState {
  const snapshot = actor.getSnapshot();
  if (snapshot.status !== 'active' || !KEPT.has(String(snapshot.value))) return { kind: 'clear' };
  if (!flowAtRest(snapshot.children.flow)) return { kind: 'skip' };
  const persisted: unknown = actor.getPersistedSnapshot();
  if (!isPersisted(persisted)) return { kind: 'skip' };
  return { kind: 'save', state: withoutSecrets(askPasswordAgain(persisted)) };
}

/** The saved /auth conversation, or null when there is none or it no longer fits this version's machines. */
export function restoredAuth(saved: unknown): AuthSnapshot | null {
  if (!saved || typeof saved !== 'object' || !('value' in saved)) return null;
  return fitsMachine(authConversation, saved) ? (saved as AuthSnapshot) : null;
}
