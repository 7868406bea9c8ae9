import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '../../../api/api-failure.ts';
import { reportPost } from '../../../api/community.ts';
import { REPORT_REASONS, type ReportReason } from '../../../contract/community.ts';

/**
 * "Report" under a question or an answer, for anyone signed in: one of the four reasons, sent to the
 * grievance officer. Folded away, so reading is not crowded; a failure keeps the reason chosen.
 */
export function ReportPost({ post }: { post: { question: string } | { answer: string } }) {
  const { t } = useTranslation('community');
  const name = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [state, setState] = useState<'choosing' | 'sending' | 'sent'>('choosing');
  const [problem, setProblem] = useState<string | null>(null);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(t('report.pick_reason'));
      return;
    }
    setState('sending');
    setProblem(null);
    reportPost({ ...post, reason })
      .then(() => setState('sent'))
      .catch((error: unknown) => {
        const failure = toApiFailure(error);
        setProblem('detail' in failure && failure.detail ? failure.detail : t('report.failed'));
        setState('choosing');
      });
  };

  if (state === 'sent') return <p role="status">{t('report.sent')}</p>;
  return (
    <details className="community-report">
      <summary>{t('report.open')}</summary>
      <form onSubmit={send}>
        <fieldset>
          <legend>{t('report.why')}</legend>
          {REPORT_REASONS.map((each) => (
            <label key={each}>
              <input
                type="radio"
                name={name}
                value={each}
                checked={reason === each}
                onChange={() => setReason(each)}
              />
              {t(`report.reason.${each}`)}
            </label>
          ))}
        </fieldset>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button" disabled={state === 'sending'}>
          {t('report.send')}
        </button>
      </form>
    </details>
  );
}
