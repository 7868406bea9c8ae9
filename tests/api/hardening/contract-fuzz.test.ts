import { loadSocialSignInConfig } from '../../../src/server/config/social-sign-in-config.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import { valueFor, type Schema } from './support/fuzz-values.ts';
import { openApiJudge, type OpenApiDocument, type Operation } from './support/openapi-answers.ts';

/** Requests per run; `npm run bench` sets a larger budget through FUZZ_REQUESTS. */
const BUDGET = Number(process.env.FUZZ_REQUESTS ?? 2400);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * What may happen to a request on its way besides its values: mostly nothing; sometimes an address
 * over 8 KB, one that does not decode, a body far too large or one that is not JSON.
 */
const BODILESS_MANGLES = [...Array<string>(16).fill('none'), 'long-url', 'bad-escape'];
const BODY_MANGLES = [...BODILESS_MANGLES, 'oversized-body', 'text-body'];

/** The ids (or slugs) a list answers, so detail operations are asked about records that exist. */
function listedKeys(body: unknown, key: string): string[] {
  const list = (body as { results?: unknown; entries?: unknown } | null) ?? {};
  const items = Array.isArray(body) ? body : Array.isArray(list.results) ? list.results : list.entries;
  if (!Array.isArray(items)) return [];
  return items
    .map((item) => (item as Record<string, unknown>)[key])
    .filter((value): value is string => typeof value === 'string')
    .slice(0, 40);
}

/** `{detail, code}`, or field errors `{field: [messages]}`. */
function isErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const detailed = typeof parsed.detail === 'string' && typeof parsed.code === 'string';
    const fields = Object.values(parsed).every((messages) => Array.isArray(messages));
    return detailed || (Object.keys(parsed).length > 0 && fields);
  } catch {
    return false;
  }
}

// Issue 35 §2: every status an operation answers is in the document, and every body matches it.
describe('contract fuzzer: every operation of the served OpenAPI document', () => {
  let app: FastifyInstance;
  let tokens: Record<string, Record<string, string>>;

  const signedIn = async (change?: { role?: 'staff' | 'admin' | 'data_manager'; status?: 'suspended' }) => {
    const account = await registeredAndSignedIn(app);
    const phone = account.phone.replace(/^0/, '+254');
    if (change) await app.database.db.update(users).set(change).where(eq(users.phoneNumber, phone));
    return bearer(account.access);
  };

  beforeAll(async () => {
    // Social sign-in configured, so its operations answer as they would in use (its provider is down).
    const socialSignIn = loadSocialSignInConfig({
      OIDC_PROVIDERS: JSON.stringify([
        { id: 'down', name: 'Down ID', issuer: 'http://127.0.0.1:9', client_id: 'x', client_secret: 'y' },
      ]),
    });
    ({ app } = await buildClassifyApp(undefined, 1, { socialSignIn }));
    tokens = {
      none: {},
      own: await signedIn(),
      foreign: await signedIn(),
      staff: await signedIn({ role: 'staff' }),
      admin: await signedIn({ role: 'admin' }),
      dataManager: await signedIn({ role: 'data_manager' }),
      suspended: await signedIn({ status: 'suspended' }),
      garbage: { authorization: 'Bearer a.b.c' },
      upload: { 'x-upload-token': 'A'.repeat(43), 'x-booking-token': 'B'.repeat(43) },
    };
  });
  afterAll(() => app.close());

  it(
    `answers ${BUDGET} generated requests with documented statuses and bodies, never a 500`,
    { timeout: 600_000 },
    async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
      const judge = openApiJudge();
      const operations = Object.entries(document.paths).flatMap(([path, item]) =>
        METHODS.filter((method) => item[method]).map((method) => ({
          path,
          method,
          operation: item[method] as Operation,
        })),
      );
      // Lists first, read as an admin: their ids become most path parameters of the detail operations.
      const listed = new Map<string, unknown>();
      for (const { path, method } of operations) {
        if (method !== 'get' || path.includes('{')) continue;
        const response = await app.inject({ method: 'GET', url: path, headers: tokens.admin });
        if (response.statusCode === 200 && response.headers['content-type']?.includes('json'))
          listed.set(path, response.json());
      }
      const pathValue = (path: string, name: string, schema: Schema | undefined) => {
        const list = listed.get(path.slice(0, path.indexOf(`{${name}}`)));
        const known = listedKeys(list, name === 'slug' ? 'slug' : 'id');
        return known.length
          ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 2 }, valueFor(schema))
          : valueFor(schema);
      };

      const perOperation = Math.max(1, Math.ceil(BUDGET / operations.length));
      const failures: string[] = [];
      const undocumented = new Set<string>();
      const mismatches = new Set<string>();
      let sent = 0;
      let bodiesChecked = 0;
      for (const { path, method, operation } of operations) {
        const params = operation.parameters ?? [];
        const body = operation.requestBody?.content?.['application/json']?.schema as Schema | undefined;
        const request = fc.record({
          path: fc.record(
            Object.fromEntries(
              params
                .filter((p) => p.in === 'path')
                .map((p) => [p.name, pathValue(path, p.name, p.schema as Schema)]),
            ),
          ),
          query: fc.record(
            Object.fromEntries(
              params.filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema as Schema)]),
            ),
            { requiredKeys: [] },
          ),
          body: body ? valueFor(body) : fc.constant(undefined),
          auth: fc.constantFrom(...Object.keys(tokens)),
          wrongMethod: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
          mangle: fc.constantFrom(...(method === 'get' ? BODILESS_MANGLES : BODY_MANGLES)),
        });
        await fc.assert(
          fc.asyncProperty(request, async (generated) => {
            // An empty segment would address another operation (`crop//` is `crop/`), not this one.
            let url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
              encodeURIComponent(String(generated.path[name] ?? 'x') || 'x'),
            );
            if (generated.mangle === 'bad-escape') url += '%';
            const query = new URLSearchParams(
              Object.entries(generated.query).map(([k, v]) => [
                k,
                typeof v === 'string' ? v : JSON.stringify(v),
              ]),
            );
            if (generated.mangle === 'long-url') query.set('pad', 'a'.repeat(9000));
            const usedMethod = generated.wrongMethod
              ? method === 'get'
                ? 'PATCH'
                : 'GET'
              : method.toUpperCase();
            const payload =
              generated.mangle === 'oversized-body'
                ? { payload: JSON.stringify({ text: 'x'.repeat(100_000) }), type: 'application/json' }
                : generated.mangle === 'text-body'
                  ? { payload: 'plain words', type: 'text/plain' }
                  : generated.body !== undefined
                    ? { payload: JSON.stringify(generated.body), type: 'application/json' }
                    : undefined;
            const response = await app.inject({
              method: usedMethod as 'GET',
              url: `${url}${query.size ? `?${query}` : ''}`,
              headers: {
                ...tokens[generated.auth],
                ...(payload && usedMethod !== 'GET' ? { 'content-type': payload.type } : {}),
              },
              ...(payload && usedMethod !== 'GET' ? { payload: payload.payload } : {}),
            });
            sent += 1;
            const status = response.statusCode;
            const tag = `${usedMethod} ${path} -> ${status}`;
            if (status === 500) failures.push(`${tag}: ${response.body.slice(0, 200)}`);
            // The other method may be an operation of its own (or of a path with a parameter that overlaps
            // this one); else 405, or what comes before routing: a bad address, a refused bearer token.
            // Either way a refusal in the contract's shape: a detail and code, or field errors.
            const answered = document.paths[path]![usedMethod.toLowerCase()];
            if (!answered) {
              if (status >= 500 || !isErrorShape(response.body))
                failures.push(`${tag}: ${response.body.slice(0, 200)}`);
              return;
            }
            const verdict = judge(answered, {
              status,
              contentType: String(response.headers['content-type'] ?? ''),
              body: response.body,
            });
            if (verdict.kind === 'undocumented') undocumented.add(tag);
            if (verdict.kind === 'mismatch') mismatches.add(`${tag}: ${verdict.reason}`);
            if (verdict.kind === 'ok' && status < 300 && response.body) bodiesChecked += 1;
          }),
          { numRuns: perOperation, seed: Number(process.env.FUZZ_SEED ?? 15) },
        );
      }
      console.log(
        `contract fuzz: ${sent} requests over ${operations.length} operations, ` +
          `${failures.length + undocumented.size + mismatches.size} failures ` +
          `(${undocumented.size} undocumented statuses, ${mismatches.size} body mismatches, ` +
          `${bodiesChecked} 2xx bodies validated)`,
      );
      expect({
        failures: [...new Set(failures)].slice(0, 30),
        undocumented: [...undocumented].slice(0, 30),
        mismatches: [...mismatches].slice(0, 30),
      }).toEqual({ failures: [], undocumented: [], mismatches: [] });
      expect(sent).toBeGreaterThanOrEqual(Math.min(BUDGET, 2000));
      expect(bodiesChecked).toBeGreaterThan(Math.min(BUDGET, 2000) / 10);
    },
  );
});
