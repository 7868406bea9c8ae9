import type { LoaderFunctionArgs } from 'react-router';
import { getProfile } from '../../api/session-store.ts';
import { forgetFlows, loadFlow } from '../../chat/flow-store.ts';
import { GUEST, loadTranscript } from '../../chat/transcript-store.ts';
import type { ChatMessage } from '../../conversation/chat-message.ts';
import { FLOW_CHOICE_PREFIX } from '../../conversation/flow-choice.ts';
import { withTodaysMenu } from '../../machines/assistant/flow-catalogue.ts';
import { requireSession } from '../auth-guard.ts';
import type { FirstScreenFit } from '../first-screen.ts';

export interface AssistantData extends FirstScreenFit {
  owner: string;
  firstName: string | undefined;
  restored: ChatMessage[];
  /** The flow this user was in the middle of, saved at its last question. */
  savedFlow: unknown;
}

/**
 * Only for a signed-in user; the transcript of this user on this device, and the flow they were in
 * the middle of, are read before the page shows. Another account's saved flow is forgotten here.
 */
export async function loadAssistantData(args: LoaderFunctionArgs): Promise<AssistantData> {
  requireSession(args);
  const profile = getProfile();
  const owner = profile?.id ?? GUEST;
  // Side by side: forgetting other accounts' flows never touches this owner's.
  const [, kept, savedFlow] = await Promise.all([
    forgetFlows(owner),
    loadTranscript(owner),
    loadFlow(owner, 'assistant'),
  ]);
  const restored = withTodaysMenu(kept);
  // The page drawn at build time is the greeting (scripts/first-screens): a conversation to show
  // instead is drawn anew. (Its inline script keeps the drawing only for a person with a first name.)
  const firstScreenFits = !savedFlow && restored.length === 0;
  return { owner, firstName: profile?.first_name, restored, savedFlow, firstScreenFits };
}

/** The main menu's replies keep working on older messages too. */
export const isLasting = (value: string) => value.startsWith(FLOW_CHOICE_PREFIX);

/** Whether the person has sent a photo in this transcript: the photo consent question follows one. */
export const photoSent = (messages: ChatMessage[]) =>
  messages.some((message) => message.sender === 'user' && message.body.kind === 'photo');
