import type { CheckPlace } from '../../api/upload-queue.ts';

/**
 * The two questions a plant check asks only once per device: where the farmer is (it shows
 * agronomists where a problem spreads) and their mobile network (it helps plan for slow connections).
 * The answers, a skip included, stay on this phone; the settings menu shows and changes them.
 */
export type RememberedPlace = CheckPlace;

export interface RememberedAnswers {
  /** Undefined: never asked; null: the farmer skipped it. */
  place?: RememberedPlace | null;
  provider?: string | null;
}

const KEY = 'mimea.check-answers';
const listeners = new Set<() => void>();
let cached: { raw: string | null; answers: RememberedAnswers } | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The same object until the answers change, so React can subscribe to it. */
export function rememberedAnswers(): RememberedAnswers {
  const raw = storage()?.getItem(KEY) ?? null;
  if (cached?.raw === raw) return cached.answers;
  let answers: RememberedAnswers = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') answers = parsed as RememberedAnswers;
  } catch {
    // Unreadable leftovers count as never asked: the question comes once more.
  }
  cached = { raw, answers };
  return answers;
}

export function rememberAnswers(change: RememberedAnswers): void {
  // An answer set to undefined drops out of the JSON: the question comes again at the next check.
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...rememberedAnswers(), ...change }));
  } catch {
    // A blocked storage only means the question comes again next time.
  }
  for (const listener of listeners) listener();
}

/** A shared tablet's next customer is asked again: the last one's place and network are not theirs. */
export function forgetAnswers(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Storage that cannot be written holds nothing to forget.
  }
  for (const listener of listeners) listener();
}

export function onAnswersChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
