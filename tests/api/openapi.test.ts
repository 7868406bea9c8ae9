import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app.ts';

describe('OpenAPI document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('is a valid OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    await expect(SwaggerParser.validate(structuredClone(response.json()))).resolves.toBeDefined();
  });

  it('lists every /api/v1 route the server has', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => line.replace(/^[\s│├└─]+/, '').match(/^(\/api\/v1\/\S*) \(([A-Z, ]+)\)/))
      .filter((match): match is RegExpMatchArray => Boolean(match));
    expect(routes.length).toBeGreaterThan(0);
    for (const [, url = '', methods = ''] of routes) {
      const documented = document.paths[url.replace(/:(\w+)/g, '{$1}')];
      expect(documented, url).toBeDefined();
      for (const method of methods.split(', ').filter((m) => m !== 'HEAD')) {
        expect(documented?.[method.toLowerCase()], `${method} ${url}`).toBeDefined();
      }
    }
  });

  it('serves interactive documentation at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
