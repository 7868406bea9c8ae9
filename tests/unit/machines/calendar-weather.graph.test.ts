import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { calendarFlow } from '../../../src/machines/flows/calendar/machine.ts';
import { calendarCropQuestion } from '../../../src/machines/flows/calendar/crop-question/machine.ts';
import { calendarDateQuestion } from '../../../src/machines/flows/calendar/date-question/machine.ts';
import { placeQuestion } from '../../../src/machines/shared/place/machine.ts';
import { weatherFlow } from '../../../src/machines/flows/weather/machine.ts';
import { countyPlace, encodePlace } from '../../../src/language/picked-place.ts';
import { cropCalendar } from '../../../src/server/calendar/crop-calendar.ts';
import { walkMachine } from './graph-coverage.ts';
import { MACHAKOS, NAKURU } from './place-flow-harness.ts';

const machakos = countyPlace(MACHAKOS);
const refused = {
  isAxiosError: true,
  response: { status: 503, data: { detail: 'down', code: 'weather_unavailable' } },
};
const withTimeline = cropCalendar({
  crop: 'maize',
  countyId: '032',
  plantedOn: '2026-05-01',
  today: '2026-11-23',
});
const forecast = {
  place: { latitude: -1, longitude: 37, county_id: '016' },
  current: { time: '2026-11-23T09:00', temperature_c: 21, precipitation_mm: 0, wind_kmh: 5, weather_code: 1 },
  days: [
    {
      date: '2026-11-23',
      temperature_min_c: 13,
      temperature_max_c: 25,
      precipitation_mm: 0,
      precipitation_probability: 5,
      wind_max_kmh: 9,
      weather_code: 1,
    },
  ],
  today: '2026-11-23',
  actions: [],
  attribution: {
    text: 'Weather data by Open-Meteo.com',
    url: 'https://open-meteo.com/',
    licence: 'CC BY 4.0',
  },
  fetched_at: '2026-11-23T06:00:00.000Z',
};
const choices = (values: string[]) => values.map((value) => ({ type: 'user.choice', value }));
// The walk treats relaying and forwarding to the place question as side effects too.
const quiet = (machine: typeof calendarFlow | typeof weatherFlow) =>
  machine.provide({ actions: { relay: () => undefined, forward: () => undefined } } as never);

describe('calendar, weather and place flows, walked as graphs', () => {
  it('calendar: every state is reachable', () => {
    const walk = walkMachine(
      quiet(calendarFlow),
      [
        { type: 'user.back' },
        ...choices(['save', 'give_date', 'other_crop', 'retry', 'done']),
        { type: 'xstate.done.actor.0.calendar.reading', output: null },
        { type: 'xstate.done.actor.cropQuestion', output: 'maize' },
        { type: 'xstate.done.actor.cropQuestion', output: null },
        { type: 'xstate.done.actor.place', output: machakos },
        { type: 'xstate.done.actor.place', output: null },
        { type: 'xstate.done.actor.dateQuestion', output: { plantedOn: '2026-05-01' } },
        { type: 'xstate.done.actor.dateQuestion', output: 'notPlanted' },
        { type: 'xstate.done.actor.dateQuestion', output: null },
        { type: 'xstate.done.actor.0.calendar.loading', output: withTimeline },
        { type: 'xstate.error.actor.0.calendar.loading', error: refused },
        { type: 'xstate.done.actor.0.calendar.saving', output: {} },
        { type: 'xstate.error.actor.0.calendar.saving', error: refused },
      ],
      { text: 'I planted maize', signedIn: true },
    );
    expect(walk.unreached).toEqual([]);
    expect([...walk.transitions]).toEqual(
      expect.arrayContaining([
        // Each step is named by the state it leads to.
        'askPlace --xstate.done.actor.dateQuestion-->',
        'askCrop --xstate.done.actor.place-->',
        'done --xstate.done.actor.cropQuestion-->',
        'askDate --user.choice-->',
        'askCrop --user.choice-->',
      ]),
    );
  });

  it('calendar crop question: a tapped or typed crop, an unknown one asked again, or back', () => {
    const walk = walkMachine(calendarCropQuestion, [
      { type: 'user.text', value: 'maize' },
      { type: 'user.text', value: 'tumbaku' },
      { type: 'user.back' },
      ...choices(['crop:bean', 'crop:tumbaku']),
    ]);
    expect(walk.unreached).toEqual([]);
    const ends = walk.paths.filter((path) => path.state.status === 'done').map((path) => path.state.output);
    expect(ends).toEqual(expect.arrayContaining(['maize', 'bean', null]));
  });

  it('calendar date question: a readable day, "not planted yet", an unreadable one or one years off asked again, or back', () => {
    const walk = walkMachine(calendarDateQuestion, [
      { type: 'user.text', value: '3/3' },
      { type: 'user.text', value: 'someday' },
      { type: 'user.text', value: '3/3/2015' },
      { type: 'user.back' },
      ...choices(['not_yet']),
    ]);
    expect(walk.unreached).toEqual([]);
    const ends = walk.paths.filter((path) => path.state.status === 'done').map((path) => path.state.output);
    expect(ends).toEqual(expect.arrayContaining(['notPlanted', null, { plantedOn: expect.any(String) }]));
  });

  it('calendar date question: a day years off is asked again with the range, and the flow keeps waiting for a day', () => {
    const said: string[] = [];
    const parent = createActor(
      createMachine({
        invoke: { id: 'dateQuestion', src: calendarDateQuestion },
        on: { 'flow.say': { actions: ({ event }) => said.push(event.message.body.text.key) } },
      }),
    ).start();
    const question = parent.getSnapshot().children.dateQuestion!;
    question.send({ type: 'user.text', value: '3/3/2015' });
    expect(said).toEqual(['calendar:ask_date', 'errors:field.planted_on_out_of_range', 'calendar:ask_date']);
    expect(question.getSnapshot().status).toBe('active');
    question.send({ type: 'user.text', value: '3/3' });
    expect(question.getSnapshot().output).toEqual({ plantedOn: expect.stringMatching(/-03-03$/) });
  });

  it('weather: every state is reachable', () => {
    const walk = walkMachine(
      quiet(weatherFlow),
      [
        { type: 'user.back' },
        ...choices(['other_place', 'retry', 'done']),
        { type: 'xstate.done.actor.0.weather.reading', output: null },
        { type: 'xstate.done.actor.0.weather.reading', output: machakos },
        { type: 'xstate.done.actor.0.weather.remembering', output: null },
        { type: 'xstate.done.actor.place', output: machakos },
        { type: 'xstate.done.actor.place', output: null },
        { type: 'xstate.done.actor.0.weather.loading', output: forecast },
        { type: 'xstate.error.actor.0.weather.loading', error: refused },
      ],
      { text: 'hali ya hewa kesho' },
    );
    expect(walk.unreached).toEqual([]);
  });

  it('place question: every state is reachable', () => {
    const walk = walkMachine(
      placeQuestion,
      [
        { type: 'user.text', value: encodePlace(machakos) },
        { type: 'user.text', value: 'mach' },
        { type: 'user.choice', value: encodePlace(countyPlace(NAKURU)) },
        { type: 'user.location', location: { latitude: -1, longitude: 37 } },
        { type: 'user.back' },
        { type: 'xstate.done.actor.0.placeQuestion.searching', output: [MACHAKOS] },
        { type: 'xstate.done.actor.0.placeQuestion.searching', output: [MACHAKOS, NAKURU] },
        { type: 'xstate.done.actor.0.placeQuestion.searching', output: [] },
        { type: 'xstate.error.actor.0.placeQuestion.searching', error: refused },
        { type: 'xstate.done.actor.0.placeQuestion.locating', output: machakos },
        { type: 'xstate.error.actor.0.placeQuestion.locating', error: refused },
      ],
      { question: 'calendar:ask_place' },
    );
    expect(walk.unreached).toEqual([]);
  });
});
