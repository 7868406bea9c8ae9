import type { CalendarTask } from '../../contract/calendar.ts';
import type { TextRef } from '../chat-message.ts';

/** ISO days as numbers: i18next's `datetime` format words them in the reader's language (UTC, no shift). */
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * How long a crop without a day count takes, from the data's English note ("bearing from year 3-4
 * (grafted)") to words in the reader's language; a note not understood says to ask locally, never English.
 */
export function maturityText(basis: string): TextRef {
  const bearing = /bearing from year (\d+)\s*-\s*(\d+)/.exec(basis);
  if (bearing) {
    const key = basis.includes('grafted') ? 'calendar:card.bearing_grafted' : 'calendar:card.bearing';
    return { key, params: { from: Number(bearing[1]), to: Number(bearing[2]) } };
  }
  const plucking = /plucking from ~?year (\d+)/.exec(basis);
  if (plucking) return { key: 'calendar:card.plucking', params: { year: Number(plucking[1]) } };
  return { key: 'calendar:card.maturity_ask' };
}

/** A task's words with its dates and facts, e.g. `calendar:task.weeding.legume` for the second weeding. */
export function taskText(task: CalendarTask): TextRef {
  const variant = typeof task.params.variant === 'string' ? task.params.variant : 'default';
  return {
    key: `calendar:task.${task.task}.${variant}`,
    params: { ...task.params, from: dayNumber(task.starts_on), to: dayNumber(task.ends_on) },
  };
}

/** "17 March – 31 March: Weeding. …": the task as one chat line, dates first; planting adds its fertilizer. */
export function taskLine(task: CalendarTask): TextRef {
  const { key, params } = taskText(task);
  const withFertilizer = task.task === 'planting' && typeof task.params.product === 'string';
  return {
    key: withFertilizer ? 'calendar:next_task_with_fertilizer' : 'calendar:next_task',
    params: { ...params, task: task.task, variant: key.split('.').at(-1)! },
  };
}
