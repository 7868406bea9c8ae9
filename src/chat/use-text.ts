import { useTranslation } from 'react-i18next';
import type { TextRef } from '../conversation/chat-message.ts';

/**
 * Resolves a transcript TextRef in the current language; keys are built at run time, so they are plain
 * strings. The chat shows a message only once its texts are here (use-shown-messages.ts).
 */
export function useText(): (ref: TextRef) => string {
  const { t } = useTranslation(['chat', 'errors']);
  return (ref) => String(t(ref.key as never, ref.params as never));
}
