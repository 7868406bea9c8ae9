import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_HEADER } from '../../../src/contract/kiosk-header.ts';
import { NOTIFICATION_KINDS } from '../../../src/contract/notifications.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

describe('accounts/me/notifications/: one switch per kind, off until chosen', () => {
  let app: FastifyInstance;
  const settings = (access: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/v1/accounts/me/notifications/',
      headers: { ...bearer(access), ...headers },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('starts with every kind off, by chat', async () => {
    const { access } = await registeredAndSignedIn(app);
    const answer = await settings(access);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      settings: NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: false, channel: 'chat', chosen: false })),
    });
  });

  it('keeps each kind’s choice on the server, for that account only', async () => {
    const farmer = await registeredAndSignedIn(app);
    const other = await registeredAndSignedIn(app);
    await settings(farmer.access, { kind: 'outbreak', enabled: true, channel: 'sms' });
    const saved = await settings(farmer.access, { kind: 'weather', enabled: true, channel: 'push' });
    expect(saved.statusCode).toBe(200);
    const byKind = (answer: { json: () => { settings: { kind: string }[] } }) =>
      Object.fromEntries(answer.json().settings.map(({ kind, ...rest }) => [kind, rest]));
    expect(byKind(await settings(farmer.access))).toEqual({
      outbreak: { enabled: true, channel: 'sms', chosen: true },
      callback: { enabled: false, channel: 'chat', chosen: false },
      answer: { enabled: false, channel: 'chat', chosen: false },
      calendar: { enabled: false, channel: 'chat', chosen: false },
      weather: { enabled: true, channel: 'push', chosen: true },
    });
    await settings(farmer.access, { kind: 'outbreak', enabled: false, channel: 'sms' });
    expect(byKind(await settings(farmer.access)).outbreak).toEqual({
      enabled: false,
      channel: 'sms',
      chosen: true,
    });
    expect(byKind(await settings(other.access)).weather).toEqual({
      enabled: false,
      channel: 'chat',
      chosen: false,
    });
  });

  it('lets a kiosk tablet turn a kind off, never on', async () => {
    const { access } = await registeredAndSignedIn(app);
    await settings(access, { kind: 'callback', enabled: true, channel: 'push' });
    const on = await settings(
      access,
      { kind: 'answer', enabled: true, channel: 'chat' },
      { [KIOSK_HEADER]: '1' },
    );
    expect(on.statusCode).toBe(403);
    expect(on.json().code).toBe('kiosk_no_notifications');
    const off = await settings(
      access,
      { kind: 'callback', enabled: false, channel: 'push' },
      { [KIOSK_HEADER]: '1' },
    );
    expect(off.statusCode).toBe(200);
    expect(off.json().settings.every((setting: { enabled: boolean }) => !setting.enabled)).toBe(true);
  });

  it('refuses unknown kinds and channels, and anyone not signed in', async () => {
    const { access } = await registeredAndSignedIn(app);
    expect((await settings(access, { kind: 'spam', enabled: true, channel: 'sms' })).statusCode).toBe(400);
    expect((await settings(access, { kind: 'outbreak', enabled: true, channel: 'fax' })).statusCode).toBe(
      400,
    );
    const anonymous = await app.inject({ url: '/api/v1/accounts/me/notifications/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
