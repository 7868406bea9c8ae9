import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbreakWeekOf, shiftWeek } from '../../../src/contract/outbreak-week.ts';
import type { PushConfig } from '../../../src/server/config/server-config.ts';
import {
  alertDeliveries,
  alertDrafts,
  outboxMessages,
  uploadedImages,
} from '../../../src/server/db/schema.ts';
import { startFakePushService } from '../../support/fake-push-service.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp, testConfig } from '../helpers/test-app.ts';
import { staffMember } from '../staff/support/case-photos.ts';

/** Port Reitz (0001); its neighbours are Kipevu (0002), Airport (0003) and Chaani (0005), not Changamwe (0004). */
const WARD = '0001';

describe('approved outbreak alerts reach the farmers of the ward and its neighbours, once a week', () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  let push: PushConfig;
  let service: Awaited<ReturnType<typeof startFakePushService>>;

  const userIdOf = (access: string) =>
    JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).sub;

  /** A farmer with a farm in `ward` (or none), and an outbreak setting if given. */
  async function farmer(
    ward: string | null,
    outbreak?: { enabled: boolean; channel: 'push' | 'sms' | 'chat' },
  ) {
    const account = await registeredAndSignedIn(app);
    const headers = bearer(account.access);
    if (ward)
      await app.inject({ method: 'POST', url: '/api/v1/farm/', headers, payload: { name: 'Shamba', ward } });
    if (outbreak) {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/v1/accounts/me/notifications/',
        headers,
        payload: { kind: 'outbreak', ...outbreak },
      });
      expect(saved.statusCode).toBe(200);
    }
    return { headers, userId: userIdOf(account.access) as string, phone: account.phone as string };
  }

  const messagesOf = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/api/v1/messages/', headers })).json().results as {
      body: string;
      author: string;
    }[];

  async function draft(week: string) {
    const [row] = await app.database.db
      .insert(alertDrafts)
      .values({
        condition: 'maize__fall_armyworm',
        wardId: WARD,
        week,
        farms: 3,
        textEn: 'Mimea: fall armyworm confirmed in Port Reitz ward. Check the maize whorls today.',
        textSw: 'Mimea: viwavijeshi vimethibitishwa wadi ya Port Reitz. Kagua mahindi yako leo.',
        createdAt: new Date(),
      })
      .returning();
    return row!.id;
  }

  /** Approves and waits for the delivery job to have marked every push and SMS sent. */
  async function approve(id: string) {
    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/alerts/drafts/${id}/approve/`,
      headers: staff,
    });
    expect(approved.statusCode).toBe(200);
    for (let tries = 0; tries < 100; tries += 1) {
      const rows = await app.database.db
        .select()
        .from(alertDeliveries)
        .where(eq(alertDeliveries.draftId, id));
      if (rows.length > 0 && rows.every((row) => row.sentAt)) return rows;
      await delay(100);
    }
    throw new Error('the alert was not delivered');
  }

  beforeAll(async () => {
    service = await startFakePushService();
    push = { ...testConfig().push, allowLoopbackEndpoints: true };
    app = await buildTestApp({ push });
    staff = await staffMember(app);
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });

  it('sends by push, SMS and the chat as each farmer chose, to the ward and its neighbours only', async () => {
    const pushed = await farmer(WARD, { enabled: true, channel: 'push' });
    const subscription = service.subscribe();
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/v1/accounts/me/push-subscription/',
          headers: pushed.headers,
          payload: subscription,
        })
      ).statusCode,
    ).toBe(204);
    const texted = await farmer('0002', { enabled: true, channel: 'sms' });
    const neverChose = await farmer('0003');
    const turnedOff = await farmer(WARD, { enabled: false, channel: 'chat' });
    const farAway = await farmer('0004', { enabled: true, channel: 'chat' });
    const lastCheckedNear = await farmer(null, { enabled: true, channel: 'chat' });
    await app.database.db.insert(uploadedImages).values({
      userId: lastCheckedNear.userId,
      wardId: '0005',
      sha256: 'a'.repeat(64),
      storageKey: `test/${randomUUID()}.jpg`,
      contentType: 'image/jpeg',
      bytes: 1000,
      width: 100,
      height: 100,
    });

    const before = service.received.length;
    const id = await draft(outbreakWeekOf(new Date()));
    // Before approving, the agronomist sees whom it reaches: all but the one who turned alerts off.
    const shown = await app.inject({ url: `/api/v1/staff/alerts/drafts/${id}/`, headers: staff });
    expect(shown.json()).toMatchObject({ id, ward_name: 'Port Reitz', status: 'draft', recipients: 4 });
    expect(
      (await app.inject({ url: `/api/v1/staff/alerts/drafts/${randomUUID()}/`, headers: staff })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: `/api/v1/staff/alerts/drafts/${id}/`, headers: pushed.headers })).statusCode,
    ).toBe(403);
    const rows = await approve(id);
    expect(rows.map((row) => [row.userId, row.channel]).sort()).toEqual(
      [
        [pushed.userId, 'push'],
        [texted.userId, 'sms'],
        [neverChose.userId, 'chat'],
        [lastCheckedNear.userId, 'chat'],
      ].sort(),
    );

    // The push decrypts, with the subscription's keys, to the alert (Swahili: no booking said otherwise).
    const received = service.received.slice(before);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.payload)).toMatchObject({
      title: 'Mimea: tahadhari ya mlipuko, wadi ya Port Reitz',
      body: expect.stringContaining('viwavijeshi'),
      url: expect.stringMatching(/^\/\?alert=/),
    });
    const sms = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'outbreak_alert'));
    expect(sms.map((message) => message.recipient)).toEqual([`+254${texted.phone.slice(1)}`]);

    for (const reached of [pushed, texted, neverChose, lastCheckedNear]) {
      expect(await messagesOf(reached.headers)).toEqual([
        expect.objectContaining({
          author: 'Mimea',
          body: expect.stringContaining('Port Reitz'),
          alert_id: expect.any(String),
        }),
      ]);
    }
    for (const missed of [turnedOff, farAway]) expect(await messagesOf(missed.headers)).toEqual([]);
  });

  it('sends a farmer at most one alert for a condition and ward a week, even from a second approved draft', async () => {
    const reached = await farmer(WARD, { enabled: true, channel: 'sms' });
    await approve(await draft(shiftWeek(outbreakWeekOf(new Date()), -1)));
    const second = await draft(shiftWeek(outbreakWeekOf(new Date()), -2));
    await app.inject({
      method: 'POST',
      url: `/api/v1/staff/alerts/drafts/${second}/approve/`,
      headers: staff,
    });
    await delay(3000);
    expect(await messagesOf(reached.headers)).toHaveLength(1);
    const rows = await app.database.db
      .select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.userId, reached.userId));
    expect(rows).toHaveLength(1);
  });
});
