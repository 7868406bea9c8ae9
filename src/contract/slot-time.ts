import { CALLBACK_TIME_ZONE } from './callback-time-zone.ts';
import { swahiliClock } from './swahili-clock.ts';

export interface SlotTimeFormat {
  format: (at: Date | number) => string;
}

/**
 * A callback slot as the farmer and the agronomist both read it, on Nairobi's clock: in English with
 * the 24-hour clock, in Kiswahili with the hours as Swahili speakers count them ("saa mbili asubuhi").
 * One definition, so the SMS ticket, the chat's choices, the chat card and the staff queue agree.
 */
export function slotTimeFormat(language: string, length: 'short' | 'long' = 'short'): SlotTimeFormat {
  // A regional tag ("sw-KE", from a Kenyan phone's own setting) is Swahili too.
  if (!language.startsWith('sw')) {
    return new Intl.DateTimeFormat('en-KE', {
      timeZone: CALLBACK_TIME_ZONE,
      weekday: length,
      day: 'numeric',
      month: length,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  }
  const day = new Intl.DateTimeFormat('sw-KE', {
    timeZone: CALLBACK_TIME_ZONE,
    weekday: length,
    day: 'numeric',
    month: length,
  });
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: CALLBACK_TIME_ZONE,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  return {
    format: (at) => {
      const parts = clock.formatToParts(at);
      const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value);
      return `${day.format(at)}, ${swahiliClock(part('hour'), part('minute'))}`;
    },
  };
}
