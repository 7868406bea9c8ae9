import type { CalendarTask } from '../../contract/calendar.ts';
import type { TextRef } from '../chat-message.ts';

/** ISO days as numbers: i18next's `datetime` format words them in the reader's language (UTC, no shift). */
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`);

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
