import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';
import { leaf } from './support/classify-app.ts';
import { multipart, photo } from './support/multipart.ts';

// Finding 10 of the attack review (smaller findings): photo form errors hid or misnamed the limit.
describe('a refused photo form names the limit it broke', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('fills in the limit of an upload field instead of showing {{maximum}}', async () => {
    const body = multipart({ crop: 'm'.repeat(60) }, [photo(await leaf())]);
    const response = await app.inject({ method: 'POST', url: '/api/v1/classify/image/', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ crop: ['Use at most 40 characters.'] });
  });

  it('does not blame the photo when a client sends 30 text fields', async () => {
    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field_${i}`, 'x']));
    const body = multipart(fields, [photo(await leaf())]);
    const response = await app.inject({ method: 'POST', url: '/api/v1/classify/image/', ...body });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });
});
