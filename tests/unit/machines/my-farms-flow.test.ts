import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { farmStore } from '../../../src/api/farm-store.ts';
import type { TextRef } from '../../../src/conversation/chat-message.ts';
import type { Farm, FarmInput } from '../../../src/contract/farm.ts';
import type { PlantingInfo } from '../../../src/contract/planting-info.ts';
import { farmerClaim } from '../../../src/machines/flows/my-farms/farmer-claim/machine.ts';
import { parseAcres } from '../../../src/machines/shared/parse-acres.ts';
import { myFarmsFlow } from '../../../src/machines/flows/my-farms/machine.ts';
import { countyPlace } from '../../../src/language/picked-place.ts';
import { HOME, RIVER, farmRow } from './farm-fixtures.ts';
import { chatWith, fakePlaceQuestion, MACHAKOS, pick } from './place-flow-harness.ts';

const planting = (crop: PlantingInfo['crop'], planted_on: string): PlantingInfo => ({
  id: crypto.randomUUID(),
  crop,
  county_id: '016',
  subcounty_id: null,
  ward_id: '0801',
  planted_on,
  season: 'long_rains',
  farm: HOME.id,
  farm_name: HOME.name,
  area_acres: 2,
  created_at: `${planted_on}T08:00:00Z`,
  updated_at: `${planted_on}T08:00:00Z`,
});
// Newest first, as the store keeps them.
const MAIZE_ON_HOME = planting('maize', '2026-03-20');
const BEANS_ON_HOME = planting('bean', '2025-10-05');

const WARD_PLACE = { ...countyPlace(MACHAKOS), ward_id: '0801', ward_name: 'Mavoko' };

/** The flow with fake farm calls that keep the shared store as the real ones do. */
function run(existing: Farm[]) {
  const saved: FarmInput[] = [];
  const { machine: placeQuestion } = fakePlaceQuestion();
  const flow = myFarmsFlow.provide({
    actors: {
      placeQuestion,
      loadFarms: fromPromise(async () => ({
        ...farmStore.get(),
        farms: existing,
        plantings: [MAIZE_ON_HOME, BEANS_ON_HOME],
        places: Object.fromEntries(existing.map((farm) => [farm.id, 'Mavoko, Machakos'])),
      })),
      saveFarm: fromPromise(async ({ input }: { input: FarmInput }) => {
        saved.push(input);
        return farmRow('00000000-0000-4000-8000-000000000003', input.name, input.area_acres ?? null);
      }),
    },
  });
  return { chat: chatWith('my_farms', flow), saved };
}

afterEach(() => farmStore.clear());

describe('parseAcres', () => {
  it('reads sizes as farmers type them and refuses what the contract refuses', () => {
    expect(parseAcres('2')).toBe(2);
    expect(parseAcres('2,5')).toBe(2.5);
    expect(parseAcres('ekari 3')).toBe(3);
    expect(parseAcres('1/2')).toBe(0.5);
    expect(parseAcres('0')).toBeNull();
    expect(parseAcres('20000')).toBeNull();
    expect(parseAcres('big')).toBeNull();
  });
});

describe('my farms flow', () => {
  it('lists the farms and makes the one tapped the selected farm', async () => {
    const { chat } = run([HOME, RIVER]);
    await chat.choose('flow:my_farms');
    expect(chat.said()).toEqual(['farms:list', 'farms:farm_line', 'farms:farm_line_no_size', 'farms:pick']);
    // Each farm says where it is and what grows there, not only its name and size.
    const lines = chat
      .messages()
      .filter((message) => message.body.kind === 'markdown')
      .map((message) => (message.body as { text: TextRef }).text.params);
    expect(lines).toEqual([
      {
        name: 'Home farm',
        acres: 2,
        place: 'Mavoko, Machakos',
        count: 2,
        crop: 'maize',
        date: Date.parse('2026-03-20T12:00:00Z'),
      },
      { name: 'River plot', place: 'Mavoko, Machakos', count: 0 },
    ]);
    const values = chat.last().quickReplies!.map((reply) => reply.value);
    expect(values).toEqual([`farm:${HOME.id}`, `farm:${RIVER.id}`, 'add', 'back']);
  });

  it('adds a farm by name, ward and size, refusing bad answers with a reason, and selects it', async () => {
    const { chat, saved } = run([]);
    await chat.choose('flow:my_farms');
    expect(chat.said()).toEqual(['farms:none']);
    await chat.choose('add');
    expect(chat.said()).toEqual(['farms:ask_name']);
    await chat.type(' ');
    expect(chat.said()).toEqual(['farms:invalid_name', 'farms:ask_name']);
    await chat.type('Shamba la juu');
    expect(chat.said()).toEqual(['farms:ask_place']);
    expect(chat.input()?.kind).toBe('place');
    // A county alone is not enough: the server files farms under a ward.
    await chat.type(pick(MACHAKOS));
    expect(chat.said()).toEqual(['farms:ward_needed', 'farms:ask_place']);
    await chat.type(pick(WARD_PLACE));
    expect(chat.said()).toEqual(['farms:ask_size']);
    await chat.type('-3');
    expect(chat.said()).toEqual(['farms:invalid_size', 'farms:ask_size']);
    await chat.type('2.5');
    expect(saved).toEqual([{ name: 'Shamba la juu', ward: '0801', area_acres: 2.5 }]);
    expect(chat.said()).toContain('farms:added');
  });

  it('keeps the answers when saving fails and saves them on "try again"', async () => {
    const failures = [new Error('offline')];
    const saved: FarmInput[] = [];
    const { machine: placeQuestion } = fakePlaceQuestion();
    const flow = myFarmsFlow.provide({
      actors: {
        placeQuestion,
        loadFarms: fromPromise(async () => ({ ...farmStore.get(), places: {} })),
        saveFarm: fromPromise(async ({ input }: { input: FarmInput }) => {
          const failure = failures.shift();
          if (failure) throw failure;
          saved.push(input);
          return farmRow('00000000-0000-4000-8000-000000000004', input.name, null);
        }),
      },
    });
    const chat = chatWith('my_farms', flow);
    await chat.choose('flow:my_farms?action=add');
    await chat.type('Home');
    await chat.type(pick(WARD_PLACE));
    await chat.choose('skip');
    expect(chat.last().quickReplies!.map((reply) => reply.value)).toEqual(['retry', 'back']);
    await chat.choose('retry');
    expect(saved).toEqual([{ name: 'Home', ward: '0801', area_acres: null }]);
  });

  it('asks for the SMS code when an extension officer registered the number, then goes on adding', async () => {
    const pending = {
      isAxiosError: true,
      response: { status: 409, headers: {}, data: { code: 'farmer_claim_pending', detail: 'waiting' } },
    };
    const wrong = {
      isAxiosError: true,
      response: { status: 400, headers: {}, data: { code: 'contact_code_invalid', detail: 'wrong' } },
    };
    const loads = [pending];
    const codes: string[] = [];
    let sent = 0;
    const flow = myFarmsFlow.provide({
      actors: {
        placeQuestion: fakePlaceQuestion().machine,
        loadFarms: fromPromise(async () => {
          const failure = loads.shift();
          if (failure) throw failure;
          return { ...farmStore.get(), places: {} };
        }),
        farmerClaim: farmerClaim.provide({
          actors: {
            sendCode: fromPromise(async () => {
              sent += 1;
            }),
            confirm: fromPromise<void, string>(async ({ input }) => {
              codes.push(input);
              if (input !== '246810') throw wrong;
            }),
          },
        }),
      },
    });
    const chat = chatWith('my_farms', flow);
    await chat.choose('flow:my_farms?action=add');
    expect(chat.said()).toEqual(['farms:claim.explain', 'farms:claim.ask_code']);
    expect(chat.input()?.kind).toBe('code');
    expect(sent).toBe(1);
    await chat.type('12');
    expect(chat.said()).toEqual(['farms:claim.invalid_code', 'farms:claim.ask_code']);
    await chat.type('111111');
    expect(chat.said()).toEqual(['errors:contact_code_invalid', 'farms:claim.ask_code']);
    await chat.choose('resend');
    expect(sent).toBe(2);
    expect(chat.said()).toEqual(['farms:claim.ask_code']);
    await chat.type(' 246810 ');
    expect(codes).toEqual(['111111', '246810']);
    // "Add a farm" goes on where the farmer was.
    expect(chat.said()).toEqual(['farms:claim.claimed', 'farms:ask_name']);
  });
});
