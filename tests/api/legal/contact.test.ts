import { afterAll, describe, expect, it } from 'vitest';
import {
  EXAMPLE_CONTACT_ADDRESS,
  EXAMPLE_CONTACT_EMAIL,
  loadContactConfig,
} from '../../../src/server/config/contact-config.ts';
import { buildTestApp } from '../helpers/test-app.ts';

describe('GET /api/v1/legal/contact/', () => {
  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('answers the configured e-mail and Nairobi address to anyone, signed in or not', async () => {
    const contact = loadContactConfig({
      CONTACT_EMAIL: 'grievance@mimea.co.ke',
      CONTACT_ADDRESS: 'P.O. Box 12345-00100, Nairobi',
    });
    const app = await buildTestApp({ contact });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/api/v1/legal/contact/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: 'grievance@mimea.co.ke',
      address: 'P.O. Box 12345-00100, Nairobi',
      is_example: false,
    });
  });

  it('marks the shipped defaults as examples', async () => {
    const app = await buildTestApp({ contact: loadContactConfig({}) });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/api/v1/legal/contact/' });
    expect(response.json()).toEqual({
      email: EXAMPLE_CONTACT_EMAIL,
      address: EXAMPLE_CONTACT_ADDRESS,
      is_example: true,
    });
  });
});
