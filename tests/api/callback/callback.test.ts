import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../src/server/db/schema.ts';
import { loadCallbackConfig } from '../../../src/server/config/talk-config.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

// Monday 23 November 2026, 08:05 in Nairobi; each reading a millisecond later, so messages keep their order.
const NOW = new Date('2026-11-23T05:05:00Z');
let ticks = 0;
const clock = () => new Date(NOW.getTime() + (ticks += 1));

describe('callback/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const callbacks = {
      ...loadCallbackConfig({ CALLBACK_SLOT_CAPACITY: '2' }),
      bookingsPerHourPerIp: 1000,
      textsPerNumberPerDay: 1000,
    };
    app = await buildTestApp({ callbacks }, { clock });
  });
  afterAll(() => app.close());

  const slots = async () => (await app.inject({ method: 'GET', url: '/api/v1/callback/slots/' })).json();
  const book = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/callback/', payload, headers });
  const booking = (slot: string, extra: object = {}) => ({
    name: 'Achieng Otieno',
    phone_number: '0712 345 678',
    channel: 'call',
    language: 'sw',
    topic: 'crop_problem',
    slot,
    ...extra,
  });
  const lastSms = async () =>
    (
      await app.database.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(1)
    )[0]!;

  it('offers the next free slots in Nairobi working hours, after a short lead time', async () => {
    const list = await slots();
    expect(list.time_zone).toBe('Africa/Nairobi');
    // 08:05 now, 30 minutes' lead: 08:30 is too soon by 5 minutes, 09:00 is the first.
    expect(list.slots[0]).toEqual({
      start: '2026-11-23T06:00:00.000Z',
      end: '2026-11-23T06:30:00.000Z',
      free: 2,
    });
    expect(list.slots.at(-1).end <= '2026-11-28T14:00:00.000Z').toBe(true);
  });

  it('books from any Kenyan phone form, answers a reference and a token, and sends an SMS ticket', async () => {
    const { slots: open } = await slots();
    const response = await book(
      booking(open[0].start, {
        case: {
          crop: 'maize',
          finding: { label: 'Maize streak virus', confidence: 0.42, unsure: true },
        },
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      phone_number: '+254712345678',
      status: 'new',
      slot: { start: open[0].start },
      case: { crop: 'maize', finding: { unsure: true } },
    });
    expect(created.reference).toMatch(/^MIM-[2-9A-HJ-NP-Z]{5}$/);
    expect(created.token).toEqual(expect.any(String));
    const sms = await lastSms();
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+254712345678', language: 'sw' });
    expect(sms.body).toContain(created.reference);
    expect(sms.body).toContain('Jumatatu, 23 Nov, saa tatu asubuhi');

    const read = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: `/api/v1/callback/${created.id}/`, headers });
    expect((await read({ 'x-booking-token': created.token })).json().reference).toBe(created.reference);
    expect((await read({})).statusCode).toBe(404);
    expect((await read({ 'x-booking-token': 'someone-elses-guess' })).statusCode).toBe(404);
  });

  it('refuses bad answers field by field, in the caller’s language', async () => {
    const response = await book(
      {
        name: '',
        phone_number: '0812',
        channel: 'fax',
        language: 'sw',
        topic: 'crop_problem',
        slot: 'tomorrow',
        case: { photo_ids: ['https://evil.example/x.jpg'] },
      },
      { 'accept-language': 'sw' },
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json();
    expect(Object.keys(fields).sort()).toEqual([
      'case.photo_ids.0',
      'channel',
      'name',
      'phone_number',
      'slot',
    ]);
    expect(fields.phone_number).toEqual(['Andika namba ya simu ya Kenya, kama 0712 345 678.']);
  });

  it("keeps the farmer's picture pick and sign answers with the case, and refuses a sign it does not know", async () => {
    const { slots: open } = await slots();
    const differential = {
      picked: 'none',
      answers: [
        { sign: 'powder', answer: 'no' },
        { sign: 'long_patches', answer: 'unsure' },
      ],
      outcome: ['maize__leaf_spot', 'maize__leaf_blight'],
    };
    const created = await book(booking(open[0].start, { case: { crop: 'maize', differential } }));
    expect(created.statusCode).toBe(201);
    expect(created.json().case.differential).toEqual(differential);
    const wrong = await book(
      booking(open[0].start, {
        case: { differential: { ...differential, answers: [{ sign: 'smell', answer: 'yes' }] } },
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['case.differential.answers.0.sign']);
  });

  it('fills a slot at its capacity, and frees the place again on cancelling', async () => {
    const { slots: open } = await slots();
    const target = open.find((slot: { free: number }) => slot.free === 2).start;
    const first = (await book(booking(target))).json();
    expect((await book(booking(target))).statusCode).toBe(201);
    const full = await book(booking(target), { 'accept-language': 'en' });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ slot: ['This time is no longer free. Choose another time.'] });
    expect((await slots()).slots.map((slot: { start: string }) => slot.start)).not.toContain(target);

    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v1/callback/${first.id}/cancel/`,
      headers: { 'x-booking-token': first.token },
    });
    expect(cancel.json().status).toBe('cancelled');
    expect((await lastSms()).body).toContain(`${first.reference} imeghairiwa`);
    expect((await book(booking(target))).statusCode).toBe(201);
  });

  it('refuses a time outside working hours or off the slot grid', async () => {
    for (const slot of [
      '2026-11-23T16:00:00Z',
      '2026-11-24T06:10:00Z',
      '2026-11-29T06:00:00Z',
      '2026-12-20T06:00:00Z',
    ]) {
      expect((await book(booking(slot))).json(), slot).toEqual({ slot: [expect.any(String)] });
    }
  });

  it('lets a signed-in farmer list, move and cancel their own bookings only', async () => {
    const farmer = await registeredAndSignedIn(app);
    const other = await registeredAndSignedIn(app);
    const { slots: open } = await slots();
    const created = (
      await book(booking(open[3].start, { language: 'en', channel: 'sms' }), bearer(farmer.access))
    ).json();
    expect(created.token).toBeNull();
    const mine = (
      await app.inject({ method: 'GET', url: '/api/v1/callback/', headers: bearer(farmer.access) })
    ).json();
    expect(mine.results.map((b: { id: string }) => b.id)).toEqual([created.id]);
    const url = `/api/v1/callback/${created.id}/`;
    expect((await app.inject({ method: 'GET', url, headers: bearer(other.access) })).statusCode).toBe(404);

    const moved = await app.inject({
      method: 'PATCH',
      url,
      headers: bearer(farmer.access),
      payload: { slot: open[5].start },
    });
    expect(moved.json().slot.start).toBe(open[5].start);
    expect((await lastSms()).body).toMatch(new RegExp(`^Mimea: booking ${created.reference} is moved to`));
    await app.inject({ method: 'POST', url: `${url}cancel/`, headers: bearer(farmer.access) });
    const again = await app.inject({
      method: 'PATCH',
      url,
      headers: bearer(farmer.access),
      payload: { slot: open[6].start },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('callback_closed');
  });
});
