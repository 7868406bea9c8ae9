import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '../../../api/api-failure.ts';
import { postAnswer } from '../../../api/community.ts';
import { MAX_ANSWER_CHARS, type Answer } from '../../../contract/community.ts';

/** A signed-in reader's answer to the question; a limit or refusal reads in the server's own words. */
export function AnswerForm({
  questionId,
  onAnswered,
}: {
  questionId: string;
  onAnswered: (answer: Answer) => void;
}) {
  const { t } = useTranslation('community');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    postAnswer(questionId, { text })
      .then((answer) => (onAnswered(answer), setText(''), setProblem(null)))
      .catch((error: unknown) => {
        const failure = toApiFailure(error);
        setProblem('detail' in failure && failure.detail ? failure.detail : t('send_failed'));
      })
      .finally(() => setSending(false));
  };

  return (
    <form className="community-form" onSubmit={send}>
      <label htmlFor="community-answer">{t('your_answer')}</label>
      <textarea
        id="community-answer"
        value={text}
        maxLength={MAX_ANSWER_CHARS}
        rows={4}
        onChange={(event) => setText(event.target.value)}
      />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('sending') : t('send_answer')}
      </button>
    </form>
  );
}
