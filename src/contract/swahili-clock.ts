/**
 * The time of day as Swahili speakers say it, which Intl cannot write: hours are counted from sunrise
 * and sunset at six, so 08:00 is "saa mbili asubuhi" (the second hour of the morning) and 19:30 is
 * "saa moja na nusu jioni". These words are the language's clock, like Intl's month names, not texts to
 * translate; English keeps Intl's 24-hour clock.
 */
const HOURS = [
  'kumi na mbili',
  'moja',
  'mbili',
  'tatu',
  'nne',
  'tano',
  'sita',
  'saba',
  'nane',
  'tisa',
  'kumi',
  'kumi na moja',
];

/** The part of the day a time belongs to, by the hour of the 24-hour clock. */
function partOfDay(hour: number): string {
  if (hour >= 5 && hour < 12) return 'asubuhi';
  if (hour >= 12 && hour < 16) return 'mchana';
  if (hour >= 16 && hour < 20) return 'jioni';
  return 'usiku';
}

const swahiliHour = (hour: number) => HOURS[(hour + 6) % 12];

/** `hour` and `minute` on the 24-hour clock, e.g. 13, 0 → "saa saba mchana". */
export function swahiliClock(hour: number, minute: number): string {
  const part = partOfDay(hour);
  if (minute === 0) return `saa ${swahiliHour(hour)} ${part}`;
  if (minute === 15) return `saa ${swahiliHour(hour)} na robo ${part}`;
  if (minute === 30) return `saa ${swahiliHour(hour)} na nusu ${part}`;
  // A quarter to the next hour: 08:45 is "saa tatu kasorobo".
  if (minute === 45) return `saa ${swahiliHour(hour + 1)} kasorobo ${part}`;
  return `saa ${swahiliHour(hour)} na dakika ${minute} ${part}`;
}
