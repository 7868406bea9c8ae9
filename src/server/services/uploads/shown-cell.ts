/** A refused cell is shown back at most this long: a megabyte cell repeated in 100 problems is 100 MB. */
const MAX_SHOWN = 200;
/** Control and format characters (NUL, the direction marks): invisible on screen, and jsonb refuses NUL. */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}]/gu;

/** A cell as an upload problem shows it: its hidden characters written as U+XXXX, cut short when long. */
export function shownCell(cell: string): string {
  const short = cell.length > MAX_SHOWN ? `${cell.slice(0, MAX_SHOWN)}…` : cell;
  return short.replace(
    HIDDEN_CHARACTER,
    (character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
  );
}
