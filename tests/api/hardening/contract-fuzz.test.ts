import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';

/** Requests per run; `npm run bench` sets a larger budget through FUZZ_REQUESTS. */
const BUDGET = Number(process.env.FUZZ_REQUESTS ?? 2400);

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
  anyOf?: Schema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
}

const nasty = fc.constantFrom(
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

/** A value for a schema: mostly of the right shape, with boundary values and hostile strings mixed in. */
function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.oneof(nasty, fc.integer(), fc.constant(null));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valueFor(s, depth + 1)));
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), nasty);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: -10, max: 10_000 }),
        fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 1, -1, 2 ** 53, 0.5),
        nasty,
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), nasty);
    case 'array':
      return fc.oneof(fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 }), nasty);
    case 'object':
      return fc.oneof(
        fc.record(
          Object.fromEntries(
            Object.entries(schema.properties ?? {}).map(([key, s]) => [key, valueFor(s, depth + 1)]),
          ),
          { requiredKeys: [] },
        ),
        nasty,
      );
    default:
      if (schema.format === 'uuid') return fc.oneof(fc.uuid(), nasty);
      return fc.oneof(
        fc.string({ maxLength: schema.maxLength ?? 40 }),
        fc.string({ unit: 'grapheme' }),
        nasty,
      );
  }
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('contract fuzzer: every operation of the served OpenAPI document', () => {
  let app: FastifyInstance;
  let tokens: Record<string, Record<string, string>>;
  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    const own = await registeredAndSignedIn(app);
    const foreign = await registeredAndSignedIn(app);
    tokens = {
      none: {},
      own: bearer(own.access),
      foreign: bearer(foreign.access),
      garbage: { authorization: 'Bearer a.b.c' },
      upload: { 'x-upload-token': 'A'.repeat(43), 'x-booking-token': 'B'.repeat(43) },
    };
  });
  afterAll(() => app.close());

  it(
    `answers ${BUDGET} generated requests without a 5xx, with documented statuses`,
    { timeout: 600_000 },
    async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, Operation>>;
      };
      const operations = Object.entries(document.paths).flatMap(([path, item]) =>
        METHODS.filter((method) => item[method]).map((method) => ({
          path,
          method,
          operation: item[method]!,
        })),
      );
      const perOperation = Math.max(1, Math.ceil(BUDGET / operations.length));
      const failures: string[] = [];
      let sent = 0;
      for (const { path, method, operation } of operations) {
        const params = operation.parameters ?? [];
        const body = operation.requestBody?.content?.['application/json']?.schema;
        const documented = new Set(Object.keys(operation.responses ?? {}));
        const request = fc.record({
          path: fc.record(
            Object.fromEntries(
              params.filter((p) => p.in === 'path').map((p) => [p.name, valueFor(p.schema)]),
            ),
          ),
          query: fc.record(
            Object.fromEntries(
              params.filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema)]),
            ),
            { requiredKeys: [] },
          ),
          body: body ? valueFor(body) : fc.constant(undefined),
          auth: fc.constantFrom(...Object.keys(tokens)),
          wrongMethod: fc.boolean().map((b) => b && Math.random() < 0.1),
        });
        await fc.assert(
          fc.asyncProperty(request, async (generated) => {
            const url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
              encodeURIComponent(String(generated.path[name] ?? 'x')),
            );
            const query = new URLSearchParams(
              Object.entries(generated.query).map(([k, v]) => [
                k,
                typeof v === 'string' ? v : JSON.stringify(v),
              ]),
            ).toString();
            const usedMethod = generated.wrongMethod
              ? method === 'get'
                ? 'PATCH'
                : 'GET'
              : method.toUpperCase();
            const response = await app.inject({
              method: usedMethod as 'GET',
              url: `${url}${query ? `?${query}` : ''}`,
              headers: tokens[generated.auth],
              ...(generated.body !== undefined && usedMethod !== 'GET'
                ? { payload: generated.body as object }
                : {}),
            });
            sent += 1;
            const status = response.statusCode;
            const tag = `${usedMethod} ${path} -> ${status}`;
            // A documented 503 (an upstream service such as the weather provider is away) is an answer.
            if (status === 500 || (status > 500 && !documented.has(String(status))))
              failures.push(`${tag}: ${response.body.slice(0, 200)}`);
            // Framework answers every route may give: auth, wrong method, sizes, type, rate limit.
            const generic = [401, 403, 404, 405, 413, 414, 415, 429].includes(status);
            if (!generated.wrongMethod && !generic && !documented.has(String(status)))
              failures.push(`${tag}: undocumented`);
          }),
          { numRuns: perOperation, seed: Number(process.env.FUZZ_SEED ?? 15) },
        );
      }
      console.log(
        `contract fuzz: ${sent} requests over ${operations.length} operations, ${failures.length} failures`,
      );
      expect([...new Set(failures)].slice(0, 30)).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(Math.min(BUDGET, 2000));
    },
  );
});
