import { calendarCropSchema } from '../../../contract/calendar.ts';
import { cropCalendar } from '../../calendar/crop-calendar.ts';
import { plantingsWithCalendarNotices } from '../plantings/calendar-reminder-repository.ts';
import { sendFarmerNotice, type FarmerNoticeDeps } from './farmer-notice.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Plantings older than this have no task left in any crop's timeline worth a notice (perennials' are yearly). */
const PLANTINGS_WITHIN_DAYS = 400;
/** A task that began while the job could not run (a server down over a weekend) is still told, once. */
const CATCH_UP_DAYS = 2;

/** The Nairobi calendar day of an instant (UTC+3 all year). */
const nairobiDay = (at: Date) => new Date(at.getTime() + 3 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * "Calendar tasks for my plantings": each task of a planting's crop calendar (src/server/calendar)
 * that begins today, told once per planting, task and start, to the farmers who turned the kind on.
 * Answers how many notices went out.
 */
export async function remindCalendarTasks(deps: FarmerNoticeDeps): Promise<number> {
  const now = deps.clock();
  const today = nairobiDay(now);
  const earliest = nairobiDay(new Date(now.getTime() - CATCH_UP_DAYS * DAY_MS));
  const since = nairobiDay(new Date(now.getTime() - PLANTINGS_WITHIN_DAYS * DAY_MS));
  let told = 0;
  for (const planting of await plantingsWithCalendarNotices(deps.db, since)) {
    const crop = calendarCropSchema.safeParse(planting.crop);
    if (!crop.success) continue;
    const calendar = cropCalendar({
      crop: crop.data,
      countyId: planting.countyId,
      plantedOn: planting.plantedOn,
      today,
    });
    const begun = calendar?.timeline?.tasks.filter(
      (task) => task.starts_on <= today && task.starts_on >= earliest,
    );
    for (const task of begun ?? []) {
      const channel = await sendFarmerNotice(deps, {
        userId: planting.userId,
        kind: 'calendar',
        eventKey: `calendar:${planting.id}:${task.task}:${task.starts_on}`,
        params: { crop: crop.data, task: task.task },
        url: '/',
      });
      if (channel) told += 1;
    }
  }
  return told;
}
