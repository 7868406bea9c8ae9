import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports } from '../../../src/server/db/schema.ts';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import { bearer } from '../helpers/accounts.ts';
import { leaveTracesEverywhere, registerPerson, staffAccount } from './support/person-everywhere.ts';

// Issue 35 §2: the export held the internal account id of the agronomist who answered.
describe('the data export names Mimea, not the staff accounts that acted', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
  });
  afterAll(() => app.close());

  it('says "Mimea agronomist" where a staff account id was, and keeps the person’s own ids', async () => {
    const person = await registerPerson(app);
    const staff = await staffAccount(app);
    await leaveTracesEverywhere(app, person, staff);
    // The traces include an export already: ask for a fresh one, not the day's copy.
    await app.database.db.delete(dataExports);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/me/export/',
      headers: bearer(person.access),
    });
    expect(answer.statusCode).toBe(200);
    const files = unzipSync(answer.rawPayload);
    const json = Object.entries(files).filter(([name]) => name.endsWith('.json'));
    for (const [name, bytes] of json) expect(strFromU8(bytes), name).not.toContain(staff.id);

    const read = (name: string) => JSON.parse(strFromU8(files[name]!));
    const callbacks = read('callbacks.json') as {
      notes: { authorId: string; authorName: string }[];
      review: { authorId: string } | null;
    }[];
    expect(callbacks.flatMap((booking) => booking.notes)).toEqual([
      expect.objectContaining({
        authorId: 'Mimea agronomist',
        authorName: `${staff.firstName} ${staff.lastName}`,
      }),
    ]);
    expect(callbacks.map((booking) => booking.review?.authorId).filter(Boolean)).toEqual([
      'Mimea agronomist',
    ]);
    const answers = read('answers.json') as { authorId: string | null; authorName: string }[];
    expect(answers.length).toBeGreaterThan(0);
    // An outbreak alert in the chat comes from Mimea itself: no staff account wrote it.
    expect(answers.map((answer) => answer.authorId)).toEqual(
      answers.map((answer) => (answer.authorName === 'Mimea' ? null : 'Mimea agronomist')),
    );
    expect(read('account_decisions.json')).toEqual([
      expect.objectContaining({ actorId: 'Mimea agronomist' }),
    ]);
    const [own] = read('farms.json') as { farmer: { registeredBy: string; userId: string } }[];
    expect(own!.farmer).toMatchObject({ userId: person.id, registeredBy: person.id });
  });
});
