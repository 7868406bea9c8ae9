import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database.ts';
import { outboxMessages } from '../../../src/server/db/schema.ts';
import { createAfricasTalkingClient } from '../../../src/server/providers/sms/africas-talking-client.ts';
import { createOutboxSender, retryDelayMs } from '../../../src/server/services/outbox/outbox-sender.ts';
import { createOutboxWriter } from '../../../src/server/services/outbox/outbox-writer.ts';
import { startFakeSmsGateway } from '../../support/fake-sms-gateway.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

describe('SMS delivery from the outbox through an Africa’s Talking-style gateway', () => {
  let database: Database;
  let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
  let now = new Date('2026-11-23T07:00:00Z');
  const clock = () => now;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    gateway = await startFakeSmsGateway();
  });
  afterAll(async () => {
    await gateway.close();
    await database.close();
  });

  const sender = () =>
    createOutboxSender({
      db: database.db,
      clock,
      maxAttempts: 4,
      provider: createAfricasTalkingClient({
        baseUrl: gateway.url,
        apiKey: 'test-key',
        username: 'mimea',
        senderId: undefined,
        timeoutMs: 2000,
      }),
    });
  const enqueue = (recipient: string, body: string) =>
    createOutboxWriter(database.db, clock, undefined).enqueue({
      channel: 'sms',
      recipient,
      language: 'en',
      template: 'callback_booked_call',
      body,
    });
  const row = async (recipient: string) =>
    (await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)))[0]!;

  it('hands a waiting SMS to the gateway with the API key, and marks it sent', async () => {
    await enqueue('+254712000001', 'Mimea: hello');
    expect(await sender().deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(gateway.received.at(-1)).toEqual({
      apiKey: 'test-key',
      username: 'mimea',
      to: '+254712000001',
      message: 'Mimea: hello',
    });
    const sent = await row('+254712000001');
    expect(sent.sentAt).not.toBeNull();
    expect(await sender().deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('retries with growing back-off while the gateway answers 500, then delivers once', async () => {
    gateway.setMode('error_500');
    await enqueue('+254712000002', 'Mimea: retry me');
    expect(await sender().deliverDue()).toEqual({ sent: 0, failed: 1 });
    let waiting = await row('+254712000002');
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, lastError: 'gateway answered 500' });
    // Not before its back-off has passed.
    later(retryDelayMs(1) - 1000);
    expect(await sender().deliverDue()).toEqual({ sent: 0, failed: 0 });
    later(1000);
    expect(await sender().deliverDue()).toEqual({ sent: 0, failed: 1 });
    waiting = await row('+254712000002');
    expect(waiting.attempts).toBe(2);
    expect(waiting.nextAttemptAt!.getTime() - now.getTime()).toBe(retryDelayMs(2));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    gateway.setMode('accept');
    later(retryDelayMs(2));
    expect(await sender().deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(gateway.received.filter((sms) => sms.to === '+254712000002')).toHaveLength(1);
    expect(await row('+254712000002')).toMatchObject({ attempts: 3, lastError: null });
  });

  it('gives up after the last attempt, and at once on a number the gateway refuses', async () => {
    gateway.setMode('error_500');
    await enqueue('+254712000003', 'Mimea: never');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await sender().deliverDue()).failed).toBe(1);
      later(retryDelayMs(attempt));
    }
    expect(await sender().deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect((await row('+254712000003')).attempts).toBe(4);

    gateway.setMode('invalid_number');
    await enqueue('+254712000004', 'Mimea: refused');
    expect((await sender().deliverDue()).failed).toBe(1);
    later(retryDelayMs(10));
    expect(await sender().deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect((await row('+254712000004')).lastError).toMatch(/403 InvalidPhoneNumber/);
  });
});
