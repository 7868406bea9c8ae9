import { taskLine } from '../../../conversation/cards/calendar-text.ts';
import { upcomingTasks, type Calendar, type CalendarCrop } from '../../../contract/calendar.ts';
import { flowChoice } from '../../../conversation/flow-choice.ts';
import { BACK, choice, text, type SayParams } from '../../../conversation/flow-protocol.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';
import { CROP_BUTTONS } from './request.ts';

export const DONE = choice('done', 'calendar:done');
export const CROP_PREFIX = 'crop:';

/** The most grown crops as buttons; any other calendar crop can be typed. */
export const cropQuestion: SayParams = {
  body: text('calendar:ask_crop'),
  quickReplies: [
    ...CROP_BUTTONS.map((crop) => choice(`${CROP_PREFIX}${crop}`, `calendar:crop.${crop}`)),
    BACK,
  ],
  input: { kind: 'text', label: { key: 'calendar:crop_label' } },
};

export const dateQuestion: SayParams = {
  body: text('calendar:ask_date'),
  quickReplies: [choice('not_yet', 'calendar:not_planted_yet'), BACK],
  input: { kind: 'date', label: { key: 'calendar:date_label' } },
};

interface Answer {
  crop: CalendarCrop;
  place: PickedPlace;
  calendar: Calendar;
  signedIn: boolean;
}

const day = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The answer: the card, then in words either the next sowing window or — for a crop in the ground —
 * the next two tasks, and "general guidance — confirm locally" when the data is thin for this place.
 */
export function answerMessages({ crop, place, calendar }: Answer): SayParams[] {
  const where = { crop, place: place.county_name };
  const messages: SayParams[] = [{ body: { kind: 'card', card: 'calendar', data: calendar } }];
  if (calendar.timeline) {
    const next = upcomingTasks(calendar.timeline.tasks, calendar.today, 2);
    messages.push({ body: text(next.length > 0 ? 'calendar:next_two' : 'calendar:season_over', where) });
    for (const task of next) messages.push({ body: { kind: 'markdown', text: taskLine(task) } });
  } else if (calendar.next_window) {
    const { season, starts_on, ends_on } = calendar.next_window;
    messages.push({
      body: text('calendar:window_summary', { ...where, season, from: day(starts_on), to: day(ends_on) }),
    });
  }
  if (calendar.general_guidance) {
    messages.push({ body: { kind: 'notice', tone: 'info', text: { key: 'calendar:general_guidance' } } });
  }
  return messages;
}

/**
 * The fertilizer stage the calendar is at: planting before the crop is in, then any top dressing still
 * ahead. Not only the next two tasks: scouting and weeding start on or before the top dressing, so a
 * two-task window never reached it for maize, and fertilizer is bought ahead of the day anyway.
 */
function fertilizerStage(calendar: Calendar): string | null {
  if (!calendar.timeline) return 'planting';
  const ahead = upcomingTasks(calendar.timeline.tasks, calendar.today, Infinity).map((task) => task.task);
  if (ahead.includes('planting')) return 'planting';
  return ahead.includes('top_dressing') ? 'top-dress' : null;
}

/** What the user may do next; saving is for signed-in users with a planting date. */
export function answerOffers({ crop, calendar, signedIn }: Pick<Answer, 'crop' | 'calendar' | 'signedIn'>) {
  const hasTimeline = Boolean(calendar.timeline);
  const stage = fertilizerStage(calendar);
  return [
    ...(hasTimeline && signedIn ? [choice('save', 'calendar:save')] : []),
    ...(stage
      ? [{ value: flowChoice('fertilizer', { crop, stage }), label: { key: 'farms:fertilizer.offer' } }]
      : []),
    choice('give_date', hasTimeline ? 'calendar:other_date' : 'calendar:have_planted'),
    choice('other_crop', 'calendar:other_crop'),
    DONE,
  ];
}
