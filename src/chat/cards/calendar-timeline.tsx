import { useTranslation } from 'react-i18next';
import type { CalendarTask } from '../../contract/calendar.ts';
import { flowChoice } from '../../conversation/flow-choice.ts';
import { useChoose } from '../chat-actions.ts';
import { useText } from '../use-text.ts';
import { dayNumber, taskText } from '../../conversation/cards/calendar-text.ts';

/** The dated tasks, soonest first; the next two are marked, and scouting names what to look for. */
export function CalendarTimeline({ tasks, next }: { tasks: CalendarTask[]; next: Set<CalendarTask> }) {
  const { t } = useTranslation('calendar');
  const resolve = useText();
  const choose = useChoose();
  return (
    <>
      <p className="card__heading">{t('card.timeline')}</p>
      <ol className="calendar-timeline">
        {tasks.map((task, index) => (
          <li key={index} className={next.has(task) ? 'calendar-timeline__next' : undefined}>
            <p className="calendar-timeline__when">
              {t('card.dates', { from: dayNumber(task.starts_on), to: dayNumber(task.ends_on) })}
              {next.has(task) && <strong> · {t('card.next')}</strong>}
            </p>
            <p className="calendar-timeline__what">
              <strong>{t(`task_name.${task.task}`)}</strong>
              {task.general_guidance && <span className="card__mark"> {t('card.confirm_locally')}</span>}
            </p>
            <p className="card__detail">{resolve(taskText(task))}</p>
            {task.task === 'planting' && typeof task.params.product === 'string' && (
              <p className="card__detail">
                {t('fertilizer_at_planting', {
                  product: task.params.product,
                  kg_per_acre: task.params.kg_per_acre,
                })}
              </p>
            )}
            {task.pests.length > 0 && (
              <ul className="card__list" aria-label={t('card.look_for')}>
                {task.pests.map((pest) => {
                  const name = t(`pest.${pest.id}` as never);
                  return (
                    <li key={pest.slug} data-slug={pest.slug}>
                      {choose ? (
                        <button
                          type="button"
                          className="card__link"
                          onClick={() => choose(flowChoice('advice', { slug: pest.slug }), name)}
                        >
                          {name}
                        </button>
                      ) : (
                        name
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
