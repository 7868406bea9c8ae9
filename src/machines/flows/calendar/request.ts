import { CALENDAR_CROPS, type CalendarCrop } from '../../../contract/calendar.ts';
import { parseTypedDate } from '../../../language/typed-date.ts';
import { recognise } from '../../../language/intents/recognise.ts';

/** What a typed request already says: "I planted maize on 3 March", "When should I plant beans?". */
export interface CalendarRequest {
  crop: CalendarCrop | null;
  plantedOn: string | null;
  /** The words say the crop is already in the ground, so the flow asks for the date if none was given. */
  planted: boolean;
}

const PLANTED = /\b(planted|sowed|sown|have plant|nilipanda|nimepanda|tulipanda|tumepanda)\b/;

export function cropOf(words: string): CalendarCrop | null {
  const crop = recognise(words).crop;
  return crop && (CALENDAR_CROPS as readonly string[]).includes(crop) ? (crop as CalendarCrop) : null;
}

export function readCalendarRequest(words: string, today: string): CalendarRequest {
  const lower = words.toLowerCase();
  const plantedOn = PLANTED.test(lower) ? parseTypedDate(lower, today) : null;
  return { crop: cropOf(words), plantedOn, planted: PLANTED.test(lower) };
}

/** The crops offered as buttons: the most grown first; any other calendar crop can be typed. */
export const CROP_BUTTONS: CalendarCrop[] = [
  'maize',
  'bean',
  'potato',
  'tomato',
  'kale',
  'cabbage',
  'sorghum',
  'green_gram',
];
