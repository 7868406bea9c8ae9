import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, PASSWORD, register } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

describe('POST /api/v1/accounts/register/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('creates an adult account and answers the profile, phone in E.164', async () => {
    const { response } = await register(app, { phone_number: '0712 000 111', email: 'Wanjiku@Example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      first_name: 'Wanjiku',
      last_name: 'Kamau',
      email: 'wanjiku@example.com',
      phone_number: '+254712000111',
    });
  });

  it.each(['0722 123 456', '0112345678', '+254733123456', '254 745 123 456', '(0710) 123-456'])(
    'accepts the Kenyan number form %s',
    async (phone) => {
      const { response } = await register(app, { phone_number: phone });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().phone_number).toMatch(/^\+254\d{9}$/);
    },
  );

  it.each(['12345', '+255712345678', '0812345678', 'not a phone'])(
    'refuses %s as a phone number',
    async (phone) => {
      const { response } = await register(app, { phone_number: phone });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ phone_number: ['Enter a Kenyan phone number, like 0712 345 678.'] });
    },
  );

  it('registers a minor with a guardian who consents', async () => {
    const { response } = await register(app, {
      is_adult: false,
      guardian_name: 'Grace Kariuki',
      guardian_phone_number: '0733 000 111',
      guardian_consent: true,
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a minor without a guardian’s consent, naming each missing answer', async () => {
    const { response } = await register(app, { is_adult: false });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual([
      'guardian_consent',
      'guardian_name',
      'guardian_phone_number',
    ]);
  });

  it('refuses a guardian phone that is the person’s own, in any form, naming that field', async () => {
    const phone = freshPhone();
    const { response } = await register(app, {
      phone_number: phone,
      is_adult: false,
      guardian_name: 'Grace Kariuki',
      guardian_phone_number: `+254${phone.replace(/\D/g, '').slice(1)}`,
      guardian_consent: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      guardian_phone_number: [
        "The parent or guardian's phone number must be theirs, not yours, so that we can reach them about your account.",
      ],
    });
  });

  it('refuses short and common passwords, without composition rules', async () => {
    expect((await register(app, { password: 'short' })).response.json()).toEqual({
      password: ['Use at least 8 characters for your password.'],
    });
    expect((await register(app, { password: 'password123' })).response.json()).toEqual({
      password: ['This password is too easy to guess. Choose another one.'],
    });
    expect((await register(app, { password: 'mahindi yangu ni mazuri' })).response.statusCode).toBe(201);
  });

  it('refuses a phone or e-mail that already has an account', async () => {
    const phone = freshPhone();
    await register(app, { phone_number: phone, email: 'juma@example.com' });
    const again = await register(app, { phone_number: phone, email: 'JUMA@example.com' });
    expect(again.response.statusCode).toBe(400);
    expect(Object.keys(again.response.json()).sort()).toEqual(['email', 'phone_number']);
  });

  it('explains errors in Swahili when asked', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register/',
      headers: { 'accept-language': 'sw' },
      payload: {
        first_name: '',
        last_name: 'K',
        phone_number: freshPhone(),
        password: PASSWORD,
        is_adult: true,
      },
    });
    expect(response.json()).toEqual({ first_name: ['Sehemu hii inahitajika.'] });
  });
});
