import type { QuickReply } from '../conversation/chat-message.ts';
import { useText } from './use-text.ts';

interface QuickRepliesProps {
  replies: QuickReply[];
  enabled: boolean;
  onChoose: (value: string, label: string) => void;
}

/** Real buttons, numbered so the user may also type the number. */
export function QuickReplies({ replies, enabled, onChoose }: QuickRepliesProps) {
  const resolve = useText();
  return (
    <ol className="quick-replies">
      {replies.map((reply, index) => {
        const label = resolve(reply.label);
        return (
          <li key={reply.value}>
            <button
              type="button"
              className="quick-reply"
              disabled={!enabled}
              onClick={() => onChoose(reply.value, label)}
            >
              <span className="quick-reply__number" aria-hidden="true">
                {index + 1}
              </span>
              {label}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
