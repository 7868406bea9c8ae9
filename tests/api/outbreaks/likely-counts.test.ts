import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbreakWeekOf } from '../../../src/contract/outbreak-week.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildClassifyApp, leaf, upload, waitForTask } from '../diagnosis/support/classify-app.ts';
import { staffMember } from '../staff/support/case-photos.ts';

/** A point well inside Port Reitz ward (0001), Changamwe subcounty (001), Mombasa county (001). */
const PORT_REITZ = { latitude: '-4.036', longitude: '39.608' };
/** The stand-in classifier is confident: its first answer is late blight. */
const BLIGHT = 'tomato__late_blight';

describe('outbreaks/?basis=likely: photo checks the model was sure of, or the farmer settled', () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  const week = () => outbreakWeekOf(new Date());
  const likely = async (query: string, headers: Record<string, string> = {}) => {
    const answer = await app.inject({
      url: `/api/v1/outbreaks/?week=${week()}&basis=likely&${query}`,
      headers,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  /** A new farmer sends one photo, with the given form fields (a GPS point or none). */
  async function checkedPhoto(fields: Record<string, string> = {}) {
    const farmer = bearer((await registeredAndSignedIn(app)).access);
    const sent = (
      await upload(app, leaf(), { fields: { crop: 'tomato', ...fields }, headers: farmer })
    ).json();
    const { body } = await waitForTask(app, sent.task_id, farmer);
    return { farmer, imageId: body.image_id as string, firstId: body.result.first_diagnosis_id as string };
  }

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    staff = await staffMember(app);
  });
  afterAll(() => app.close());

  it('counts a confident check at its GPS point’s ward, shown outside staff from the third farm', async () => {
    await checkedPhoto(PORT_REITZ);
    await checkedPhoto(PORT_REITZ);
    expect(await likely(`condition=${BLIGHT}`)).toMatchObject({
      basis: 'likely',
      thresholded: true,
      results: [],
    });
    expect((await likely(`condition=${BLIGHT}`, staff)).results).toEqual([
      { area_id: '0001', condition: BLIGHT, cases: 2, farms: 2 },
    ]);

    await checkedPhoto(PORT_REITZ);
    expect((await likely(`condition=${BLIGHT}`)).results).toEqual([
      { area_id: '0001', condition: BLIGHT, cases: 3, farms: 3 },
    ]);
    expect((await likely('level=county', staff)).results).toContainEqual(
      expect.objectContaining({ area_id: '001', condition: BLIGHT, cases: 3 }),
    );
    // None of them is a confirmed case: no agronomist has seen them.
    const confirmed = await app.inject({ url: `/api/v1/outbreaks/?week=${week()}`, headers: staff });
    expect(confirmed.json()).toMatchObject({ basis: 'confirmed', results: [] });
  });

  it('counts the answer the farmer settled on, at the farm the case is filed under', async () => {
    const { farmer, imageId, firstId } = await checkedPhoto();
    const farm = await app.inject({
      method: 'POST',
      url: '/api/v1/farm/',
      headers: farmer,
      payload: { name: 'Shamba', ward: '0002' },
    });
    const diagnosis = await app.inject({
      method: 'POST',
      url: '/api/v1/diagnosis/',
      headers: farmer,
      payload: { crop: 'tomato', farm: farm.json().id },
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/diagnosis/image/',
      headers: farmer,
      payload: { diagnosis: diagnosis.json().id, image: imageId },
    });
    expect((await likely('', staff)).results).toContainEqual({
      area_id: '0002',
      condition: BLIGHT,
      cases: 1,
      farms: 1,
    });

    // The farmer compared pictures and chose early blight: the case moves with the answer.
    const settled = await app.inject({
      method: 'PATCH',
      url: `/api/v1/firstdiagnosis/${firstId}/`,
      headers: farmer,
      payload: { confirmed_label: 'tomato__early_blight' },
    });
    expect(settled.statusCode).toBe(200);
    const kipevu = (await likely('', staff)).results.filter(
      (row: { area_id: string }) => row.area_id === '0002',
    );
    expect(kipevu).toEqual([{ area_id: '0002', condition: 'tomato__early_blight', cases: 1, farms: 1 }]);
  });

  it('leaves out a check with no place, rather than guess one', async () => {
    const before = (await likely('level=county', staff)).results;
    await checkedPhoto();
    expect((await likely('level=county', staff)).results).toEqual(before);
  });
});
