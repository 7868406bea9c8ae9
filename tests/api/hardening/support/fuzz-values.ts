import fc from 'fast-check';

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  anyOf?: Schema[];
}

/** Strings that broke or nearly broke servers before: NUL, bidi overrides, traversal, injection. */
export const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u202emaize',
  'مرحبا',
  '🌽🍅',
  '',
  ' ',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '1e309',
  'NaN',
  '{{maximum}}',
);

/** Mostly a value of the right shape (so answers past validation are met too), sometimes a hostile one. */
const mostly = (fitting: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: fitting, weight: 3 }, { arbitrary: nasty, weight: 1 });

/** A value for a schema: boundary values and hostile strings mixed into fitting ones. */
export function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.oneof(nasty, fc.integer(), fc.constant(null));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valueFor(s, depth + 1)));
  if (schema.enum) return mostly(fc.constantFrom(...schema.enum));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = Math.ceil(Math.max(schema.minimum ?? -10, -10));
      const max = Math.floor(Math.min(schema.maximum ?? 10_000, 10_000));
      return mostly(
        fc.oneof(
          fc.integer(min <= max ? { min, max } : {}),
          fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 1, -1, 2 ** 53, 0.5),
        ),
      );
    }
    case 'boolean':
      return mostly(fc.boolean());
    case 'array':
      return mostly(fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 }));
    case 'object':
      return mostly(
        fc.record(
          Object.fromEntries(
            Object.entries(schema.properties ?? {}).map(([key, s]) => [key, valueFor(s, depth + 1)]),
          ),
          { requiredKeys: [] },
        ),
      );
    default:
      if (schema.format === 'uuid') return mostly(fc.uuid());
      return mostly(
        fc.oneof(
          fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 }),
          fc.string({ unit: 'grapheme', maxLength: schema.maxLength ?? 40 }),
        ),
      );
  }
}
