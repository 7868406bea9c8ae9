import type { When } from '../../../language/intents/recognise.ts';
import type { Weather } from '../../../contract/weather.ts';
import { choice, text, type SayParams } from '../../../conversation/flow-protocol.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';
import { placeLabel } from '../../../language/picked-place.ts';

const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** Dates travel as numbers, so the reader's language words them (`datetime` format). */
const datesAsDays = (params: Record<string, string | number>) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? day(value) : value,
    ]),
  );

/** The day or week asked about, in words: "Tomorrow near Nakuru: 13–24 °C, 6 mm of rain (75 %)". */
function summary(weather: Weather, when: When | null, place: string): SayParams {
  const ahead = weather.days.filter((forecast) => forecast.date >= weather.today);
  if (when === 'this_week' || when === 'next_week') {
    const mm = Math.round(ahead.reduce((total, forecast) => total + forecast.precipitation_mm, 0));
    const rainyDays = ahead.filter((forecast) => forecast.precipitation_mm >= 1).length;
    return { body: text('weather:week_summary', { place, mm, count: rainyDays }) };
  }
  const forecast = ahead[when === 'tomorrow' ? 1 : 0] ?? ahead[0]!;
  return {
    body: text('weather:day_summary', {
      place,
      date: day(forecast.date),
      which: when === 'tomorrow' ? 'tomorrow' : 'today',
      min: Math.round(forecast.temperature_min_c),
      max: Math.round(forecast.temperature_max_c),
      mm: Math.round(forecast.precipitation_mm),
      chance: forecast.precipitation_probability ?? 0,
    }),
  };
}

/** The card, the day or week asked about, and each farm action as its own bubble (warnings start with ⚠️). */
export function weatherMessages(weather: Weather, place: PickedPlace, when: When | null): SayParams[] {
  const label = placeLabel(place);
  const messages: SayParams[] = [
    { body: { kind: 'card', card: 'weather', data: { weather, place: label, near: place.near } } },
    summary(weather, when, label),
  ];
  if (weather.actions.length === 0) messages.push({ body: text('weather:no_actions') });
  for (const action of weather.actions) {
    messages.push({
      body: {
        kind: 'notice',
        tone: 'info',
        text: { key: `weather:action.${action.rule}`, params: datesAsDays(action.params) },
      },
    });
  }
  return messages;
}

export const weatherOffers = () => [
  choice('other_place', 'weather:other_place'),
  choice('done', 'weather:done'),
];
