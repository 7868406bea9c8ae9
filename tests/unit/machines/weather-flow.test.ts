import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Weather } from '../../../src/contract/weather.ts';
import { weatherFlow } from '../../../src/machines/flows/weather/machine.ts';
import { countyPlace, type PickedPlace } from '../../../src/language/picked-place.ts';
import { chatWith, fakePlaceQuestion, MACHAKOS, NAKURU, pick } from './place-flow-harness.ts';

const TODAY = '2026-11-23';
const days = [
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
  TODAY,
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];
const rain = [0, 0, 0, 6, 12, 0, 0, 3, 0, 0];
const weather = (county: string): Weather => ({
  place: { latitude: -0.3, longitude: 36.1, county_id: county },
  current: { time: `${TODAY}T09:00`, temperature_c: 21.5, precipitation_mm: 0, wind_kmh: 8, weather_code: 2 },
  days: days.map((date, i) => ({
    date,
    temperature_min_c: 13,
    temperature_max_c: 25,
    precipitation_mm: rain[i]!,
    precipitation_probability: rain[i]! > 0 ? 75 : 5,
    wind_max_kmh: 12,
    weather_code: rain[i]! > 0 ? 61 : 1,
  })),
  today: TODAY,
  actions: [
    { rule: 'no_spray_rain', severity: 'warning', params: { probability: 75, mm: 6 } },
    { rule: 'heavy_rain_drainage', severity: 'warning', params: { date: '2026-11-24', mm: 52 } },
  ],
  attribution: {
    text: 'Weather data by Open-Meteo.com',
    url: 'https://open-meteo.com/',
    licence: 'CC BY 4.0',
  },
  fetched_at: `${TODAY}T06:00:00.000Z`,
});
const down = Object.assign(new Error('503'), {
  isAxiosError: true,
  response: {
    status: 503,
    data: { detail: 'Weather is unavailable right now.', code: 'weather_unavailable' },
    headers: {},
  },
});

function weatherChat(options: { inWords?: PickedPlace; saved?: PickedPlace; failOnce?: boolean } = {}) {
  const asked: string[] = [];
  let failures = options.failOnce ? 1 : 0;
  const flow = weatherFlow.provide({
    actors: {
      placeQuestion: fakePlaceQuestion(() => [NAKURU]).machine,
      placeInWords: fromPromise(async () => options.inWords ?? null),
      savedPlace: fromPromise(async () => options.saved ?? null),
      loadWeather: fromPromise(async ({ input }: { input: string }) => {
        asked.push(input);
        if (failures-- > 0) throw down;
        return weather(input);
      }),
    },
  });
  return { chat: chatWith('weather', flow), asked };
}

describe('the weather flow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T08:00:00+03:00`));
  });
  afterEach(() => vi.useRealTimers());

  it('answers "hali ya hewa kesho?" for the latest planting’s county: card, tomorrow, then the actions', async () => {
    const { chat, asked } = weatherChat({ saved: countyPlace(NAKURU) });
    await chat.type('hali ya hewa kesho?');
    expect(asked).toEqual(['032']);
    expect(chat.said()).toEqual([
      'card:weather',
      'weather:day_summary',
      'weather:action.no_spray_rain',
      'weather:action.heavy_rain_drainage',
      'weather:what_next',
    ]);
    expect(chat.card().data).toMatchObject({ place: 'Nakuru', near: false });
    const tomorrow = chat
      .messages()
      .find((m) => m.body.kind === 'text' && m.body.text.key === 'weather:day_summary')!;
    expect(tomorrow.body).toMatchObject({
      text: { params: { which: 'tomorrow', mm: 12, min: 13, max: 25 } },
    });
    const drainage = chat.messages().at(-2)!.body;
    // Dates go to the words as numbers, so each language writes the day its own way.
    expect(drainage).toMatchObject({ text: { params: { date: Date.parse('2026-11-24T00:00:00Z') } } });
  });

  it('takes the place from the words first: "will it rain this week in Nakuru?"', async () => {
    const { chat, asked } = weatherChat({ inWords: countyPlace(NAKURU), saved: countyPlace(MACHAKOS) });
    await chat.type('will it rain this week in Nakuru?');
    expect(asked).toEqual(['032']);
    const said = chat.said();
    expect(said[1]).toBe('weather:week_summary');
    expect(
      chat.messages().find((m) => m.body.kind === 'text' && m.body.text.key === 'weather:week_summary')!.body,
    ).toMatchObject({
      text: { params: { mm: 21, count: 3, place: 'Nakuru' } },
    });
  });

  it('asks where when nothing says it, and offers another place afterwards', async () => {
    const { chat, asked } = weatherChat();
    await chat.choose('flow:weather');
    expect(chat.said()).toEqual(['weather:ask_place']);
    await chat.type(pick(MACHAKOS));
    await chat.choose('other_place');
    await chat.type('nakuru');
    await chat.choose('done');
    expect(asked).toEqual(['016', '032']);
    expect(chat.said().at(-1)).toBe('assistant:anything_else');
  });

  it('says plainly that the weather is unavailable, and tries again', async () => {
    const { chat } = weatherChat({ inWords: countyPlace(NAKURU), failOnce: true });
    await chat.type('mvua itanyesha leo Nakuru?');
    expect(chat.said()).toEqual(['errors:weather_unavailable']);
    await chat.choose('retry');
    expect(chat.said()[0]).toBe('card:weather');
  });
});
