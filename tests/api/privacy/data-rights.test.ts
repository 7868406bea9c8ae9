import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, outboxMessages, uploadedImages } from '../../../src/server/db/schema.ts';
import { buildClassifyApp, leaf, upload, waitForTask } from '../diagnosis/support/classify-app.ts';
import { bearer, freshPhone, login } from '../helpers/accounts.ts';
import { registerPerson, storePhotos, type Person } from './support/person-everywhere.ts';
import { sendFarmerNotice } from '../../../src/server/services/notifications/farmer-notice.ts';
import { testConfig } from '../helpers/test-app.ts';

describe('accounts/me/: correction and export', () => {
  let app: FastifyInstance;
  const me = (
    person: Person,
    method: 'GET' | 'PATCH' | 'POST' | 'PUT',
    url = '',
    payload?: object,
    language = 'en',
  ) =>
    app.inject({
      method,
      url: `/api/v1/accounts/me/${url}`,
      headers: { ...bearer(person.access), 'accept-language': language },
      payload,
    });
  const codeSentTo = async (recipient: string) => {
    const [message] = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return /\d{6}/.exec(message?.body ?? '')?.[0] ?? '';
  };

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
  });
  afterAll(() => app.close());

  it('corrects the name at once', async () => {
    const person = await registerPerson(app);
    const changed = await me(person, 'PATCH', '', { first_name: 'Njeri', last_name: 'Mwangi' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ first_name: 'Njeri', last_name: 'Mwangi', pending: [] });
    expect((await me(person, 'GET')).json()).toMatchObject({ first_name: 'Njeri', last_name: 'Mwangi' });
  });

  it('changes the phone number only with the code sent to the new number, in the person’s language', async () => {
    const person = await registerPerson(app);
    const newPhone = freshPhone();
    const e164 = `+254${newPhone.slice(1)}`;
    const asked = await me(person, 'PATCH', '', { phone_number: newPhone }, 'sw');
    expect(asked.json()).toMatchObject({ phone_number: person.e164, pending: ['phone_number'] });
    const [sms] = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, e164));
    expect(sms).toMatchObject({ template: 'contact_change_code', language: 'sw' });
    const code = await codeSentTo(e164);
    const wrong = await me(person, 'POST', 'confirm/', {
      field: 'phone_number',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('contact_code_invalid');
    const confirmed = await me(person, 'POST', 'confirm/', { field: 'phone_number', code });
    expect(confirmed.json()).toMatchObject({ phone_number: e164, pending: [] });
    expect((await login(app, newPhone)).statusCode).toBe(200);
    expect((await login(app, person.phone)).statusCode).toBe(401);
  });

  it('refuses an e-mail another account uses, and confirms a free one by a code sent there', async () => {
    const person = await registerPerson(app);
    const other = await registerPerson(app);
    const taken = await me(person, 'PATCH', '', { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: [expect.any(String)] });
    const fresh = `new.${person.email}`;
    expect((await me(person, 'PATCH', '', { email: fresh })).json().pending).toEqual(['email']);
    const code = await codeSentTo(fresh);
    expect((await me(person, 'POST', 'confirm/', { field: 'email', code })).json().email).toBe(fresh);
  });

  it('exports everything about the person as a ZIP: JSON per record, photos, a README in their language', async () => {
    const person = await registerPerson(app);
    const sent = await upload(app, leaf(), {
      headers: bearer(person.access),
      fields: { crop: 'tomato', latitude: '-0.71', longitude: '36.43', altitude: '2450' },
    });
    const task = (await waitForTask(app, sent.json().task_id, bearer(person.access))).body;
    await me(person, 'PUT', 'notifications/', { kind: 'outbreak', enabled: true, channel: 'sms' });
    const endpoint = 'https://fcm.googleapis.com/fcm/send/export-test';
    await me(person, 'PUT', 'push-subscription/', {
      endpoint,
      keys: { p256dh: 'BPo7Yy2q', auth: 'c2VjcmV0' },
    });
    // A notice they chose to get in the chat (its event key names nobody, so only kind and channel go out).
    await me(person, 'PUT', 'notifications/', { kind: 'answer', enabled: true, channel: 'chat' });
    await sendFarmerNotice(
      {
        db: app.database.db,
        push: testConfig().push,
        outbox: app.accounts.deps.outbox,
        clock: () => new Date(),
      },
      {
        userId: person.id,
        kind: 'answer',
        eventKey: 'staff-answer:export',
        params: { author: 'Achieng', text: 'Sawa.' },
        url: '/',
      },
    );
    const answer = await me(person, 'GET', 'export/', undefined, 'sw');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const files = unzipSync(answer.rawPayload);
    expect(strFromU8(files['README.txt']!)).toContain('Data yako kutoka Mimea');
    const profile = JSON.parse(strFromU8(files['profile.json']!));
    expect(profile).toMatchObject({ id: person.id, firstName: person.firstName, email: person.email });
    expect(profile).not.toHaveProperty('passwordHash');
    const [photo] = JSON.parse(strFromU8(files['photos.json']!));
    expect(photo).toMatchObject({ id: task.image_id, altitude: 2450, file: `photos/${task.image_id}.jpg` });
    expect(photo.result.verdict).toBe('confident');
    const [row] = await app.database.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.id, task.image_id));
    expect(Buffer.from(files[`photos/${task.image_id}.jpg`]!)).toEqual(
      await app.jobs.images.get(row!.storageKey),
    );
    for (const name of ['diagnoses', 'plantings', 'callbacks', 'requests', 'answers', 'messages', 'logins'])
      expect(files).toHaveProperty([`${name}.json`]);
    expect(JSON.parse(strFromU8(files['notifications.json']!))).toMatchObject([
      { userId: person.id, kind: 'outbreak', enabled: true, channel: 'sms' },
      { userId: person.id, kind: 'answer', enabled: true, channel: 'chat' },
    ]);
    expect(JSON.parse(strFromU8(files['notices.json']!))).toEqual([
      { kind: 'answer', channel: 'chat', createdAt: expect.any(String), sentAt: expect.any(String) },
    ]);
    // Where their browser gets our notifications; the encryption keys are ours to use, not data about them.
    expect(JSON.parse(strFromU8(files['push_subscriptions.json']!))).toEqual([
      { endpoint, createdAt: expect.any(String) },
    ]);
  });

  it('makes a new export for another language rather than serving the English one to a Swahili request', async () => {
    const person = await registerPerson(app);
    const readme = async (language: string) => {
      const answer = await me(person, 'GET', 'export/', undefined, language);
      expect(answer.statusCode).toBe(200);
      return strFromU8(unzipSync(answer.rawPayload)['README.txt']!);
    };
    expect(await readme('en')).toContain('Your data from Mimea');
    expect(await readme('sw')).toContain('Data yako kutoka Mimea');
    expect(await readme('en')).toContain('Your data from Mimea');
  });

  it('builds a large account’s export in a job, offers it for 24 hours, and allows three new ones a day', async () => {
    const person = await registerPerson(app);
    await storePhotos(app, person, 11);
    const first = await me(person, 'GET', 'export/');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'preparing', retry_after_seconds: 10 });
    let ready = first;
    for (let tries = 0; tries < 100 && ready.statusCode === 202; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await me(person, 'GET', 'export/');
    }
    expect(ready.statusCode).toBe(200);
    expect(
      Object.keys(unzipSync(ready.rawPayload)).filter((name) => name.startsWith('photos/')),
    ).toHaveLength(11);
    const [stored] = await app.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, person.id));
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    // Downloading the ready export again is not a new export.
    expect((await me(person, 'GET', 'export/')).statusCode).toBe(200);
    for (const expected of [202, 202, 429]) {
      await app.database.db.delete(dataExports).where(eq(dataExports.userId, person.id));
      expect((await me(person, 'GET', 'export/')).statusCode).toBe(expected);
    }
  });
});
