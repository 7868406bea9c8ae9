import { useTranslation } from 'react-i18next';
import type { QuickReply, TextRef } from '../conversation/chat-message.ts';
import { usePhotoPick } from './photo/photo-pick.ts';
import { useText } from './use-text.ts';

interface QuickRepliesProps {
  replies: QuickReply[];
  /** What the fold says, when not "other options". */
  moreLabel?: TextRef | undefined;
  enabled: boolean;
  onChoose: (value: string, label: string) => void;
}

/**
 * Real buttons, numbered so the user may also type the number. Replies marked `more` fold under
 * "other options", so the one next step stands out; the numbers run on through them.
 */
export function QuickReplies({ replies, moreLabel, enabled, onChoose }: QuickRepliesProps) {
  const { t } = useTranslation('chat');
  const resolve = useText();
  const pick = usePhotoPick();
  const main = replies.filter((reply) => !reply.more);
  const more = replies.filter((reply) => reply.more);

  const button = (reply: QuickReply, number: number, primary: boolean) => {
    const label = resolve(reply.label);
    return (
      <li key={reply.value}>
        <button
          type="button"
          className={`quick-reply${primary ? ' quick-reply--primary' : ''}`}
          disabled={!enabled}
          onClick={() => {
            // The picker must open inside the tap itself; the conversation moves on meanwhile.
            if (reply.opens === 'photo') pick?.open();
            onChoose(reply.value, label);
          }}
        >
          <span className="quick-reply__number" aria-hidden="true">
            {number}
          </span>
          {label}
        </button>
      </li>
    );
  };

  return (
    <>
      <ol className="quick-replies">
        {main.map((reply, index) => button(reply, index + 1, more.length > 0 && index === 0))}
      </ol>
      {more.length > 0 && (
        <details className="quick-replies__more">
          <summary className="quick-replies__more-summary">
            {moreLabel ? resolve(moreLabel) : t('other_options')}
          </summary>
          <ol className="quick-replies" start={main.length + 1}>
            {more.map((reply, index) => button(reply, main.length + index + 1, false))}
          </ol>
        </details>
      )}
    </>
  );
}
