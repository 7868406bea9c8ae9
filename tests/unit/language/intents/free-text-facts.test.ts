import { describe, expect, it } from 'vitest';
import { CALENDAR_CROPS } from '../../../../src/contract/calendar.ts';
import { dayFor } from '../../../../src/language/typed-date.ts';
import { recognise, type Recognition } from '../../../../src/language/intents/recognise.ts';

/**
 * Free text keeps its facts: what a farmer already said fills the flow's questions. Each row is a
 * sentence, the flow it starts, and the questions that flow then skips or confirms in one tap:
 * crop, place, time (the day or week wanted), symptom (the part and look) and topic (a crop problem).
 */
type Question = 'crop' | 'place' | 'time' | 'symptom' | 'topic';

/** The crops the plant-check model knows, so "Mahindi — sawa?" can be confirmed (public/models/labels.json). */
const MODEL_CROPS = ['bean', 'coffee', 'maize', 'pepper', 'potato', 'tomato'];

/** Which questions each flow takes from the words, as its machine does (flow tests check each one). */
function skipped({ intent, entities }: Recognition): Question[] {
  const symptom = entities.looks.length + entities.parts.length > 0;
  const questions: [Question, boolean][] = {
    diagnose: [['crop', MODEL_CROPS.includes(entities.crop ?? '')]],
    pest_advice: [
      ['crop', Boolean(entities.crop)],
      ['symptom', symptom],
    ],
    crop_calendar: [
      ['crop', (CALENDAR_CROPS as readonly string[]).includes(entities.crop ?? '')],
      ['place', Boolean(entities.county)],
    ],
    weather: [
      ['place', Boolean(entities.county)],
      ['time', Boolean(entities.when)],
    ],
    callback: [
      ['topic', Boolean(entities.crop) || symptom],
      ['time', Boolean(entities.when)],
    ],
  }[intent as string] as [Question, boolean][];
  return (questions ?? []).filter(([, answered]) => answered).map(([question]) => question);
}

const TABLE: [string, Recognition['intent'], Question[]][] = [
  // Swahili
  ['mahindi yangu yana madoa ya kahawia', 'diagnose', ['crop']],
  ['nyanya zangu zina madoa meusi kwenye majani', 'diagnose', ['crop']],
  ['viazi vyangu vinaoza, nataka kupiga picha', 'diagnose', ['crop']],
  ['kahawa yangu ina majani ya njano', 'diagnose', ['crop']],
  ['hoho zangu zimenyauka', 'diagnose', ['crop']],
  ['maharagwe yana ugonjwa', 'diagnose', ['crop']],
  ['mmea wangu una ugonjwa', 'diagnose', []],
  ['nifanye nini viwavi jeshi kwenye mahindi', 'pest_advice', ['crop', 'symptom']],
  ['dawa ya wadudu kwenye kabichi', 'pest_advice', ['crop', 'symptom']],
  ['nipe ushauri kuhusu kutu ya ngano', 'pest_advice', ['crop', 'symptom']],
  ['dawa ya kuzuia ukungu kwenye nyanya', 'pest_advice', ['crop', 'symptom']],
  ['nipande maharagwe lini Machakos', 'crop_calendar', ['crop', 'place']],
  ['ni wakati gani wa kupanda mahindi Nakuru', 'crop_calendar', ['crop', 'place']],
  ['kalenda ya kupanda viazi', 'crop_calendar', ['crop']],
  ['nilipanda mahindi tarehe 3 Machi Uasin Gishu', 'crop_calendar', ['crop', 'place']],
  ['msimu wa kupanda ndengu Kitui', 'crop_calendar', ['crop', 'place']],
  ['hali ya hewa Nakuru kesho', 'weather', ['place', 'time']],
  ['mvua itanyesha leo Kisumu?', 'weather', ['place', 'time']],
  ['hali ya hewa wiki ijayo', 'weather', ['time']],
  ['mvua wiki hii Murang’a', 'weather', ['place', 'time']],
  ['hali ya hewa', 'weather', []],
  ['nataka kuongea na mtaalamu kesho', 'callback', ['time']],
  ['nipigie mtaalamu kuhusu mahindi yangu', 'callback', ['topic']],
  ['naomba mtaalamu anipigie wiki ijayo kuhusu madoa kwenye nyanya', 'callback', ['topic', 'time']],
  ['ongea na mtaalamu', 'callback', []],
  // English
  ['my maize has brown spots', 'diagnose', ['crop']],
  ['my tomatoes have black spots on the leaves', 'diagnose', ['crop']],
  ['check my potato plant, the leaves are rotting', 'diagnose', ['crop']],
  ['my beans are sick', 'diagnose', ['crop']],
  ['my cassava has a disease', 'pest_advice', ['crop']],
  ['how do I control fall armyworm in maize', 'pest_advice', ['crop', 'symptom']],
  ['what to spray for aphids on kale', 'pest_advice', ['crop', 'symptom']],
  ['treatment for tomato blight', 'pest_advice', ['crop']],
  ['I need advice on aphids on my cabbage', 'pest_advice', ['crop', 'symptom']],
  ['when should I plant beans in Machakos', 'crop_calendar', ['crop', 'place']],
  ['planting calendar for sorghum in Kitui', 'crop_calendar', ['crop', 'place']],
  ['I planted maize on 3 March in Trans Nzoia', 'crop_calendar', ['crop', 'place']],
  ['when to plant potatoes', 'crop_calendar', ['crop']],
  ['will it rain tomorrow in Nakuru', 'weather', ['place', 'time']],
  ['weather forecast for Eldoret this week', 'weather', ['time']],
  ['weather in Uasin Gishu next week', 'weather', ['place', 'time']],
  ['weather today', 'weather', ['time']],
  ['I want to talk to an agronomist tomorrow', 'callback', ['time']],
  ['call me about my coffee, the leaves have rust', 'callback', ['topic']],
  ['talk to an expert next week about my maize', 'callback', ['topic', 'time']],
  ['talk to an agronomist', 'callback', []],
];

describe('free text keeps its facts', () => {
  it(`reads the intent and the questions already answered in ${TABLE.length} sentences`, () => {
    const wrong = TABLE.flatMap(([sentence, intent, skips]) => {
      const recognition = recognise(sentence);
      const got = { intent: recognition.intent, skips: skipped(recognition) };
      return JSON.stringify(got) === JSON.stringify({ intent, skips }) ? [] : [{ sentence, got }];
    });
    const score = `${TABLE.length - wrong.length}/${TABLE.length}`;
    console.info(`free-text table: ${score} sentences read right`);
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    expect(wrong).toEqual([]);
  });

  it('reads each kind of fact: crop, county, time and symptoms', () => {
    expect(recognise('mahindi yangu yana madoa ya kahawia').entities).toEqual({
      crop: 'maize',
      county: undefined,
      when: undefined,
      parts: [],
      looks: ['spots'],
    });
    expect(recognise("mvua kesho Murang'a").entities).toMatchObject({ county: "Murang'a", when: 'tomorrow' });
    expect(recognise('weather in homa bay next week').entities).toMatchObject({
      county: 'Homa Bay',
      when: 'next_week',
    });
    expect(recognise('kahawa yangu ina majani ya kahawia').entities).toMatchObject({
      crop: 'coffee',
      parts: ['leaf'],
    });
  });

  it('turns a time into the first day it means, on the farmer’s calendar', () => {
    expect(dayFor('today', '2026-11-24')).toBe('2026-11-24');
    expect(dayFor('tomorrow', '2026-11-24')).toBe('2026-11-25');
    expect(dayFor('this_week', '2026-11-24')).toBe('2026-11-24');
    // 24 November 2026 is a Tuesday: next week starts on Monday the 30th.
    expect(dayFor('next_week', '2026-11-24')).toBe('2026-11-30');
    expect(dayFor('next_week', '2026-11-29')).toBe('2026-11-30');
  });
});
