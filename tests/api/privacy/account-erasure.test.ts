import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbreakWeekOf } from '../../../src/contract/outbreak-week.ts';
import { uploadedImages } from '../../../src/server/db/schema.ts';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import { bearer, login } from '../helpers/accounts.ts';
import {
  leaveTracesEverywhere,
  registerPerson,
  staffAccount,
  type Person,
} from './support/person-everywhere.ts';

/**
 * Every table of the schema, and what an account deletion does to the person's rows in it. A table
 * added to the schema fails this test until it is listed here, and so until deletion covers it.
 */
const TABLES: Record<string, string> = {
  users: 'deleted',
  login_sessions: 'deleted with the account',
  refresh_tokens: 'deleted with the login',
  password_reset_codes: 'deleted with the account',
  throttle_buckets: 'counters keyed on the account, phone or e-mail deleted',
  uploaded_images: 'deleted; files removed by a job',
  classify_tasks: 'deleted with the photo',
  first_diagnoses: 'deleted with the photo',
  diagnoses: 'deleted',
  diagnosis_images: 'deleted with the diagnosis and the photo',
  planting_infos: 'deleted with the account',
  farmers:
    'their own farmer record deleted with the account; those they registered kept, registered_by emptied',
  farms: 'deleted with their farmer record',
  upload_jobs: 'a data manager’s import status, deleted with the account',
  upload_job_pieces: 'an import’s file, deleted with its job',
  callback_requests: 'open ones cancelled; all anonymised',
  call_attempts: 'kept with the anonymised booking; they name only the staff member who called',
  staff_notes: 'kept, identifiers struck out',
  farmer_messages: 'kept, identifiers struck out',
  case_reviews: 'kept, identifiers struck out',
  outbreak_cases: 'kept as a count of ward, condition and week; account and farm emptied',
  outbreak_changes: 'cases waiting for the outbreak counts refresh, by case id only',
  outbreak_counted_cases:
    'each counted case with who it counts for (farm or account); recounted in the erasure, by the booking alone',
  outbreak_weekly_counts: 'counts per area, condition and week: names nobody',
  alert_thresholds: 'a staff setting per condition; who set it emptied with their account',
  alert_drafts: 'a ward and condition, no farmer; the staff member who decided emptied with their account',
  alert_deliveries: 'deleted with the account',
  engagement_requests: 'kept, identifiers removed and struck out',
  outbox_messages: 'messages to them deleted',
  contact_changes: 'deleted with the account',
  data_exports: 'deleted with the account',
  notification_settings: 'deleted with the account',
  push_subscriptions: 'deleted with the account',
  farmer_notices: 'deleted with the account',
  account_actions: 'kept without the person, reason struck out',
  community_questions:
    'those others answered kept as a former member’s, identifiers struck out; the rest deleted',
  community_question_photos: 'deleted with the photo',
  community_answers:
    'those others relied on kept as a former member’s, identifiers struck out; the rest deleted',
  community_helpful_votes: 'deleted with the account',
  community_profiles: 'deleted with the account; the nickname struck out of kept posts',
  community_reports: 'their reports deleted with the account',
  community_moderation_actions: 'kept without the person, reason struck out',
  social_identities: 'deleted with the account',
  social_sign_ins: 'one waiting for their password deleted with the account; the others name nobody yet',
  analytics_events:
    'names nobody: allow-listed fields only, no account; a tab’s random session id dropped within minutes',
  page_views:
    'names nobody: no account; IP address anonymised before storage, session id dropped within minutes',
  counties: 'reference data',
  subcounties: 'reference data',
  wards: 'reference data',
  library_entries: 'reference data',
  library_pesticides: 'reference data',
  library_crops: 'reference data',
  fertilizers: 'reference data',
  crop_varieties: 'reference data',
  nutrients: 'reference data',
  reference_data_loads: 'reference data',
  retired_reference_rows: 'reference data',
};

/** Tables whose rows name nobody themselves: they hang off a login, a photo or a case. */
const REACHED_THROUGH_ANOTHER_ROW = new Set([
  'refresh_tokens',
  'first_diagnoses',
  'diagnosis_images',
  'call_attempts',
  'upload_job_pieces',
  'community_question_photos',
  'outbreak_changes',
]);

/** Tables only a staff account writes (a data manager's imports, outbreak alerts): the person here is a farmer. */
const STAFF_ONLY = new Set(['upload_jobs', 'alert_thresholds', 'alert_drafts']);

/** Tables that by their contract cannot hold an account, phone, e-mail or name (analytics). */
const NAMES_NOBODY = new Set(['analytics_events', 'page_views', 'outbreak_weekly_counts']);

async function tablesIn(app: FastifyInstance, schema: string): Promise<string[]> {
  const result = await app.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE'`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name).sort();
}

/** Each row of a table as its text form, searched for the person's identifiers in any spelling we store. */
async function tracesIn(app: FastifyInstance, schema: string, table: string, person: Person) {
  const rows = await app.database.db.execute(
    sql`select t::text as row from ${sql.identifier(schema)}.${sql.identifier(table)} t`,
  );
  const needles = [person.id, person.e164, person.phone, person.email, person.firstName, person.lastName].map(
    (needle) => needle.toLowerCase(),
  );
  return (rows as unknown as { rows: { row: string }[] }).rows
    .map((row) => row.row.toLowerCase())
    .filter((row) => needles.some((needle) => row.includes(needle)));
}

describe('DELETE accounts/users/{id}: nothing of the person is left', () => {
  let app: FastifyInstance;
  let uploadsDir: string;
  let person: Person;
  let staff: Person;
  let bookings: Awaited<ReturnType<typeof leaveTracesEverywhere>>;
  let photoKeys: string[];
  const tracedBefore: string[] = [];

  beforeAll(async () => {
    ({ app, uploadsDir } = await buildClassifyApp());
    staff = await staffAccount(app);
    person = await registerPerson(app);
    bookings = await leaveTracesEverywhere(app, person, staff);
    photoKeys = (await app.database.db.select().from(uploadedImages)).map((row) => row.storageKey);
    // The outbreak counts have counted their cases (a staff read refreshes them).
    const counted = await app.inject({
      url: `/api/v1/outbreaks/?week=${outbreakWeekOf(new Date())}`,
      headers: bearer(staff.access),
    });
    expect(counted.statusCode).toBe(200);
    for (const table of await tablesIn(app, 'public'))
      if ((await tracesIn(app, 'public', table, person)).length > 0) tracedBefore.push(table);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/users/${person.id}`,
      headers: bearer(person.access),
    });
    expect(removed.statusCode).toBe(204);
  });
  afterAll(() => app.close());

  it('knows every table of the schema', async () => {
    expect(await tablesIn(app, 'public')).toEqual(Object.keys(TABLES).sort());
  });

  it('started from a person present in every table that holds people', () => {
    expect(tracedBefore).toEqual(
      Object.keys(TABLES)
        .filter(
          (table) =>
            TABLES[table] !== 'reference data' &&
            !REACHED_THROUGH_ANOTHER_ROW.has(table) &&
            !STAFF_ONLY.has(table) &&
            !NAMES_NOBODY.has(table),
        )
        .sort(),
    );
  });

  it('leaves the person’s id, phone, e-mail and name in no row of any table', async () => {
    const searched = { public: await tablesIn(app, 'public'), pgboss: await tablesIn(app, 'pgboss') };
    // The search below passes vacuously over an empty list, so first prove it looks everywhere.
    expect(searched.public).toEqual(Object.keys(TABLES).sort());
    expect(searched.pgboss).toContain('job');
    for (const [schema, tables] of Object.entries(searched))
      for (const table of tables)
        expect({ table, traces: await tracesIn(app, schema, table, person) }).toEqual({ table, traces: [] });
  });

  it('removes the photo files too, by a job right after', async () => {
    expect(photoKeys.length).toBeGreaterThan(0);
    const gone = () => photoKeys.every((key) => !existsSync(path.join(uploadsDir, key)));
    for (let wait = 0; wait < 100 && !gone(); wait += 1) await new Promise((r) => setTimeout(r, 100));
    expect(gone()).toBe(true);
  });

  it('takes the open booking out of the agronomists’ queue and keeps the closed one without the person', async () => {
    const queue = (
      await app.inject({
        url: '/api/v1/staff/callbacks/?status=new,scheduled',
        headers: bearer(staff.access),
      })
    ).json();
    expect(queue.results.map((booking: { id: string }) => booking.id)).not.toContain(bookings.open.id);
    const closed = (
      await app.inject({
        url: `/api/v1/staff/callbacks/${bookings.closed.id}/`,
        headers: bearer(staff.access),
      })
    ).json();
    expect(closed).toMatchObject({ status: 'resolved', name: '', phone_number: '' });
    expect(closed.notes[0].body).toBe(
      'Spoke to [deleted user] on [deleted user]; wants [deleted user] copied',
    );
  });

  it('signs the person out everywhere and refuses their login', async () => {
    const me = await app.inject({ url: '/api/v1/accounts/me/', headers: bearer(person.access) });
    expect(me.statusCode).toBe(401);
    expect((await login(app, person.phone)).statusCode).toBe(401);
  });
});
