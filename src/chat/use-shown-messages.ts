import { useTranslation } from 'react-i18next';
import type { ChatMessage, InputRequest } from '../conversation/chat-message.ts';
import { inputTexts, messageTexts } from './chat-texts.ts';

export interface ShownMessages {
  messages: ChatMessage[];
  input: InputRequest | null;
  /** A message or the question waits for its texts: the chat shows it is working meanwhile. */
  waiting: boolean;
}

/**
 * The messages, in order, up to the first whose texts are not here yet, and the question once its own
 * are. A first screen fetches only its own texts; a flow's come with its first message, and a kept
 * transcript's once it is drawn, so no bubble shows a raw key, stands empty or speaks English first.
 */
export function useShownMessages(messages: ChatMessage[], input: InputRequest | null): ShownMessages {
  const needed = [...new Set([...messages.flatMap(messageTexts), ...inputTexts(input)])];
  // i18next's own loading: fetches what is missing, in the page's language, and draws again once here.
  const { i18n } = useTranslation(needed as never, { useSuspense: false });
  const here = (namespaces: string[]) => namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
  const firstWaiting = messages.findIndex((message) => !here(messageTexts(message)));
  if (firstWaiting >= 0) return { messages: messages.slice(0, firstWaiting), input: null, waiting: true };
  return here(inputTexts(input))
    ? { messages, input, waiting: false }
    : { messages, input: null, waiting: true };
}
