import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const NOW = new Date('2026-11-23T05:05:00Z');
let ticks = 0;
const clock = () => new Date(NOW.getTime() + (ticks += 1));

describe('staff/ and messages/', () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  let officer: Record<string, string>;
  let farmer: Awaited<ReturnType<typeof registeredAndSignedIn>>;
  const asRole = async (role: 'staff' | 'grievance_officer') => {
    const account = await registeredAndSignedIn(app);
    await app.database.db
      .update(users)
      .set({ role })
      .where(eq(users.phoneNumber, account.phone.replace(/^0/, '+254')));
    return bearer(account.access);
  };
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url: `/api/v1/${url}`, headers, payload });

  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    staff = await asRole('staff');
    officer = await asRole('grievance_officer');
    farmer = await registeredAndSignedIn(app);
  });
  afterAll(() => app.close());

  const bookAs = async (topic: string, slotIndex: number) => {
    const { slots } = (await call('GET', 'callback/slots/', {})).json();
    const response = await call('POST', 'callback/', bearer(farmer.access), {
      name: 'Kiprono Mutai',
      phone_number: farmer.phone,
      channel: 'call',
      language: 'sw',
      topic,
      slot: slots[slotIndex].start,
      case: { crop: 'beans' },
    });
    return response.json();
  };

  it('is for staff only, with a translated refusal', async () => {
    expect((await call('GET', 'staff/callbacks/', {})).statusCode).toBe(401);
    const refused = await call('GET', 'staff/callbacks/', {
      ...bearer(farmer.access),
      'accept-language': 'sw',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'staff_only', detail: expect.stringContaining('wafanyakazi') });
    expect((await call('GET', 'staff/me/', staff)).json()).toMatchObject({
      name: 'Wanjiku Kamau',
      role: 'staff',
    });
  });

  it('lists the queue by slot; complaints go to the grievance officer only', async () => {
    const later = await bookAs('crop_problem', 4);
    const sooner = await bookAs('product', 1);
    const complaint = await bookAs('complaint', 2);
    const queue = (await call('GET', 'staff/callbacks/?status=new,scheduled', staff)).json();
    expect(queue.results.map((b: { id: string }) => b.id)).toEqual([sooner.id, later.id]);
    const grievances = (await call('GET', 'staff/callbacks/', officer)).json();
    expect(grievances.results.map((b: { id: string }) => b.id)).toEqual([complaint.id]);
    expect((await call('GET', `staff/callbacks/${complaint.id}/`, staff)).statusCode).toBe(404);
    const today = (await call('GET', 'staff/callbacks/?date=2026-11-23', staff)).json();
    expect(today.count).toBe(2);
    expect((await call('GET', 'staff/callbacks/?date=2026-11-24', staff)).json().count).toBe(0);
    expect((await call('GET', 'staff/callbacks/?status=lost', staff)).statusCode).toBe(400);
  });

  it('opens a booking with its case, marks it called, keeps notes and answers the farmer by SMS and in the chat', async () => {
    const booking = await bookAs('crop_problem', 6);
    const url = `staff/callbacks/${booking.id}/`;
    const opened = (await call('GET', url, staff)).json();
    expect(opened).toMatchObject({
      reference: booking.reference,
      case: { crop: 'beans' },
      notes: [],
      answers: [],
    });

    expect((await call('PATCH', url, staff, { status: 'called' })).json().status).toBe('called');
    expect((await call('PATCH', url, staff, { status: 'cancelled' })).statusCode).toBe(400);
    await call('POST', `${url}notes/`, staff, { body: 'Bean rust likely; advised to remove leaves.' });
    const answered = await call('POST', `${url}answers/`, staff, {
      text: 'Ondoa majani yenye kutu na nyunyizia dawa ya shaba.',
    });
    expect(answered.statusCode).toBe(201);

    const sms = (
      await app.database.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(1)
    )[0]!;
    expect(sms).toMatchObject({ template: 'staff_answer', language: 'sw' });
    expect(sms.body).toBe('Mtaalamu wa Mimea: Ondoa majani yenye kutu na nyunyizia dawa ya shaba.');
    const reopened = (await call('GET', url, staff)).json();
    expect(reopened.notes.map((n: { body: string }) => n.body)).toEqual([
      'Bean rust likely; advised to remove leaves.',
    ]);
    expect(reopened.answers).toHaveLength(1);

    const inbox = (await call('GET', 'messages/', bearer(farmer.access))).json();
    expect(inbox.results[0]).toMatchObject({
      body: 'Ondoa majani yenye kutu na nyunyizia dawa ya shaba.',
      author: 'Wanjiku Kamau',
      reference: booking.reference,
    });
    expect((await call('GET', 'messages/', {})).statusCode).toBe(401);
  });

  it('refuses an empty note or an answer too long for a few SMS', async () => {
    const booking = await bookAs('other', 7);
    const url = `staff/callbacks/${booking.id}/`;
    expect((await call('POST', `${url}notes/`, staff, { body: '  ' })).json()).toEqual({
      body: ['This field is required.'],
    });
    expect((await call('POST', `${url}answers/`, staff, { text: 'x'.repeat(401) })).json()).toEqual({
      text: ['Use at most 400 characters.'],
    });
  });
});
