import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { CalendarQuery } from '../../../src/contract/calendar.ts';
import type { PlantingInfo, PlantingInfoInput } from '../../../src/contract/planting-info.ts';
import type { County } from '../../../src/contract/places.ts';
import { calendarFlow } from '../../../src/machines/flows/calendar/machine.ts';
import { countyPlace } from '../../../src/language/picked-place.ts';
import { cropCalendar } from '../../../src/server/calendar/crop-calendar.ts';
import { chatWith, fakePlaceQuestion, MACHAKOS, NAKURU, pick } from './place-flow-harness.ts';

const TODAY = '2026-11-23';
const offline = Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });

function calendarChat(
  options: { inWords?: County; search?: (text: string) => County[]; failOnce?: boolean } = {},
) {
  const asked = { calendar: [] as CalendarQuery[], saved: [] as PlantingInfoInput[] };
  let failures = options.failOnce ? 1 : 0;
  const place = fakePlaceQuestion(options.search);
  const flow = calendarFlow.provide({
    actors: {
      placeQuestion: place.machine,
      placeInWords: fromPromise(async () => (options.inWords ? countyPlace(options.inWords) : null)),
      loadCalendar: fromPromise(async ({ input }: { input: CalendarQuery }) => {
        asked.calendar.push(input);
        if (failures-- > 0) throw offline;
        return cropCalendar({
          crop: input.crop,
          countyId: input.county,
          plantedOn: input.planted_on,
          today: TODAY,
        })!;
      }),
      savePlanting: fromPromise(async ({ input }: { input: PlantingInfoInput }) => {
        asked.saved.push(input);
        return { ...input, id: 'x' } as unknown as PlantingInfo;
      }),
    },
  });
  return { chat: chatWith('calendar', flow), asked, place: place.asked };
}

describe('the calendar flow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T08:00:00+03:00`));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers "when should I plant beans in Machakos?" at once: the card and the next window', async () => {
    const { chat, asked } = calendarChat({ inWords: MACHAKOS });
    await chat.type('When should I plant beans in Machakos?');
    expect(asked.calendar).toEqual([{ crop: 'bean', county: '016', planted_on: undefined }]);
    expect(chat.said()).toEqual(['card:calendar', 'calendar:window_summary', 'calendar:what_next']);
    // Before planting, the calendar offers the fertilizer to buy for it.
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual([
      'flow:fertilizer?crop=bean&stage=planting',
      'give_date',
      'other_crop',
      'done',
    ]);
    const summary = chat.messages().at(-2)!.body;
    expect(summary).toMatchObject({ text: { params: { season: 'short_rains', place: 'Machakos' } } });
  });

  it('asks only for what is missing, then dates the tasks of maize planted on 1 May and saves it', async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'access_token' ? 'token' : null) });
    const { chat, asked } = calendarChat();
    await chat.type('I planted maize on 1 May, what should I do now?');
    expect(chat.said()).toEqual(['calendar:ask_place']);
    expect(chat.input()).toMatchObject({ kind: 'place', acceptsLocation: true });
    await chat.type(pick(NAKURU));
    expect(asked.calendar).toEqual([{ crop: 'maize', county: '032', planted_on: '2026-05-01' }]);
    const said = chat.said();
    expect(said.slice(0, 2)).toEqual(['card:calendar', 'calendar:next_two']);
    expect(said).toContain('calendar:next_task');
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual([
      'save',
      'give_date',
      'other_crop',
      'done',
    ]);
    await chat.choose('save');
    expect(asked.saved).toEqual([
      { crop: 'maize', county_id: '032', subcounty_id: null, ward_id: null, planted_on: '2026-05-01' },
    ]);
    expect(chat.said()).toEqual(['calendar:saved', 'assistant:anything_else']);
  });

  it('at the top dressing, offers the fertilizer for that crop and stage', async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'access_token' ? 'token' : null) });
    const { chat, asked } = calendarChat({ inWords: NAKURU });
    await chat.type('I planted tomatoes on 31 October in Nakuru, what next?');
    expect(asked.calendar).toEqual([{ crop: 'tomato', county: '032', planted_on: '2026-10-31' }]);
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual([
      'save',
      'flow:fertilizer?crop=tomato&stage=top-dress',
      'give_date',
      'other_crop',
      'done',
    ]);
  });

  it('offers the maize top dressing while it is still ahead, though weeding and scouting come first', async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'access_token' ? 'token' : null) });
    const { chat } = calendarChat({ inWords: NAKURU });
    await chat.type('I planted maize on 20 October in Nakuru, what next?');
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toContain(
      'flow:fertilizer?crop=maize&stage=top-dress',
    );
  });

  it('asks for the crop with buttons, and understands a typed crop in Swahili', async () => {
    const { chat } = calendarChat({ inWords: MACHAKOS });
    await chat.choose('flow:calendar');
    expect(chat.said()).toEqual(['calendar:ask_crop']);
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toContain('crop:bean');
    await chat.type('tumbaku');
    expect(chat.said()).toEqual(['calendar:unknown_crop', 'calendar:ask_crop']);
    await chat.type('maharagwe');
    expect(chat.said()[0]).toBe('card:calendar');
  });

  it('finds a typed place, offers a choice when several match, and says "near …" for a location', async () => {
    const { chat, place } = calendarChat({
      search: (text) => (text === 'ma' ? [MACHAKOS, NAKURU] : text === 'xyz' ? [] : [MACHAKOS]),
    });
    await chat.type('when to plant beans');
    expect(chat.said()).toEqual(['calendar:ask_place']);
    await chat.type('xyz');
    expect(chat.said()).toEqual(['places:not_found', 'calendar:ask_place']);
    await chat.type('ma');
    expect(chat.said()).toEqual(['places:which_one']);
    await chat.choose(pick(MACHAKOS));
    expect(chat.said()[0]).toBe('card:calendar');
    await chat.choose('give_date');
    await chat.choose('other_crop');
    expect(place.search).toEqual(['xyz', 'ma']);

    const located = calendarChat();
    await located.chat.type('when to plant maize');
    await located.chat.locate();
    expect(located.chat.said()).toEqual([
      'calendar:ask_place',
      'places:near',
      'card:calendar',
      'calendar:window_summary',
      'calendar:what_next',
    ]);
    expect(located.place.near).toBe(1);
  });

  it('reads typed dates, says when it cannot, and keeps the question', async () => {
    const { chat, asked } = calendarChat({ inWords: MACHAKOS });
    await chat.type('nilipanda maharagwe Machakos');
    expect(chat.said()).toEqual(['calendar:ask_date']);
    expect(chat.input()).toMatchObject({ kind: 'date' });
    await chat.type('siku fulani');
    expect(chat.said()).toEqual(['errors:field.invalid_date', 'calendar:ask_date']);
    await chat.type('tarehe 20 Oktoba');
    expect(asked.calendar.at(-1)).toMatchObject({ planted_on: '2026-10-20' });
  });

  it('says when the connection failed and tries again on request', async () => {
    const { chat } = calendarChat({ inWords: MACHAKOS, failOnce: true });
    await chat.type('when should I plant beans in Machakos?');
    expect(chat.said()).toEqual(['errors:network_error']);
    await chat.choose('retry');
    expect(chat.said()[0]).toBe('card:calendar');
  });
});
