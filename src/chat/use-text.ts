import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextRef } from '../conversation/chat-message.ts';
import { CHAT_NAMESPACES, loadChatTexts, missingTexts } from './chat-texts.ts';
import { whenIdle } from './when-idle.ts';

/** Resolves a transcript TextRef in the current language; keys are built at run time, so they are plain strings. */
export function useText(): (ref: TextRef) => string {
  const { t, i18n } = useTranslation(['chat', 'errors']);
  // The rest of the flows' texts come when the browser is idle after the first paint.
  useEffect(() => whenIdle(() => void loadChatTexts(i18n)), [i18n]);
  return (ref) => {
    const namespace = ref.key.includes(':') ? ref.key.slice(0, ref.key.indexOf(':')) : null;
    // A message whose texts are still on their way waits for them (Suspense), as a screen does.
    const everything = () => CHAT_NAMESPACES.every((name) => i18n.hasLoadedNamespace(name));
    const missing =
      namespace !== null ? missingTexts(i18n, namespace) : everything() ? null : loadChatTexts(i18n);
    if (missing) throw missing;
    return String(t(ref.key as never, { ns: CHAT_NAMESPACES, ...ref.params } as never));
  };
}
