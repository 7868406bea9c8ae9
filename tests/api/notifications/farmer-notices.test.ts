import { eq, inArray } from 'drizzle-orm';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushConfig } from '../../../src/server/config/server-config.ts';
import { callbackRequests, farmerNotices, outboxMessages } from '../../../src/server/db/schema.ts';
import {
  CALLBACK_REMINDER_LEAD_MS,
  remindCallbacks,
} from '../../../src/server/services/notifications/callback-reminders.ts';
import { remindCalendarTasks } from '../../../src/server/services/notifications/calendar-reminders.ts';
import { sendFarmerNotice } from '../../../src/server/services/notifications/farmer-notice.ts';
import swCalendar from '../../../locales/sw/calendar.json';
import { startFakePushService } from '../../support/fake-push-service.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp, testConfig } from '../helpers/test-app.ts';
import { staffMember } from '../staff/support/case-photos.ts';

type Channel = 'push' | 'sms' | 'chat';
type Kind = 'callback' | 'answer' | 'calendar';

describe('notices beside outbreak alerts: once per event, as each farmer chose, nothing when off', () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  let push: PushConfig;
  let service: Awaited<ReturnType<typeof startFakePushService>>;

  const userIdOf = (access: string): string =>
    JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).sub;

  /** A farmer with one setting (or none), subscribed for push where it is push. */
  async function farmer(setting?: { kind: Kind; enabled: boolean; channel: Channel }) {
    const account = await registeredAndSignedIn(app);
    const headers = bearer(account.access);
    if (setting) {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/v1/accounts/me/notifications/',
        headers,
        payload: setting,
      });
      expect(saved.statusCode).toBe(200);
    }
    if (setting?.channel === 'push') {
      const subscribed = await app.inject({
        method: 'PUT',
        url: '/api/v1/accounts/me/push-subscription/',
        headers,
        payload: service.subscribe(),
      });
      expect(subscribed.statusCode).toBe(204);
    }
    return { headers, userId: userIdOf(account.access), phone: account.phone as string };
  }

  /** A booking of theirs, in English, in the first slot with room. */
  async function book(who: Awaited<ReturnType<typeof farmer>>): Promise<{ id: string; reference: string }> {
    const { slots } = (await app.inject({ url: '/api/v1/callback/slots/' })).json();
    const open = (slots as { start: string; free: number }[]).find((slot) => slot.free > 0)!;
    const booked = await app.inject({
      method: 'POST',
      url: '/api/v1/callback/',
      headers: who.headers,
      payload: {
        name: 'Kiprono Mutai',
        phone_number: who.phone,
        channel: 'call',
        language: 'en',
        topic: 'crop_problem',
        slot: open.start,
        case: { crop: 'beans' },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json();
  }

  const noticesOf = (userId: string) =>
    app.database.db.select().from(farmerNotices).where(eq(farmerNotices.userId, userId));

  const chatOf = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/api/v1/messages/', headers })).json().results as {
      body: string;
      notice?: boolean;
    }[];

  const deps = (clock: () => Date) => ({
    db: app.database.db,
    push,
    outbox: app.accounts.deps.outbox,
    clock,
  });

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

  it('reminds of a callback within the hour before its slot, by push, SMS or the chat, once however often the job runs', async () => {
    const pushed = await farmer({ kind: 'callback', enabled: true, channel: 'push' });
    const texted = await farmer({ kind: 'callback', enabled: true, channel: 'sms' });
    const chatted = await farmer({ kind: 'callback', enabled: true, channel: 'chat' });
    const turnedOff = await farmer({ kind: 'callback', enabled: false, channel: 'sms' });
    const neverChose = await farmer();
    const otherKindOn = await farmer({ kind: 'answer', enabled: true, channel: 'sms' });
    const everyone = [pushed, texted, chatted, turnedOff, neverChose, otherKindOn];
    const bookings = [];
    for (const who of everyone) bookings.push(await book(who));
    // Every booking at one slot two days on, so one clock puts them all within the hour or not.
    const slot = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    slot.setUTCMinutes(0, 0, 0);
    await app.database.db
      .update(callbackRequests)
      .set({ slotStart: slot })
      .where(
        inArray(
          callbackRequests.id,
          bookings.map((booking) => booking.id),
        ),
      );
    const before = service.received.length;

    // Two hours ahead is too early.
    expect(await remindCallbacks(deps(() => new Date(slot.getTime() - 2 * CALLBACK_REMINDER_LEAD_MS)))).toBe(
      0,
    );
    const halfAnHourAhead = deps(() => new Date(slot.getTime() - CALLBACK_REMINDER_LEAD_MS / 2));
    expect(await remindCallbacks(halfAnHourAhead)).toBe(3);
    expect(await remindCallbacks(halfAnHourAhead)).toBe(0);

    const received = service.received.slice(before);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.payload)).toMatchObject({
      title: 'Mimea: your callback is coming',
      body: expect.stringContaining(bookings[0]!.reference),
      url: '/',
    });
    const sms = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'notice_callback'));
    expect(sms.map((message) => message.recipient)).toEqual([`+254${texted.phone.slice(1)}`]);
    expect(sms[0]!.body).toContain(bookings[1]!.reference);
    expect(await chatOf(chatted.headers)).toEqual([
      expect.objectContaining({ notice: true, body: expect.stringContaining(bookings[2]!.reference) }),
    ]);
    for (const silent of [turnedOff, neverChose, otherKindOn]) {
      expect(await noticesOf(silent.userId)).toEqual([]);
      expect(await chatOf(silent.headers)).toEqual([]);
    }
    for (const told of [pushed, texted, chatted])
      expect(await noticesOf(told.userId)).toEqual([expect.objectContaining({ sentAt: expect.any(Date) })]);
  });

  it("pushes an agronomist's answer to a farmer who chose push, and nothing to one who turned answers off", async () => {
    const off = await farmer({ kind: 'answer', enabled: false, channel: 'push' });
    const on = await farmer({ kind: 'answer', enabled: true, channel: 'push' });
    const before = service.received.length;
    for (const who of [off, on]) {
      const booking = await book(who);
      const answered = await app.inject({
        method: 'POST',
        url: `/api/v1/staff/callbacks/${booking.id}/answers/`,
        headers: staff,
        payload: { text: 'Spray in the evening, after 4 pm, and keep the children away.' },
      });
      expect(answered.statusCode).toBe(201);
    }
    for (let tries = 0; tries < 100 && (await noticesOf(on.userId)).every((row) => !row.sentAt); tries += 1)
      await delay(100);

    const received = service.received.slice(before);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.payload)).toMatchObject({
      title: 'Mimea: you have an answer',
      body: expect.stringContaining('Spray in the evening'),
    });
    expect(await noticesOf(off.userId)).toEqual([]);
    // The answer itself is in both chats, as before: the setting adds a notification, it takes nothing away.
    for (const who of [off, on]) expect(await chatOf(who.headers)).toHaveLength(1);
  });

  it('texts the asker when the Community answered their question, once, and never for their own answer', async () => {
    const asker = await farmer({ kind: 'answer', enabled: true, channel: 'sms' });
    const neighbour = await farmer();
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v1/community/questions/',
      headers: asker.headers,
      payload: { text: 'What eats the leaves of my kale at night?', crop: 'kale', language: 'en' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const url = `/api/v1/community/questions/${asked.json().id}/answers/`;
    const own = await app.inject({
      method: 'POST',
      url,
      headers: asker.headers,
      payload: { text: 'I also saw small green caterpillars under the leaves.' },
    });
    expect(own.statusCode, own.body).toBe(201);
    const answered = await app.inject({
      method: 'POST',
      url,
      headers: neighbour.headers,
      payload: { text: 'Diamondback moth caterpillars: look under the leaves in the morning.' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    for (
      let tries = 0;
      tries < 100 && (await noticesOf(asker.userId)).every((row) => !row.sentAt);
      tries += 1
    )
      await delay(100);

    const sms = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, `+254${asker.phone.slice(1)}`));
    expect(sms.filter((message) => message.template === 'notice_answer')).toEqual([
      expect.objectContaining({ body: expect.stringContaining('Diamondback moth caterpillars') }),
    ]);
    expect(await noticesOf(asker.userId)).toHaveLength(1);
  });

  it("tells of a planting's calendar task on the morning it begins, once, and only to a farmer who turned it on", async () => {
    const on = await farmer({ kind: 'calendar', enabled: true, channel: 'sms' });
    const off = await farmer({ kind: 'calendar', enabled: false, channel: 'sms' });
    const plantedOn = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const planting = { crop: 'maize', county_id: '026', planted_on: plantedOn };
    for (const who of [on, off]) {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/v1/plantinginfo/',
        headers: who.headers,
        payload: planting,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const calendar = (
      await app.inject({ url: `/api/v1/calendar/?crop=maize&county=026&planted_on=${plantedOn}` })
    ).json();
    const task = (calendar.timeline.tasks as { task: string; starts_on: string }[]).find(
      (one) => one.starts_on > plantedOn,
    )!;
    // Six in the morning in Nairobi on the day it begins.
    const morning = deps(() => new Date(`${task.starts_on}T03:00:00Z`));
    const beginningThatDay = (calendar.timeline.tasks as { starts_on: string }[]).filter(
      (one) => one.starts_on === task.starts_on,
    ).length;
    expect(await remindCalendarTasks(morning)).toBe(beginningThatDay);
    expect(await remindCalendarTasks(morning)).toBe(0);

    const sms = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'notice_calendar'));
    expect(sms.map((message) => message.recipient)).toEqual(
      Array(beginningThatDay).fill(`+254${on.phone.slice(1)}`),
    );
    const name = swCalendar.task_name[task.task as keyof typeof swCalendar.task_name];
    expect(sms.map((message) => message.body)).toContainEqual(
      `Mimea: kazi ya kuanzia leo kwa zao lako la Mahindi: ${name}. Fungua Mimea uone la kufanya.`,
    );
    expect(await noticesOf(off.userId)).toEqual([]);
  });

  it('sends nothing for a kind switched off after it was on, however the event comes', async () => {
    const who = await farmer({ kind: 'answer', enabled: true, channel: 'sms' });
    await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/me/notifications/',
      headers: who.headers,
      payload: { kind: 'answer', enabled: false, channel: 'sms' },
    });
    const sent = await sendFarmerNotice(
      deps(() => new Date()),
      {
        userId: who.userId,
        kind: 'answer',
        eventKey: 'staff-answer:switched-off',
        params: { author: 'Achieng', text: 'Spray in the evening.' },
        url: '/',
      },
    );
    expect(sent).toBeNull();
    expect(await noticesOf(who.userId)).toEqual([]);
  });
});
