import { similarWords } from './edit-distance.ts';
import { findEntities, type CropId, type Entities, type When } from './entities.ts';
import { everydayKeywords } from './everyday-keywords.ts';
import { farmingKeywords } from './farming-keywords.ts';
import { compile, type CompiledRow } from './keyword-table.ts';
import { normalise } from './normalise.ts';
import { optionNumber } from './option-number.ts';

export type { CropId, Entities, When };

export type Intent =
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'help'
  | 'menu'
  /** "I'm done", "nimemaliza": the step at hand is finished. */
  | 'done'
  | 'start_over'
  | 'back'
  | 'yes'
  | 'no'
  /** Change the language without naming one: the assistant asks which. */
  | 'language'
  | 'language_en'
  | 'language_sw'
  | 'diagnose'
  | 'pest_advice'
  | 'crop_calendar'
  | 'weather'
  | 'callback'
  | 'feedback'
  | 'history'
  /** The farmer's farms: list them, add one, choose the one they mean. */
  | 'my_farms'
  /** How much fertilizer to buy and apply, for a crop and stage on a farm. */
  | 'fertilizer'
  /** The farmer's own account details: see or change them, or download a copy of their data. */
  | 'my_details'
  | 'change_name'
  | 'change_phone'
  | 'change_email'
  | 'data_export'
  | 'number'
  | 'unknown';

export interface Recognition {
  intent: Intent;
  /** 0 to 1: how clearly the words pointed to the intent. */
  confidence: number;
  number?: number;
  crop?: CropId;
  when?: When;
  /** The facts in the words (crop, county, time, symptoms), so a flow need not ask for them again. */
  entities: Entities;
}

const TABLES = Object.entries({ ...everydayKeywords, ...farmingKeywords }).map(
  ([intent, rows]) => [intent as Intent, compile(rows)] as const,
);
/** Ties go to the intent whose mistake costs the user least to undo, and flows before small talk. */
const PRIORITY: Intent[] = [
  'start_over',
  'back',
  'language_en',
  'language_sw',
  'language',
  'callback',
  'weather',
  'fertilizer',
  'my_farms',
  'crop_calendar',
  'pest_advice',
  'diagnose',
  'history',
  'change_name',
  'change_phone',
  'change_email',
  'data_export',
  'my_details',
  'feedback',
  'help',
  'menu',
  'done',
  'no',
  'thanks',
  'goodbye',
  'yes',
  'greeting',
];
const ENOUGH = 1.5;
/** Words that mean something only when they are the whole reply ("la" is also "of" in Swahili). */
const WHOLE_REPLIES: Record<string, Intent> = { la: 'no' };

function rowScore(row: CompiledRow, words: string[]): number {
  if (row.stem)
    return words.some((word) => word.length > row.stem!.length && word.includes(row.stem!)) ? row.weight : 0;
  for (let start = 0; start + row.words.length <= words.length; start += 1) {
    if (row.words.every((part, offset) => similarWords(words[start + offset]!, part))) return row.weight;
  }
  return 0;
}

/** Reads typed text (English, Swahili, Sheng, typos) for what the user wants and what it is about. */
export function recognise(text: string): Recognition {
  const words = normalise(text);
  const found = findEntities(words);
  const entities = { crop: found.crop, when: found.when, entities: found };
  const number = optionNumber(words);
  if (number !== undefined) return { intent: 'number', confidence: 1, number, entities: found };
  const whole = words.length === 1 ? WHOLE_REPLIES[words[0]!] : undefined;
  if (whole) return { intent: whole, confidence: 1, ...entities };

  let best: { intent: Intent; score: number } = { intent: 'unknown', score: 0 };
  for (const [intent, rows] of TABLES) {
    const score = rows.reduce((sum, row) => sum + rowScore(row, words), 0);
    const better =
      score > best.score ||
      (score === best.score && PRIORITY.indexOf(intent) < PRIORITY.indexOf(best.intent));
    if (score > 0 && better) best = { intent, score };
  }
  if (best.score < ENOUGH) return { intent: 'unknown', confidence: 0, ...entities };
  return { intent: best.intent, confidence: Math.min(1, best.score / 4), ...entities };
}
