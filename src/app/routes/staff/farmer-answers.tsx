import { useTranslation } from 'react-i18next';
import type { DifferentialRecord } from '../../../contract/differential.ts';
import { signs } from '../../../contract/signs.ts';

/**
 * What the farmer told the chat when the photo alone could not tell (issue 30): the picture picked
 * (or "none of these" / "could not tell"), each sign question with the answer, and where the chat
 * ended. The agronomist reads it beside the photos; the questions in the language on screen.
 */
export function FarmerAnswers({ record }: { record: DifferentialRecord }) {
  const { t, i18n } = useTranslation(['staff', 'diagnosis']);
  const language = i18n.language.startsWith('sw') ? 'sw' : 'en';
  const condition = (label: string) => t(`diagnosis:condition.${label}`, { defaultValue: label });
  const picked =
    record.picked === 'none' || record.picked === 'cant_tell'
      ? t(`staff:differential.picked_${record.picked}`)
      : condition(record.picked);
  return (
    <section aria-labelledby="farmer-answers-title" data-testid="farmer-answers">
      <h4 id="farmer-answers-title">{t('staff:differential.title')}</h4>
      <dl className="staff-facts">
        <dt>{t('staff:differential.picture')}</dt>
        <dd>{picked}</dd>
        {record.answers.map(({ sign, answer }) => (
          <div key={sign}>
            <dt>{signs[sign].question[language]}</dt>
            <dd>{t(`staff:differential.answer_${answer}`)}</dd>
          </div>
        ))}
        <dt>{t('staff:differential.outcome')}</dt>
        <dd>
          {record.outcome.length === 1
            ? t('staff:differential.clear', { name: condition(record.outcome[0]!) })
            : t('staff:differential.unclear', {
                first: condition(record.outcome[0]!),
                second: condition(record.outcome[1]!),
              })}
        </dd>
      </dl>
    </section>
  );
}
