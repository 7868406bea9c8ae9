/**
 * One table row: words that point to an intent, with how strongly. A row is a single word, a phrase
 * (several words in order), or a stem written with a leading `~` ("~nyauk" matches "inanyauka",
 * "kunyauka"), because Swahili builds verbs from a stem with prefixes and suffixes.
 */
export type KeywordRow = [pattern: string, weight: number];

export interface CompiledRow {
  words: string[];
  stem: string | null;
  weight: number;
}

export function compile(rows: KeywordRow[]): CompiledRow[] {
  return rows.map(([pattern, weight]) =>
    pattern.startsWith('~')
      ? { words: [], stem: pattern.slice(1), weight }
      : { words: pattern.split(' '), stem: null, weight },
  );
}
