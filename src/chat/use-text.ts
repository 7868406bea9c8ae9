import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextRef } from '../conversation/chat-message.ts';
import { CHAT_NAMESPACES, loadChatTexts } from './chat-texts.ts';

/** Namespaces the chat screens load themselves, before their first message shows. */
const SCREEN_NAMESPACES = ['chat', 'errors', 'auth', 'assistant'];

/** Resolves a transcript TextRef in the current language; keys are built at run time, so they are plain strings. */
export function useText(): (ref: TextRef) => string {
  const { t, i18n } = useTranslation(['chat', 'errors']);
  // The rest of the flows' texts come when the browser is idle after the first paint.
  useEffect(() => {
    const prefetch = () => void loadChatTexts(i18n);
    if (typeof requestIdleCallback !== 'function') return prefetch();
    const idle = requestIdleCallback(prefetch);
    return () => cancelIdleCallback(idle);
  }, [i18n]);
  return (ref) => {
    const namespace = ref.key.includes(':') ? ref.key.slice(0, ref.key.indexOf(':')) : '';
    // A flow's message waits (Suspense) until the flows' texts are here, those its texts nest included.
    const ready = SCREEN_NAMESPACES.includes(namespace)
      ? i18n.hasLoadedNamespace(namespace)
      : CHAT_NAMESPACES.every((name) => i18n.hasLoadedNamespace(name));
    if (!ready) throw loadChatTexts(i18n);
    return String(t(ref.key as never, { ns: CHAT_NAMESPACES, ...ref.params } as never));
  };
}
