/**
 * Text that a person could have typed: no C0/C1 control characters (NUL above all, which PostgreSQL
 * cannot store) except tab and line breaks. The server checks every string of every request against
 * it before the route's own schema, and the client may use the same test before sending.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const CONTROL_CHARACTER_MESSAGE = 'invalid_characters';

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The paths (as zod issue paths) of every string in `value` that holds a control character, keys included. */
export function controlCharacterPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return hasControlCharacter(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => controlCharacterPaths(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    hasControlCharacter(key) ? [[...path, key]] : controlCharacterPaths(item, [...path, key]),
  );
}
