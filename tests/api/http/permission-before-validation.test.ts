import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Operations only staff, data managers or admins may use: a farmer's token is refused with 403. */
const forStaffOnly = (method: Method, path: string) =>
  path.startsWith('/api/v1/staff/') ||
  path.startsWith('/api/v1/upload/') ||
  (method === 'POST' && path === '/api/v1/farmer/') ||
  (method !== 'GET' && /^\/api\/v1\/(crop|crop\/variety|fertilizer|nutrient)\//.test(path));

// Issue 35 §2: some routes validated their input first, so a stranger learnt 400 before 401/403.
describe('permission comes before validation on every guarded operation', () => {
  let app: FastifyInstance;
  let guarded: { method: Method; path: string; operation: Operation }[];
  let farmer: Record<string, string>;

  /** Everything wrong at once: a path id that is none, unknown query values and a body of nonsense. */
  const wrongInput = (method: Method, path: string, operation: Operation, headers = {}) => {
    const query = new URLSearchParams(
      (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, '!!']),
    );
    return app.inject({
      method,
      url: `${path.replace(/\{\w+\}/g, 'not-an-id')}?${query}`,
      headers,
      ...(method === 'GET' ? {} : { payload: { unexpected: [[1]] } }),
    });
  };

  beforeAll(async () => {
    app = await buildTestApp();
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    guarded = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.security)
        .map(([method, operation]) => ({ method: method.toUpperCase() as Method, path, operation })),
    );
    // A registered account is a farmer's.
    farmer = bearer((await registeredAndSignedIn(app)).access);
  });
  afterAll(() => app.close());

  it('documents the bearer token on the staff, reference-data and personal operations', () => {
    const names = guarded.map(({ method, path }) => `${method} ${path}`);
    for (const expected of [
      'GET /api/v1/staff/callbacks/',
      'PATCH /api/v1/staff/engagements/{id}/',
      'POST /api/v1/staff/accounts/{id}/suspend/',
      'POST /api/v1/fertilizer/',
      'GET /api/v1/messages/',
      'GET /api/v1/diagnosis/',
    ])
      expect(names).toContain(expected);
    expect(guarded.length).toBeGreaterThan(60);
  });

  it('answers a caller without a token 401 whatever their input', async () => {
    const answers: string[] = [];
    for (const { method, path, operation } of guarded) {
      const response = await wrongInput(method, path, operation);
      answers.push(`${method} ${path} -> ${response.statusCode} ${response.json().code}`);
    }
    expect(answers.filter((answer) => !/-> 401 not_authenticated$/.test(answer))).toEqual([]);
  });

  it('answers a farmer on a staff, data-manager or admin operation 403 whatever their input', async () => {
    const staffOnly = guarded.filter(({ method, path }) => forStaffOnly(method, path));
    expect(staffOnly.length).toBeGreaterThan(25);
    const answers: string[] = [];
    for (const { method, path, operation } of staffOnly) {
      const response = await wrongInput(method, path, operation, farmer);
      answers.push(`${method} ${path} -> ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('-> 403'))).toEqual([]);
  });
});
