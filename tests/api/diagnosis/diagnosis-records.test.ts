import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildClassifyApp, leaf, upload, waitForTask } from './support/classify-app.ts';

let app: FastifyInstance;
beforeAll(async () => ({ app } = await buildClassifyApp()));
afterAll(() => app.close());

async function classified(access: string, name = 'tomato__late_blight') {
  const answer = (
    await upload(app, leaf(name), { headers: bearer(access), fields: { crop: 'tomato' } })
  ).json();
  return (await waitForTask(app, answer.task_id, bearer(access))).body;
}

const call = (access: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/${url}`, headers: bearer(access), payload });

describe('diagnosis/, diagnosis/image/ and firstdiagnosis/', () => {
  it('saves a case with its photo and first diagnosis, and lists it back', async () => {
    const { access } = await registeredAndSignedIn(app);
    const task = await classified(access);
    // A case names one of the user's own farms (farm/).
    const farm = (await call(access, 'POST', 'farm/', { name: 'Shamba', ward: '0676' })).json().id as string;
    const created = await call(access, 'POST', 'diagnosis/', { crop: 'tomato', farm: farm });
    expect(created.statusCode).toBe(201);
    const diagnosis = created.json();
    const linked = await call(access, 'POST', 'diagnosis/image/', {
      diagnosis: diagnosis.id,
      image: task.image_id,
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().first_diagnosis).toMatchObject({
      id: task.result.first_diagnosis_id,
      verdict: 'confident',
    });

    const confirmed = await call(access, 'PATCH', `diagnosis/${diagnosis.id}/`, {
      status: 'confirmed',
      confirmed_label: 'tomato__late_blight',
    });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', images: [{ image: task.image_id }] });

    const list = (await call(access, 'GET', `diagnosis/?farm=${farm}&crop=tomato`)).json();
    expect(list).toMatchObject({ count: 1, next: null, previous: null, results: [{ id: diagnosis.id }] });
    expect((await call(access, 'GET', 'diagnosis/?crop=maize')).json().count).toBe(0);
    const firsts = (await call(access, 'GET', `firstdiagnosis/?diagnosis=${diagnosis.id}`)).json();
    expect(firsts.results).toMatchObject([{ id: task.result.first_diagnosis_id, crop: 'tomato' }]);
    const images = (await call(access, 'GET', `diagnosis/image/?diagnosis=${diagnosis.id}`)).json();
    expect(images.count).toBe(1);
  });

  it("files a case under the user's own planting, and refuses another farmer's", async () => {
    const owner = await registeredAndSignedIn(app);
    const other = await registeredAndSignedIn(app);
    const tomatoes = { crop: 'tomato', county_id: '016', planted_on: '2026-10-20' };
    const planting = (await call(owner.access, 'POST', 'plantinginfo/', tomatoes)).json();

    const filed = await call(owner.access, 'POST', 'diagnosis/', { crop: 'tomato', planting: planting.id });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().planting).toBe(planting.id);
    const listed = await call(owner.access, 'GET', `diagnosis/?planting=${planting.id}`);
    expect(listed.json().count).toBe(1);

    const refused = await call(other.access, 'POST', 'diagnosis/', { crop: 'tomato', planting: planting.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ planting: [expect.stringContaining('planting')] });
    const moved = await call(other.access, 'GET', `diagnosis/?planting=${planting.id}`);
    expect(moved.json().count).toBe(0);
  });

  it('pages through cases newest first', async () => {
    const { access } = await registeredAndSignedIn(app);
    for (const crop of ['maize', 'bean', 'coffee']) await call(access, 'POST', 'diagnosis/', { crop });
    const page1 = (await call(access, 'GET', 'diagnosis/?page_size=2')).json();
    expect(page1.count).toBe(3);
    expect(page1.results.map((d: { crop: string }) => d.crop)).toEqual(['coffee', 'bean']);
    expect(page1.next).toContain('page=2');
    const page2 = (await call(access, 'GET', 'diagnosis/?page_size=2&page=2')).json();
    expect(page2.results.map((d: { crop: string }) => d.crop)).toEqual(['maize']);
  });

  it("answers 404 for someone else's records, and 401 without sign-in", async () => {
    const owner = await registeredAndSignedIn(app);
    const other = await registeredAndSignedIn(app);
    const task = await classified(owner.access);
    const diagnosis = (await call(owner.access, 'POST', 'diagnosis/', { crop: 'tomato' })).json();
    const link = (
      await call(owner.access, 'POST', 'diagnosis/image/', { diagnosis: diagnosis.id, image: task.image_id })
    ).json();
    const first = task.result.first_diagnosis_id;
    for (const [method, url] of [
      ['GET', `diagnosis/${diagnosis.id}/`],
      ['PATCH', `diagnosis/${diagnosis.id}/`],
      ['DELETE', `diagnosis/${diagnosis.id}/`],
      ['GET', `diagnosis/image/${link.id}/`],
      ['DELETE', `diagnosis/image/${link.id}/`],
      ['GET', `firstdiagnosis/${first}/`],
      ['PATCH', `firstdiagnosis/${first}/`],
    ] as const) {
      const response = await call(
        other.access,
        method,
        url,
        method === 'PATCH' ? { confirmed_label: null } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const stolen = await call(other.access, 'POST', 'diagnosis/image/', {
      diagnosis: diagnosis.id,
      image: task.image_id,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await call(other.access, 'GET', 'diagnosis/')).json().count).toBe(0);
    expect((await call(other.access, 'GET', 'firstdiagnosis/')).json().count).toBe(0);
    expect((await app.inject({ url: '/api/v1/diagnosis/' })).statusCode).toBe(401);
    expect((await call(owner.access, 'GET', `diagnosis/${diagnosis.id}/`)).statusCode).toBe(200);
  });

  it('records a confirmation on the first diagnosis, and never a second result for one photo', async () => {
    const { access } = await registeredAndSignedIn(app);
    const task = await classified(access, 'potato__early_blight');
    const id = task.result.first_diagnosis_id;
    const patched = await call(access, 'PATCH', `firstdiagnosis/${id}/`, {
      confirmed_label: 'tomato__early_blight',
    });
    expect(patched.json().confirmed_label).toBe('tomato__early_blight');
    const second = await call(access, 'POST', 'firstdiagnosis/', {
      image: task.image_id,
      verdict: 'not_sure',
      predictions: [],
      model_version: 'on-device',
    });
    expect(second.statusCode).toBe(409);
    expect((await call(access, 'DELETE', `firstdiagnosis/${id}/`)).statusCode).toBe(204);
    const offline = await call(access, 'POST', 'firstdiagnosis/', {
      image: task.image_id,
      verdict: 'not_sure',
      predictions: [
        { label: 'potato__early_blight', crop: 'potato', condition: 'early_blight', confidence: 0.4 },
      ],
      model_version: 'on-device',
    });
    expect(offline.statusCode).toBe(201);
  });
});
