import { z } from 'zod';

type Undefaulted<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: Shape[Key] extends z.ZodDefault<infer Inner> ? Inner : Shape[Key];
};

/**
 * A PATCH body for an input schema: every field optional and none defaulted, so a field left out
 * keeps the stored value instead of being reset to the input's default.
 */
export function patchSchema<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  ) as Undefaulted<Shape>;
  return z.object(shape).partial();
}
