import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_HEADER } from '../../../src/contract/kiosk-header.ts';
import type { PushMessage } from '../../../src/contract/push.ts';
import type { PushConfig } from '../../../src/server/config/server-config.ts';
import { pushSubscriptions } from '../../../src/server/db/schema.ts';
import { sendPush } from '../../../src/server/services/notifications/web-push-sender.ts';
import { startFakePushService } from '../../support/fake-push-service.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp, testConfig } from '../helpers/test-app.ts';

const MESSAGE: PushMessage = {
  title: 'Mimea: fall armyworm in Kiamokama',
  body: 'Confirmed on 3 farms near you. Check the maize whorls today.',
  url: '/?alert=a1',
  tag: 'outbreak-a1',
};

describe('web push: subscriptions, and messages only the subscribed browser can read (RFC 8291)', () => {
  let app: FastifyInstance;
  let push: PushConfig;
  let service: Awaited<ReturnType<typeof startFakePushService>>;
  const subscribe = (access: string, body: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/me/push-subscription/',
      headers: { ...bearer(access), ...headers },
      payload: body,
    });
  const userIdOf = (access: string) =>
    JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).sub;

  beforeAll(async () => {
    service = await startFakePushService();
    push = { ...testConfig().push, allowLoopbackEndpoints: true };
    app = await buildTestApp({ push });
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });

  it('gives browsers our VAPID public key', async () => {
    const answer = await app.inject({ url: '/api/v1/push/key/' });
    expect(answer.json()).toEqual({ public_key: push.vapidPublicKey });
    expect(Buffer.from(push.vapidPublicKey, 'base64url')).toHaveLength(65);
  });

  it('delivers an encrypted, VAPID-signed push that decrypts with the subscription’s keys', async () => {
    const { access } = await registeredAndSignedIn(app);
    const subscription = service.subscribe();
    expect((await subscribe(access, subscription)).statusCode).toBe(204);
    const before = service.received.length;
    expect(await sendPush(app.database.db, push, userIdOf(access), MESSAGE)).toBe(1);
    const [request] = service.received.slice(before);
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request!.headers.ttl)).toBe(86_400);
    expect(JSON.parse(request!.payload)).toEqual(MESSAGE);
    // RFC 8292: signed for the push service's origin, naming our key.
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(request!.headers.authorization))!;
    expect(key).toBe(push.vapidPublicKey);
    expect(decodeJwt(token!)).toMatchObject({ aud: service.origin, sub: push.subject });
  });

  it('forgets a subscription the push service says is gone, and removes one on request', async () => {
    const { access } = await registeredAndSignedIn(app);
    const gone = service.subscribe();
    const kept = service.subscribe();
    await subscribe(access, gone);
    await subscribe(access, kept);
    service.answer(gone.endpoint, 410);
    expect(await sendPush(app.database.db, push, userIdOf(access), MESSAGE)).toBe(1);
    const endpoints = async () =>
      (
        await app.database.db
          .select({ endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userIdOf(access)))
      ).map((row) => row.endpoint);
    expect(await endpoints()).toEqual([kept.endpoint]);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/v1/accounts/me/push-subscription/',
      headers: bearer(access),
      payload: { endpoint: kept.endpoint },
    });
    expect(removed.statusCode).toBe(204);
    expect(await endpoints()).toEqual([]);
  });

  it('never subscribes a kiosk tablet, and refuses endpoints that are not a push service', async () => {
    const { access } = await registeredAndSignedIn(app);
    const kiosk = await subscribe(access, service.subscribe(), { [KIOSK_HEADER]: '1' });
    expect(kiosk.statusCode).toBe(403);
    expect(kiosk.json().code).toBe('kiosk_no_notifications');
    const strict = await buildTestApp();
    try {
      const farmer = await registeredAndSignedIn(strict);
      for (const endpoint of [
        'http://127.0.0.1:9/push/x',
        'https://10.0.0.5/push/x',
        'http://push.example.com/x',
      ]) {
        const answer = await strict.inject({
          method: 'PUT',
          url: '/api/v1/accounts/me/push-subscription/',
          headers: bearer(farmer.access),
          payload: { ...service.subscribe(), endpoint },
        });
        expect({ endpoint, status: answer.statusCode }).toEqual({ endpoint, status: 400 });
      }
      const real = await strict.inject({
        method: 'PUT',
        url: '/api/v1/accounts/me/push-subscription/',
        headers: bearer(farmer.access),
        payload: { ...service.subscribe(), endpoint: 'https://fcm.googleapis.com/fcm/send/abc' },
      });
      expect(real.statusCode).toBe(204);
    } finally {
      await strict.close();
    }
  });
});
