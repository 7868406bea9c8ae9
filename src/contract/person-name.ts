import { z } from 'zod';

/**
 * Unicode's direction overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the text that
 * follows them. In a name they let one person's entry read as another's in staff lists, SMS and
 * exports ("Amina" beside someone else's number); nobody types them in a name on purpose.
 */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

export const hasDirectionControl = (text: string) => DIRECTION_CONTROL.test(text);

/** Refuses the direction controls in a name (`name_direction_marks`). */
export const withoutDirectionControls = (text: z.ZodString) =>
  text.refine((name) => !hasDirectionControl(name), { error: 'name_direction_marks' });

/** A person's or group's name, as other people will read it: trimmed, not empty, at most `maxLength`. */
export const personNameSchema = (maxLength: number) =>
  withoutDirectionControls(z.string().trim().min(1).max(maxLength));
