import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const NOW = new Date('2026-11-23T05:05:00Z');
let ticks = 0;
const clock = () => new Date(NOW.getTime() + (ticks += 1));

describe('products/, trial-requests/, enquiries/ and feedback/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
  });
  afterAll(() => app.close());
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers });
  const lastSms = async () =>
    (
      await app.database.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(1)
    )[0]!;
  const contact = { name: 'Mary Njeri', phone_number: '0722 111 222', place: 'Kinangop, Nyandarua' };

  it('lists the catalogue in the caller’s language', async () => {
    const en = (await app.inject({ method: 'GET', url: '/api/v1/products/' })).json();
    const sw = (
      await app.inject({ method: 'GET', url: '/api/v1/products/', headers: { 'accept-language': 'sw' } })
    ).json();
    expect(en.results.length).toBeGreaterThanOrEqual(8);
    expect(en.results.find((p: { id: string }) => p.id === 'hermetic-storage-bags').name).toMatch(
      /^Hermetic/,
    );
    expect(sw.results.find((p: { id: string }) => p.id === 'hermetic-storage-bags').name).toMatch(/^Magunia/);
  });

  it('records a pre-booking and confirms it by SMS in the chosen language', async () => {
    const response = await post('products/interest/', {
      ...contact,
      product_id: 'hermetic-storage-bags',
      quantity: 10,
      prebook: true,
      language: 'sw',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ kind: 'product_interest', reference: expect.stringMatching(/^MIM-/) });
    const sms = await lastSms();
    expect(sms).toMatchObject({ recipient: '+254722111222', language: 'sw', template: 'product_prebooking' });
    expect(sms.body).toContain(`oda ${created.reference}: 10 x Magunia`);
  });

  it('refuses unknown products, products without trials and bad quantities, field by field', async () => {
    const unknown = await post('products/interest/', {
      ...contact,
      product_id: 'magic-beans',
      quantity: 1,
      prebook: true,
      language: 'en',
    });
    expect(unknown.json()).toEqual({ product_id: ['Choose a product from our list.'] });
    const bad = await post('products/interest/', {
      ...contact,
      product_id: 'soil-test',
      quantity: 0,
      prebook: true,
      language: 'en',
    });
    expect(bad.json()).toEqual({ quantity: ['The value must be at least 1.'] });
    const noTrial = await post(
      'trial-requests/',
      { ...contact, product_id: 'soil-test', farm_size_acres: 2, language: 'sw' },
      { 'accept-language': 'sw' },
    );
    expect(noTrial.json()).toEqual({
      product_id: ['Bidhaa hii haiwezi kujaribiwa shambani. Chagua nyingine, au iagize mapema.'],
    });
    const trial = await post('trial-requests/', {
      ...contact,
      product_id: 'push-pull-starter',
      farm_size_acres: 1.5,
      language: 'en',
    });
    expect(trial.statusCode).toBe(201);
    expect((await lastSms()).body).toMatch(/^Mimea: we got your trial request MIM-\w{5} for Push-pull/);
  });

  it('keeps enquiries six full years, with the date recorded', async () => {
    const missing = await post('enquiries/', { message: '', email: 'not-an-email', language: 'en' });
    expect(Object.keys(missing.json()).sort()).toEqual(['email', 'message']);
    const created = (
      await post('enquiries/', {
        message: 'Do you deliver to Kitui?',
        email: 'Farmer@Example.org',
        language: 'en',
      })
    ).json();
    expect(created.created_at).toBe(created.created_at.slice(0, 10) + 'T' + created.created_at.slice(11));
    const staff = await registeredAndSignedIn(app);
    await app.database.db
      .update(users)
      .set({ role: 'staff' })
      .where(eq(users.phoneNumber, staff.phone.replace(/^0/, '+254')));
    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/staff/engagements/?kind=enquiry',
        headers: bearer(staff.access),
      })
    ).json();
    expect(list.results[0]).toMatchObject({
      email: 'farmer@example.org',
      details: { message: 'Do you deliver to Kitui?' },
      retain_until: '2033-01-01T00:00:00.000Z',
      status: 'new',
    });
    const done = await app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/engagements/${created.id}/`,
      headers: bearer(staff.access),
      payload: { status: 'done' },
    });
    expect(done.json().status).toBe('done');
    // Each request has its own address on the desk.
    const opened = await app.inject({
      url: `/api/v1/staff/engagements/${created.id}/`,
      headers: bearer(staff.access),
    });
    expect(opened.json()).toMatchObject({ id: created.id, status: 'done', email: 'farmer@example.org' });
    const unknown = await app.inject({
      url: '/api/v1/staff/engagements/6f1c2b1e-4a5d-4c3b-9e8f-0a1b2c3d4e5f/',
      headers: bearer(staff.access),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes a 1–5 rating with an optional comment', async () => {
    expect((await post('feedback/', { rating: 5, language: 'sw', flow: 'callback' })).statusCode).toBe(201);
    expect((await post('feedback/', { rating: 6, language: 'en' })).json()).toEqual({
      rating: ['The value must be at most 5.'],
    });
  });
});
