import type { FastifyInstance } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertDraft } from '../../../src/contract/alerts.ts';
import { draftAlertAfterReview } from '../../../src/server/services/alerts/alert-draft-repository.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import { staffMember } from '../staff/support/case-photos.ts';
import { reviewedCase } from './support/reviewed-case.ts';

describe('staff/alerts/: outbreak alerts drafted at a threshold, then edited, approved or dropped', () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;

  const drafts = async (status = 'draft', headers = staff) =>
    (await app.inject({ url: `/api/v1/staff/alerts/drafts/?status=${status}`, headers })).json()
      .results as AlertDraft[];
  const draftsIn = async (ward: string) => (await drafts()).filter((draft) => draft.ward_id === ward);

  /** The drafting job runs after the review's commit; waits until it drafted for `ward` (or 10 s). */
  async function draftedIn(ward: string): Promise<AlertDraft[]> {
    for (let tries = 0; tries < 100; tries += 1) {
      const found = await draftsIn(ward);
      if (found.length > 0) return found;
      await delay(100);
    }
    return [];
  }

  /** Lets any queued drafting job finish, so "no draft" is not read before the job ran. */
  const settled = () => delay(3000);

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    staff = await staffMember(app);
  });
  afterAll(() => app.close());

  it('drafts one alert when a third farm in the ward confirms, naming ward, condition and what to do, in en and sw', async () => {
    const ward = '0001'; // Port Reitz
    await reviewedCase(app, staff, 'maize__common_rust', ward);
    await reviewedCase(app, staff, 'maize__common_rust', ward);
    await settled();
    expect(await draftsIn(ward)).toEqual([]);

    const { booking } = await reviewedCase(app, staff, 'maize__common_rust', ward);
    const [draft, ...more] = await draftedIn(ward);
    expect(more).toEqual([]);
    expect(draft).toMatchObject({
      condition: 'maize__common_rust',
      ward_name: 'Port Reitz',
      farms: 3,
      status: 'draft',
      decided_at: null,
    });
    expect(draft!.text_en).toMatch(/Common rust.*Port Reitz.*Look for:.*Do today:/is);
    expect(draft!.text_sw).toMatch(/Port Reitz.*Dalili za kuangalia:.*Fanya leo:/s);

    // The job run again, at once or many times over: still one draft; a fourth farm adds none either.
    const again = await Promise.all(
      [1, 2, 3].map(() => draftAlertAfterReview(app.database.db, booking, new Date())),
    );
    expect(again).toEqual([null, null, null]);
    await reviewedCase(app, staff, 'maize__common_rust', ward);
    await settled();
    expect(await draftsIn(ward)).toHaveLength(1);
  });

  it('follows the threshold an agronomist set for the condition', async () => {
    const ward = '0002';
    const set = await app.inject({
      method: 'PUT',
      url: '/api/v1/staff/alerts/thresholds/maize__leaf_blight/',
      headers: staff,
      payload: { farms: 2, days: 7 },
    });
    expect(set.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/staff/alerts/thresholds/', headers: staff })).json()).toEqual({
      default: { farms: 3, days: 14 },
      conditions: [{ condition: 'maize__leaf_blight', farms: 2, days: 7 }],
    });
    await reviewedCase(app, staff, 'maize__leaf_blight', ward);
    await settled();
    expect(await draftsIn(ward)).toEqual([]);
    await reviewedCase(app, staff, 'maize__leaf_blight', ward);
    expect(await draftedIn(ward)).toMatchObject([{ condition: 'maize__leaf_blight', farms: 2 }]);
  });

  it('lets staff edit a draft, then approve or drop it once; farmers are refused', async () => {
    const ward = '0003';
    await app.inject({
      method: 'PUT',
      url: '/api/v1/staff/alerts/thresholds/maize__fall_armyworm/',
      headers: staff,
      payload: { farms: 1, days: 14 },
    });
    await reviewedCase(app, staff, 'maize__fall_armyworm', ward);
    const [draft] = await draftedIn(ward);
    const url = `/api/v1/staff/alerts/drafts/${draft!.id}/`;

    const edited = await app.inject({
      method: 'PATCH',
      url,
      headers: staff,
      payload: { text_sw: 'Mimea: angalia mahindi yako leo, kisha uondoe majani yenye madoa.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      text_sw: 'Mimea: angalia mahindi yako leo, kisha uondoe majani yenye madoa.',
      text_en: draft!.text_en,
    });

    const farmer = bearer((await registeredAndSignedIn(app)).access);
    expect((await app.inject({ method: 'POST', url: `${url}approve/`, headers: farmer })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: '/api/v1/staff/alerts/drafts/', headers: farmer })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/staff/alerts/drafts/' })).statusCode).toBe(401);

    const approved = await app.inject({ method: 'POST', url: `${url}approve/`, headers: staff });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decided_at: expect.any(String) });
    expect((await app.inject({ method: 'POST', url: `${url}drop/`, headers: staff })).json()).toMatchObject({
      code: 'alert_decided',
    });
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url,
          headers: staff,
          payload: { text_en: 'Too late to change this.' },
        })
      ).statusCode,
    ).toBe(409);
    expect((await drafts('approved')).map((alert) => alert.id)).toContain(draft!.id);
    expect(await draftsIn(ward)).toEqual([]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/staff/alerts/drafts/${unknown}/drop/`,
          headers: staff,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('drops a draft, and refuses a threshold out of range', async () => {
    const ward = '0004';
    await app.inject({
      method: 'PUT',
      url: '/api/v1/staff/alerts/thresholds/maize__streak_virus/',
      headers: staff,
      payload: { farms: 1, days: 14 },
    });
    await reviewedCase(app, staff, 'maize__streak_virus', ward);
    const [draft] = await draftedIn(ward);
    const dropped = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/alerts/drafts/${draft!.id}/drop/`,
      headers: staff,
    });
    expect(dropped.json()).toMatchObject({ status: 'dropped' });
    expect((await drafts('dropped')).map((alert) => alert.id)).toContain(draft!.id);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/v1/staff/alerts/thresholds/maize__streak_virus/',
      headers: staff,
      payload: { farms: 0, days: 365 },
    });
    expect(refused.statusCode).toBe(400);
  });
});
