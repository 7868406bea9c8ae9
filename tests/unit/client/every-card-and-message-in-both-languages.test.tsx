import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../src/api/api-client.ts';
import { NOTIFICATION_KINDS } from '../../../src/contract/notifications.ts';
import { CardView } from '../../../src/chat/cards/card-view.tsx';
import { buildLibrary } from '../../../src/content/library/build-library.ts';
import { CALENDAR_CROPS, type Calendar } from '../../../src/contract/calendar.ts';
import type { Diagnosis } from '../../../src/contract/diagnosis.ts';
import type { Farm } from '../../../src/contract/farm.ts';
import type { Nutrient } from '../../../src/contract/nutrient.ts';
import { signIds } from '../../../src/contract/signs.ts';
import type { Weather } from '../../../src/contract/weather.ts';
import { adviceSections } from '../../../src/conversation/cards/advice-card-data.ts';
import type { CardBody, CardName, CardPayloads } from '../../../src/conversation/cards/card-payloads.ts';
import type { MessageBody, QuickReply, TextRef } from '../../../src/conversation/chat-message.ts';
import type { SayParams } from '../../../src/conversation/flow-protocol.ts';
import type { PickedPlace } from '../../../src/language/picked-place.ts';
import * as advice from '../../../src/machines/flows/advice/messages.ts';
import * as calendarMessages from '../../../src/machines/flows/calendar/messages.ts';
import * as callback from '../../../src/machines/flows/callback/messages.ts';
import * as diagnosis from '../../../src/machines/flows/diagnosis/messages.ts';
import * as differential from '../../../src/machines/flows/diagnosis/differential/messages.ts';
import type { FertilizerContext } from '../../../src/machines/flows/fertilizer/context.ts';
import * as farmerClaim from '../../../src/machines/flows/my-farms/farmer-claim/messages.ts';
import * as fertilizer from '../../../src/machines/flows/fertilizer/messages.ts';
import * as history from '../../../src/machines/flows/history/messages.ts';
import type { MyDetailsContext } from '../../../src/machines/flows/my-details/context.ts';
import * as myDetails from '../../../src/machines/flows/my-details/messages.ts';
import * as completeAccount from '../../../src/machines/flows/my-details/complete-account/messages.ts';
import * as myFarms from '../../../src/machines/flows/my-farms/messages.ts';
import * as weatherMessages from '../../../src/machines/flows/weather/messages.ts';
import { labels } from '../machines/diagnosis-harness.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

/**
 * Swahili through and through: every card the chat can draw and every message a flow builds, read in
 * English and in Swahili, must show no raw i18n key ("crop.Maharagwe"), no raw id ("green_gram"), no
 * unfilled placeholder — and in Swahili no English month or weekday, and no English small words.
 */
const localesDir = path.resolve(import.meta.dirname, '../../../locales');
const NAMESPACES = readdirSync(path.join(localesDir, 'en')).map((file) => file.replace('.json', ''));
/** The first segment of every nested key ("crop", "card", "result"): a word before a dot that is a key. */
const KEY_HEADS = new Set(
  NAMESPACES.flatMap((ns) =>
    Object.entries(JSON.parse(readFileSync(path.join(localesDir, 'en', `${ns}.json`), 'utf8')))
      .filter(([, value]) => typeof value === 'object')
      .map(([key]) => key),
  ),
);
const ENGLISH_MONTHS =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;
const ENGLISH_DAYS =
  /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thur|Fri|Sat|Sun)\b/;
const ENGLISH_WORDS = new RegExp(
  `\\b(the|and|of|at|with|your|from|to|for|days|weeks|year|AM|PM|${CALENDAR_CROPS.join('|')})\\b`,
  'i',
);

/** What a farmer's screen never shows (issue 33): licence codes, source URLs, datasets, citations, model builds. */
const TECHNICAL =
  /\bCC[ -]?BY\b|\bCC0\b|\bMIT\b|\bhttps?:\/\/|\bwww\.|\.(?:com|org|ke)\b|\bdataset\b|\bet al\b|mimea-test/i;

/** What is wrong with one text as the reader sees it. */
function problems(text: string, language: string, farmerScreen = true): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\b[a-z]+:)?\b([a-z][a-z0-9_]*)\.[a-z0-9_]+\b/gi)) {
    if (KEY_HEADS.has(match[1]!))
      found.push(`raw key "${match[0]}" in "${text.slice(Math.max(0, match.index - 40), match.index + 40)}"`);
  }
  if (/\$t\(|{{|}}/.test(text)) found.push('unresolved nesting or placeholder');
  const technical = farmerScreen ? TECHNICAL.exec(text) : null;
  if (technical)
    found.push(
      `technical "${technical[0]}" in "${text.slice(Math.max(0, technical.index - 40), technical.index + 40)}"`,
    );
  const ours = PROPER_NAMES.reduce((rest, name) => rest.split(name).join(' '), text);
  const id = /\b[a-z]+_[a-z_]+\b/.exec(ours);
  if (id) found.push(`raw id "${id[0]}"`);
  if (language.startsWith('sw')) {
    for (const pattern of [ENGLISH_MONTHS, ENGLISH_DAYS, ENGLISH_WORDS]) {
      const english = pattern.exec(ours);
      if (english)
        found.push(
          `English "${english[0]}" in "${ours.slice(Math.max(0, english.index - 40), english.index + 40)}"`,
        );
    }
  }
  return found;
}

/** Names the payloads carry (people, places, products, sources), which are not ours to translate. */
const PROPER_NAMES = [
  'Wanjiru Mwangi',
  'Wanjiru',
  'Mwangi',
  'Otieno',
  'Nakuru',
  'KALRO',
  'DAP',
  'mimea-my-data.zip',
];

const library = buildLibrary();
const TODAY = '2026-11-24';
const place: PickedPlace = {
  county_id: '032',
  county_name: 'Nakuru',
  subcounty_id: null,
  subcounty_name: null,
  ward_id: null,
  ward_name: null,
  near: false,
};

const calendar = (crop: Calendar['crop']): Calendar => ({
  crop,
  county: { id: '032', name: 'Nakuru' },
  zone: { id: 'highland', basis: 'listed' },
  general_guidance: true,
  seasons: [
    {
      season: 'long_rains',
      sow_months: { start: 3, end: 5 },
      harvest_months: { start: 9, end: 12 },
      days_to_maturity: { min: 90, max: 120 },
      maturity_basis: 'sowing to dry harvest',
      confidence: 'high',
      general_guidance: false,
    },
    {
      season: 'perennial',
      sow_months: { start: 10, end: 11 },
      harvest_months: { start: 1, end: 12 },
      days_to_maturity: null,
      maturity_basis: 'bearing from year 3-4 (grafted)',
      confidence: 'low',
      general_guidance: true,
    },
  ],
  next_window: { season: 'short_rains', starts_on: '2027-03-01', ends_on: '2027-04-30' },
  fertilizer: (['planting', 'top_dress', 'annual'] as const).map((stage) => ({
    stage,
    product: 'DAP',
    grade: '18-46-0',
    kg_per_acre: 50,
    kg_per_ha: 125,
    option: 'A',
    region: 'highland',
    confidence: 'medium' as const,
    general_guidance: true,
  })),
  timeline: {
    planted_on: '2026-10-01',
    season: 'short_rains',
    tasks: [
      {
        task: 'planting',
        starts_on: '2026-10-01',
        ends_on: '2026-10-01',
        params: { variant: 'cereal', product: 'DAP', kg_per_acre: 50 },
        pests: [],
        general_guidance: false,
      },
      {
        task: 'weeding',
        starts_on: '2026-11-20',
        ends_on: '2026-12-04',
        params: { round: 2, variant: 'cereal' },
        pests: [],
        general_guidance: false,
      },
      {
        task: 'scouting',
        starts_on: '2026-11-01',
        ends_on: '2027-01-15',
        params: {},
        pests: [{ id: 'fall_armyworm', slug: 'maize-fall-armyworm' }],
        general_guidance: true,
      },
    ],
  },
  today: TODAY,
  sources: ['KALRO'],
});

const weather: Weather = {
  place: { latitude: -0.3, longitude: 36.1, county_id: '032' },
  current: {
    time: `${TODAY}T09:00`,
    temperature_c: 21.4,
    precipitation_mm: 0,
    wind_kmh: 8,
    weather_code: 61,
  },
  days: [0, 1, 2, 3, 4, 5, 6].map((i) => ({
    date: `2026-11-${24 + i}`,
    temperature_min_c: 13,
    temperature_max_c: 25 + i,
    precipitation_mm: i * 6,
    precipitation_probability: i === 0 ? null : 70,
    wind_max_kmh: 12,
    weather_code: [0, 2, 3, 45, 61, 80, 95][i]!,
  })),
  today: TODAY,
  actions: [],
  attribution: {
    text: 'Weather data by Open-Meteo.com',
    url: 'https://open-meteo.com/',
    licence: 'CC BY 4.0',
  },
  fetched_at: `${TODAY}T06:00:00.000Z`,
};

const attached = {
  photo_ids: ['7f1c1b7e-2a52-4d0b-9d49-0a8e4cbbd2f1'],
  finding: { label: 'maize__northern_leaf_blight', confidence: 0.62, unsure: true },
  crop: 'maize',
  place: { name: 'Nakuru', latitude: -0.3, longitude: 36.1 },
};

const farm = (area_acres: number | null): Farm => ({
  id: '00000000-0000-4000-8000-000000000001',
  farmer: '6f1c1f0e-7c53-4d33-9a8e-2f0f5e0e7a11',
  name: 'Shamba la juu',
  ward: '0842',
  county: '032',
  latitude: null,
  longitude: null,
  altitude: null,
  area_acres,
  soil_type: null,
  irrigated: false,
  notes: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

/**
 * A data pack row as the seed stores it: its own words (region, timing, source) in English with our
 * Swahili beside them. The English has small words the sweep catches ("with"), so a Swahili card that
 * showed the English columns would fail.
 */
const nutrient = (changes: Partial<Nutrient>): Nutrient => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  crop: 'maize',
  region_or_soil: 'highland & mid-altitude',
  region_or_soil_sw: 'Nyanda za juu na za kati',
  counties: [],
  stage: 'planting',
  fertilizer: 'DAP',
  grade: '18-46-0',
  rate_kg_per_acre: 50,
  rate_kg_per_ha: 125,
  n_kg_ha: null,
  p2o5_kg_ha: null,
  k2o_kg_ha: null,
  timing_method: 'in planting hole with manure',
  timing_method_sw: 'Weka shimoni pamoja na samadi',
  option_group: null,
  notes: null,
  source: 'General Kenyan extension practice (recalled, not retrieved) - verify with KALRO/TRI/CRI/county',
  source_sw:
    'Desturi ya jumla ya maafisa wa kilimo Kenya, haijathibitishwa kwa maandishi: uliza KALRO, TRI, CRI au kaunti yako',
  confidence: 'low',
  quantity: { area_acres: 2.5, kg: 125, bags_50kg: 2.5 },
  ...changes,
});

/** Representative payloads of every card: a card added to the registry without one here fails to compile. */
const SAMPLES: { [Name in CardName]: CardPayloads[Name][] } = {
  advice: ['maize-northern-leaf-blight', 'maize-fall-armyworm', 'tomato-healthy'].flatMap((slug) =>
    adviceSections.map((section) => ({ slug, section })),
  ),
  callback: [
    {
      reference: 'MIM-4F7K2',
      status: 'scheduled',
      name: 'Wanjiru Mwangi',
      phone: '+254712345678',
      channel: 'call',
      language: 'sw',
      topic: 'crop_problem',
      slot: '2026-11-24T06:00:00.000Z',
      note: 'Majani yana madoa',
      case: attached,
    },
    {
      name: 'Otieno',
      phone: '+254712345678',
      channel: 'sms',
      language: 'en',
      topic: 'product',
      slot: '2026-11-28T12:30:00.000Z',
    },
  ],
  blog: [
    {
      slug: 'long-rains',
      title: 'Mvua za masika',
      date: '2026-03-03',
      summary: 'Jitayarishe.',
      body: 'Panda mapema.',
    } as CardPayloads['blog'],
  ],
  calendar: [calendar('maize'), calendar('bean'), { ...calendar('green_gram'), timeline: null }],
  weather: [
    { weather, place: 'Nakuru', near: false },
    { weather, place: 'Nakuru', near: true },
  ],
  location: [
    { latitude: -0.3031, longitude: 36.08, near: 'Nakuru' },
    { latitude: -1.2, longitude: 36.8 },
  ],
  diagnosis: [
    {
      verdict: 'confident',
      crop: 'maize',
      photos: [],
      model_version: 'mimea-test',
      candidates: labels.metadata.labels.map((entry, index) => ({
        label: entry.label,
        crop: entry.crop,
        confidence: index === 0 ? 0.91 : 0.05,
        wording: index === 0 ? 'very_likely' : 'possibly',
        photo: {
          src: '/reference-photos/a.jpg',
          source: 'https://example.org/dataset',
          licence: 'CC BY 4.0',
          credit: 'CCMT, CC BY 4.0',
        },
      })),
    },
    { verdict: 'not_sure', crop: null, photos: [], model_version: 'mimea-test', candidates: [] },
    { verdict: 'not_a_plant', crop: 'bean', photos: [], model_version: 'mimea-test', candidates: [] },
  ],
  upload: [{ uploadId: 'u1', count: 2, bytes: 240_000 }],
  fertilizer: [
    {
      crop: 'maize',
      stage: 'planting',
      farm: 'Shamba la juu',
      acres: 2.5,
      scope: 'general',
      rows: [
        nutrient({}),
        nutrient({
          id: '00000000-0000-4000-8000-0000000000d2',
          fertilizer: 'FYM',
          grade: null,
          quantity: null,
          confidence: 'high',
          option_group: 'low',
        }),
      ],
    },
    {
      crop: 'bean',
      stage: 'top-dress',
      farm: null,
      acres: null,
      scope: 'local',
      rows: [nutrient({ quantity: null })],
    },
  ],
  data_export: [{ file: 'mimea-my-data.zip', archive: 'a1' }],
  notifications: [{}],
  compare: [
    (
      differential.comparePictures(labels, ['maize__common_rust', 'maize__leaf_spot'], []).body as {
        data: CardPayloads['compare'];
      }
    ).data,
    (
      differential.unclearPictures(labels, ['maize__fall_armyworm', 'maize__leaf_spot']) as {
        data: CardPayloads['compare'];
      }
    ).data,
  ],
  sign_question: signIds.map((sign) => ({ sign, src: null, number: 1, of: 2 })),
  community_question: [
    {
      text: 'Majani yana madoa',
      thumbnails: ['data:image/webp;base64,AA=='],
      crop: 'maize',
      place: 'Nakuru',
    },
    { text: 'Leaves have spots', thumbnails: [], crop: 'tomato', place: null, question: 'q-1' },
  ],
};

const cards = Object.entries(SAMPLES).flatMap(([card, list]) =>
  (list as CardBody['data'][]).map((data) => ({ kind: 'card', card, data }) as CardBody),
);

/** Every message the flows' message builders make, with representative facts. */
function flowMessages(language: 'en' | 'sw'): SayParams[] {
  const pests = library[language]
    .filter((entry) => entry.crops.includes('maize'))
    .map((entry) => ({ ...entry, keywords: entry.words }));
  const pest = pests.find((entry) => entry.slug === 'maize-northern-leaf-blight')!;
  const combined = {
    verdict: 'not_sure' as const,
    model_version: 'mimea-test',
    predictions: labels.metadata.labels.slice(1, 4).map((entry) => ({
      label: entry.label,
      crop: entry.crop,
      condition: entry.condition,
      confidence: 0.4,
    })),
  };
  const diagnosisCase = {
    id: '0b1c0b7e-2a52-4d0b-9d49-0a8e4cbbd2f1',
    created_at: '2026-11-23T08:00:00.000Z',
    confirmed_label: 'maize__northern_leaf_blight',
    images: [],
  } as unknown as Diagnosis;
  const details = (action: MyDetailsContext['action']): MyDetailsContext => ({
    action,
    firstName: 'Wanjiru',
    lastName: 'Mwangi',
    contact: '+254712345678',
    code: '',
    community: null,
    nickname: 'Mama Shamba',
    county: { id: '016', name: 'Machakos' },
    failure: { kind: 'rate_limited', seconds: 30, detail: '' },
  });
  const withProfile = (): MyDetailsContext => ({
    ...details('community_profile'),
    community: { nickname: 'Mama Shamba', county: '016', picture: '/api/v1/community/profile-pictures/x/' },
    county: null,
  });
  const slots = [0, 1, 2, 3, 4, 5, 6].map((i) => ({
    start: `2026-11-2${4 + (i % 3)}T0${6 + i}:00:00.000Z`,
    end: `2026-11-2${4 + (i % 3)}T0${6 + i}:30:00.000Z`,
    free: 2,
  }));
  return [
    advice.cropQuestion(0),
    advice.cropQuestion(1),
    advice.partQuestion(pests),
    advice.lookQuestion(pests),
    advice.entryChoices('advice:ask_crop', pests.slice(0, 3), [advice.noneFit]),
    ...adviceSections.map((section) =>
      advice.entryStep(pest, section, section === 'safety' || section === 'sources' ? 'control' : section),
    ),
    ...CALENDAR_CROPS.flatMap((crop) =>
      calendarMessages.answerMessages({ crop, place, calendar: calendar(crop), signedIn: true }),
    ),
    ...calendarMessages.answerMessages({
      crop: 'bean',
      place,
      calendar: { ...calendar('bean'), timeline: null },
      signedIn: false,
    }),
    {
      body: { kind: 'text', text: { key: 'chat:back' } },
      quickReplies: calendarMessages.answerOffers({
        crop: 'maize',
        calendar: calendar('maize'),
        signedIn: true,
      }),
    },
    { body: { kind: 'text', text: { key: 'chat:back' } }, quickReplies: callback.slotReplies(slots, 0) },
    callback.callbackSummary({ name: 'Otieno', slot: slots[0]!.start }, attached),
    diagnosis.cropQuestion(labels),
    differential.comparePictures(labels, ['maize__common_rust', 'maize__leaf_spot'], []),
    differential.signQuestion(labels, 'powder', 1, 2),
    ...['maize', 'bean', 'tomato', 'potato', 'coffee', 'pepper'].map(diagnosis.cropConfirm),
    {
      body: { kind: 'text', text: { key: 'chat:back' } },
      quickReplies: diagnosis.resultReplies(combined, true),
    },
    { body: { kind: 'text', text: { key: 'chat:back' } }, quickReplies: [history.caseReply(diagnosisCase)] },
    myDetails.menu(false),
    myDetails.menu(true),
    completeAccount.explain(),
    completeAccount.askFirstName(),
    completeAccount.askLastName(),
    completeAccount.askPhone(),
    completeAccount.askPassword(),
    completeAccount.invalid('assistant:details.complete.invalid_password'),
    completeAccount.failed({ kind: 'detail', status: 409, code: 'account_already_complete', detail: '' }),
    completeAccount.completed('+254712345678'),
    myDetails.askFirstName(),
    myDetails.askLastName(),
    myDetails.askContact('phone_number'),
    myDetails.askContact('email'),
    myDetails.askCode(details('email')),
    myDetails.failed(details('name')),
    myDetails.nameChanged(details('name')),
    myDetails.contactChanged(details('email')),
    myDetails.contactChanged(details('phone_number')),
    myDetails.askNickname(details('community_profile')),
    myDetails.askNickname(withProfile()),
    myDetails.askCounty(details('community_profile')),
    myDetails.askCounty(withProfile()),
    myDetails.askPicture(details('community_profile')),
    myDetails.askPicture(withProfile()),
    myDetails.profileSaved(details('community_profile')),
    myDetails.profileSaved(withProfile()),
    myDetails.pictureSaved(),
    myDetails.pictureRemoved(),
    myDetails.exportAnswer({ status: 'preparing', retryAfterSeconds: 90 } as never),
    ...myFarms.list({ farms: [], selected: null } as never),
    // With no planting, one and several: each farm says where it is and what grows there.
    ...[0, 1, 2].flatMap((count) =>
      myFarms.list({
        farms: [farm(2), farm(null)],
        places: { [farm(2).id]: 'Naivasha East, Nakuru' },
        plantings: ['2026-03-20', '2025-10-05']
          .slice(0, count)
          .map((planted_on) => ({ farm: farm(2).id, crop: 'maize', planted_on })),
        selected: farm(2).id,
      } as never),
    ),
    myFarms.askName(),
    myFarms.askSize(),
    ...['invalid_name', 'invalid_size', 'ward_needed'].map(myFarms.invalid),
    myFarms.selected(farm(2)),
    myFarms.added(farm(null)),
    farmerClaim.explain(),
    farmerClaim.askCode(),
    farmerClaim.invalidCode(),
    farmerClaim.claimed(),
    farmerClaim.failed({ kind: 'detail', status: 400, code: 'contact_code_invalid', detail: '' }),
    farmerClaim.failed({ kind: 'detail', status: 409, code: 'farmer_claim_pending', detail: '' }),
    fertilizer.askCrop(),
    fertilizer.askFarm({ farms: [farm(2)] } as FertilizerContext),
    fertilizer.askSize(),
    fertilizer.askStage({ crop: 'tomato' }),
    fertilizer.invalidSize(),
    ...fertilizer.answer({ answer: { results: [] } } as unknown as FertilizerContext),
    ...(['today', 'tomorrow', 'this_week', null] as const).flatMap((when) =>
      weatherMessages.weatherMessages(
        {
          ...weather,
          actions: [
            { rule: 'no_spray_rain', severity: 'warning', params: { probability: 80, mm: 12 } },
            { rule: 'no_spray_wind', severity: 'warning', params: { kmh: 30 } },
            { rule: 'heavy_rain_drainage', severity: 'info', params: { mm: 40, date: '2026-11-26' } },
            { rule: 'dry_spell_mulch', severity: 'info', params: { mm: 2 } },
            { rule: 'planting_rains_started', severity: 'info', params: { mm: 35 } },
            { rule: 'harvest_before_rain', severity: 'info', params: { crop: 'maize' } },
            { rule: 'top_dress_with_rain', severity: 'info', params: { crop: 'bean' } },
            { rule: 'young_crop_dry', severity: 'info', params: { crop: 'green_gram' } },
          ],
        },
        place,
        when,
      ),
    ),
    { body: { kind: 'text', text: { key: 'chat:back' } }, quickReplies: weatherMessages.weatherOffers() },
  ];
}

/** The i18n keys the flows name whole in their code: each must exist, in every language. */
function keysNamedInFlows(): string[] {
  const roots = ['src/machines', 'src/conversation'].map((dir) =>
    path.resolve(import.meta.dirname, '../../..', dir),
  );
  const files = roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join(root, file)),
  );
  const pattern = new RegExp(`['"\`](${NAMESPACES.join('|')}):([a-z0-9_]+(?:\\.[a-z0-9_]+)*)['"\`]`, 'g');
  return [
    ...new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => `${m[1]}:${m[2]}`),
      ),
    ),
  ];
}

const missing: string[] = [];

/** The words on screen, one text node from the next apart, as a reader (or screen reader) meets them. */
function shownText(container: HTMLElement): string {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  while (walker.nextNode()) words.push(walker.currentNode.textContent ?? '');
  return words.join(' ');
}

beforeAll(async () => {
  await setupTestI18n('en', missing);
  vi.spyOn(apiClient, 'get').mockImplementation(async (url, config) => {
    // The notifications card's switches, the outbreak one on so its channel choice shows too.
    if (url === 'accounts/me/notifications/')
      return {
        data: {
          settings: NOTIFICATION_KINDS.map((kind) => ({
            kind,
            enabled: kind === 'outbreak',
            channel: 'push',
            chosen: kind === 'outbreak',
          })),
        },
      };
    const slug = String(url).split('/')[1]!;
    const lang = (config?.params as { lang: 'en' | 'sw' }).lang;
    return { data: library[lang].find((item) => item.slug === slug)! };
  });
});
afterAll(() => vi.restoreAllMocks());

// "sw-KE" too: a Kenyan phone's own setting reaches the app as a regional Swahili, and must read the same.
describe.each(['en', 'sw', 'sw-KE'] as const)('in %s', (language) => {
  beforeAll(() => act(() => i18next.changeLanguage(language)));

  it('every card reads without raw keys, ids or words of the other language', async () => {
    missing.length = 0;
    const found: string[] = [];
    for (const body of cards) {
      const { container, unmount } = render(
        <MemoryRouter>
          <CardView body={body} />
        </MemoryRouter>,
      );
      // Cards load lazily: the first language read would otherwise see an empty fallback.
      await waitFor(() => expect(container.textContent).not.toBe(''));
      if (body.card === 'advice')
        await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
      // The library's own source section is where its sources and picture licence are given.
      const sourceSection = body.card === 'advice' && body.data.section === 'sources';
      found.push(
        ...problems(shownText(container), language, !sourceSection).map((p) => `${body.card}: ${p}`),
      );
      unmount();
    }
    expect({ missing, found }).toEqual({ missing: [], found: [] });
    // Every card is drawn, and the first language read waits for each one's code to load.
  }, 60_000);

  it('every flow message and quick reply reads without raw keys or words of the other language', () => {
    missing.length = 0;
    const t = i18next.getFixedT(language);
    const resolve = (ref: TextRef) => String(t(ref.key as never, ref.params as never));
    const refs = (body: MessageBody): TextRef[] =>
      'text' in body && typeof body.text === 'object' ? [body.text] : [];
    const found = flowMessages(language === 'en' ? 'en' : 'sw').flatMap((message) => {
      const texts = [
        ...refs(message.body),
        ...(message.quickReplies ?? []).map((reply: QuickReply) => reply.label),
      ];
      return texts.flatMap((ref) => problems(resolve(ref), language).map((p) => `${ref.key}: ${p}`));
    });
    expect({ missing, found }).toEqual({ missing: [], found: [] });
  });

  it('every key a flow names in its code exists', () => {
    const unknown = keysNamedInFlows().filter(
      // A counted text exists as its plural forms ("week_summary_other").
      (key) =>
        ![key, `${key}_other`].some((form) => i18next.exists(form, { lng: language, fallbackLng: [] })),
    );
    expect(unknown).toEqual([]);
  });
});
