import { CALLBACK_TIME_ZONE } from './callback.ts';

/**
 * A callback slot as the farmer and the agronomist both read it: on Nairobi's clock, 24-hour, in
 * English or Kiswahili. One definition, so the SMS ticket, the chat card and the staff queue agree.
 */
export function slotTimeFormat(language: string, length: 'short' | 'long' = 'short'): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language === 'sw' ? 'sw-KE' : 'en-KE', {
    timeZone: CALLBACK_TIME_ZONE,
    weekday: length,
    day: 'numeric',
    month: length,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}
