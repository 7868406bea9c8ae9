import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callbackRequests,
  dataExports,
  engagementRequests,
  farmerMessages,
  loginSessions,
  outboxMessages,
  passwordResetCodes,
  staffNotes,
  socialSignIns,
  throttleBuckets,
  uploadedImages,
} from '../../../src/server/db/schema.ts';
import { runRetention } from '../../../src/server/privacy/retention/run-retention.ts';
import { buildClassifyApp, leaf } from '../diagnosis/support/classify-app.ts';
import { registerPerson } from './support/person-everywhere.ts';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe('retention rules, each at its boundary', () => {
  let app: FastifyInstance;
  let uploadsDir: string;
  let userId: string;
  const run = (now: Date, dryRun = false) =>
    runRetention(app.database.db, { now, dryRun, queueFileRemoval: app.privacy.queueFileRemoval });
  const exists = async (table: typeof callbackRequests | typeof engagementRequests, id: string) =>
    (await app.database.db.$count(table, eq(table.id, id))) === 1;

  beforeAll(async () => {
    ({ app, uploadsDir } = await buildClassifyApp(undefined, 0));
    userId = (await registerPerson(app)).id;
    // The daily run is a job of the queue, so it only ever runs once the queue has started.
    await app.jobs.started();
  });
  afterAll(() => app.close());

  async function booking(createdAt: Date) {
    const [row] = await app.database.db
      .insert(callbackRequests)
      .values({
        reference: `MIM-${randomBytes(3).toString('hex')}`,
        name: 'Akinyi Otieno',
        phone: '+254700000001',
        channel: 'call',
        language: 'en',
        topic: 'other',
        slotStart: createdAt,
        status: 'resolved',
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    return row!;
  }

  it('contact messages: kept six full years after the end of the year of the thread’s last message', async () => {
    const db = app.database.db;
    const old = await booking(at('2020-06-01T08:00:00Z'));
    await db.insert(farmerMessages).values({
      callbackId: old.id,
      phone: old.phone,
      body: 'answer',
      authorName: 'Agronomist',
      createdAt: at('2020-06-02T08:00:00Z'),
    });
    const revived = await booking(at('2020-06-01T08:00:00Z'));
    await db.insert(staffNotes).values({
      subjectKind: 'callback',
      subjectId: revived.id,
      authorName: 'Agronomist',
      body: 'called again',
      createdAt: at('2021-01-05T08:00:00Z'),
    });
    const [enquiry] = await db
      .insert(engagementRequests)
      .values({
        reference: 'MIM-ENQ01',
        kind: 'enquiry',
        language: 'en',
        details: { message: 'When do you open?' },
        createdAt: at('2020-12-31T22:00:00Z'),
        retainUntil: at('2027-01-01T00:00:00Z'),
      })
      .returning();

    await run(at('2026-12-31T23:59:59.999Z'));
    expect(await exists(callbackRequests, old.id)).toBe(true);
    expect(await exists(engagementRequests, enquiry!.id)).toBe(true);

    const report = await run(at('2027-01-01T00:00:00.001Z'));
    expect(report['contact-messages']).toEqual({
      callback_requests: 1,
      engagement_requests: 1,
      staff_notes: 0,
      farmer_messages: 1,
    });
    expect(await exists(callbackRequests, old.id)).toBe(false);
    expect(await exists(callbackRequests, revived.id)).toBe(true);
    await run(at('2028-01-01T00:00:00Z'));
    expect(await exists(callbackRequests, revived.id)).toBe(false);
    expect(await db.$count(staffNotes, eq(staffNotes.subjectId, revived.id))).toBe(0);
  });

  it('anonymous uploads: photo, task and file go after 30 days, unless a booking shows the photo', async () => {
    const db = app.database.db;
    const sent = at('2026-03-01T10:00:00Z');
    const photo = async (owner: string | null) => {
      const data = Buffer.concat([leaf(), randomBytes(8)]);
      const sha = createHash('sha256').update(data).digest('hex');
      const stored = await app.jobs.images.put(sha, data);
      const [row] = await db
        .insert(uploadedImages)
        .values({
          userId: owner,
          sha256: sha,
          storageKey: stored.key,
          contentType: 'image/jpeg',
          bytes: 1,
          width: 1,
          height: 1,
          createdAt: sent,
        })
        .returning();
      return row!;
    };
    const anonymous = await photo(null);
    const attached = await photo(null);
    const owned = await photo(userId);
    const shown = await booking(sent);
    await db
      .update(callbackRequests)
      .set({ caseData: { photo_ids: [attached.id] } })
      .where(eq(callbackRequests.id, shown.id));

    expect((await run(later(sent, 30 * DAY)))['anonymous-uploads']).toEqual({ uploaded_images: 0 });
    expect((await run(later(sent, 30 * DAY + 1)))['anonymous-uploads']).toEqual({ uploaded_images: 1 });
    const left = (await db.select().from(uploadedImages)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([attached.id, owned.id]));
    expect(left).not.toContain(anonymous.id);
    const file = path.join(uploadsDir, anonymous.storageKey);
    for (let wait = 0; wait < 100 && existsSync(file); wait += 1)
      await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(file)).toBe(false);
    expect(existsSync(path.join(uploadsDir, attached.storageKey))).toBe(true);
  });

  it('outbox: a message goes 90 days after it was written', async () => {
    const written = at('2026-05-01T09:00:00Z');
    await app.database.db.insert(outboxMessages).values({
      channel: 'sms',
      recipient: '+254700000002',
      language: 'en',
      template: 'test',
      body: 'Your code is 123456',
      createdAt: written,
    });
    expect((await run(later(written, 90 * DAY)))['outbox-messages']).toEqual({ outbox_messages: 0 });
    expect((await run(later(written, 90 * DAY + 1)))['outbox-messages']).toEqual({ outbox_messages: 1 });
  });

  it('credentials: ended logins, spent reset codes, lockout counters and unfinished social sign-ins go after 7 days', async () => {
    const db = app.database.db;
    const ended = at('2026-07-01T12:00:00Z');
    await db
      .insert(loginSessions)
      .values({ userId, createdAt: ended, expiresAt: later(ended, 30 * DAY), revokedAt: ended });
    await db
      .insert(passwordResetCodes)
      .values({ userId, codeHash: 'x', createdAt: ended, expiresAt: later(ended, 600_000), usedAt: ended });
    await db.insert(throttleBuckets).values({ key: 'login:ip:203.0.113.9', windowStartedAt: ended, hits: 3 });
    await db.insert(socialSignIns).values({
      provider: 'fake',
      stateHash: 'state',
      browserHash: 'browser',
      createdAt: later(ended, -15 * 60_000),
      expiresAt: ended,
    });
    expect((await run(later(ended, 7 * DAY)))['expired-credentials']).toEqual({
      login_sessions: 0,
      password_reset_codes: 0,
      contact_changes: 0,
      throttle_buckets: 0,
      social_sign_ins: 0,
    });
    expect((await run(later(ended, 7 * DAY + 1), true))['expired-credentials']).toEqual({
      login_sessions: 1,
      password_reset_codes: 1,
      contact_changes: 0,
      throttle_buckets: 1,
      social_sign_ins: 1,
    });
    expect(await db.$count(loginSessions, eq(loginSessions.revokedAt, ended))).toBe(1);
    const report = await run(later(ended, 7 * DAY + 1));
    expect(report['expired-credentials']).toMatchObject({
      password_reset_codes: 1,
      throttle_buckets: 1,
      social_sign_ins: 1,
    });
    expect(await db.$count(loginSessions, eq(loginSessions.revokedAt, ended))).toBe(0);
    // A second run finds nothing more: the rules are idempotent.
    const again = await run(later(ended, 7 * DAY + 1));
    expect(Object.values(again).flatMap((counts) => Object.values(counts))).toEqual(
      Object.values(again).flatMap((counts) => Object.values(counts).map(() => 0)),
    );
  });

  it('exports: a ready export goes when its 24 hours are over', async () => {
    const made = at('2026-08-01T06:00:00Z');
    await app.database.db.insert(dataExports).values({
      userId,
      language: 'en',
      status: 'ready',
      archive: Buffer.from('zip'),
      createdAt: made,
      expiresAt: later(made, DAY),
    });
    expect((await run(later(made, DAY)))['data-exports']).toEqual({ data_exports: 0 });
    expect((await run(later(made, DAY + 1)))['data-exports']).toEqual({ data_exports: 1 });
  });

  it('is scheduled daily in the database, in Nairobi time', async () => {
    const schedules = await (await app.jobs.started()).getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({
        name: 'retention',
        cron: '30 2 * * *',
        options: expect.objectContaining({ tz: 'Africa/Nairobi' }),
      }),
    );
  });
});
