import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbreakWeekOf } from '../../../src/contract/outbreak-week.ts';
import { exportDataset } from '../../../src/server/services/dataset/export-dataset.ts';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import type { Person } from '../privacy/support/person-everywhere.ts';
import { call, personWithRole, question, uploadedPhoto } from './support/community-app.ts';

/** Machakos county: where these askers say their tomatoes are. */
const COUNTY = '016';

describe('an agronomist names the condition in a Community question’s photos', () => {
  let app: FastifyInstance;
  let agronomist: Person;

  const askWithPhoto = async (asker: Person, county: string | null = COUNTY) => {
    const photo = await uploadedPhoto(app, asker);
    const asked = await call(
      app,
      asker,
      'POST',
      'community/questions/',
      question({ photos: [photo], county }),
    );
    expect(asked.status).toBe(201);
    return asked.body.id as string;
  };
  const label = (who: Person | null, id: string, value: string | null) =>
    call(app, who, 'PUT', `staff/community/questions/${id}/label/`, { label: value });
  const allowTraining = (person: Person, allowed: boolean) =>
    call(app, person, 'PUT', 'accounts/me/photo-consent/', { allowed });
  const reported = (headers: Person | null, condition: string) =>
    call(
      app,
      headers,
      'GET',
      `outbreaks/?basis=reported&level=county&week=${outbreakWeekOf(new Date())}&condition=${condition}`,
    );

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    agronomist = await personWithRole(app, 'staff');
  });
  afterAll(() => app.close());

  it('takes a label of the question’s crop from staff only, and only for a question with photos', async () => {
    const asker = await personWithRole(app);
    const id = await askWithPhoto(asker);
    expect((await label(null, id, 'tomato__late_blight')).status).toBe(401);
    expect((await label(asker, id, 'tomato__late_blight')).status).toBe(403);
    expect((await label(agronomist, id, 'maize__common_rust')).body).toEqual({
      label: ['Choose one of the options offered.'],
    });
    expect((await label(agronomist, id, 'tomato__no_such_thing')).status).toBe(400);

    const named = await label(agronomist, id, 'tomato__late_blight');
    expect(named.body).toEqual({
      question: id,
      crop: 'tomato',
      label: 'tomato__late_blight',
      labelled_by: `${agronomist.firstName} ${agronomist.lastName}`,
      labelled_at: expect.any(String),
    });
    expect((await call(app, agronomist, 'GET', `staff/community/questions/${id}/label/`)).body.label).toBe(
      'tomato__late_blight',
    );
    expect((await label(agronomist, id, null)).body).toMatchObject({ label: null, labelled_by: null });

    const textOnly = await call(app, asker, 'POST', 'community/questions/', question());
    // The agronomist's list holds questions with photos only, and filters on the label.
    const waiting = (await call(app, agronomist, 'GET', 'staff/community/questions/?labelled=false')).body;
    const ids = waiting.results.map((item: { question: string }) => item.question);
    expect(ids).toContain(id);
    expect(ids).not.toContain(textOnly.body.id);
    expect(waiting.results.find((item: { question: string }) => item.question === id)).toMatchObject({
      crop: 'tomato',
      photos: 1,
      county: COUNTY,
      label: null,
    });
    expect((await call(app, asker, 'GET', 'staff/community/questions/')).status).toBe(403);
    const refused = await label(agronomist, textOnly.body.id, 'tomato__late_blight');
    expect(refused).toMatchObject({ status: 409, body: { code: 'community_no_photos' } });
  });

  it('exports a labelled question’s photos only when their owner allowed training use', async () => {
    const allowing = await personWithRole(app);
    const refusing = await personWithRole(app);
    await allowTraining(allowing, true);
    await allowTraining(refusing, false);
    await label(agronomist, await askWithPhoto(allowing), 'tomato__early_blight');
    await label(agronomist, await askWithPhoto(refusing), 'tomato__early_blight');
    await askWithPhoto(allowing); // not labelled: not in the confirmed set

    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'mimea-dataset-')), 'export');
    expect(await exportDataset(app.database.db, app.jobs.images, folder)).toBe(1);
    const manifest = readFileSync(path.join(folder, 'manifest.csv'), 'utf8').trim().split('\n');
    expect(manifest).toHaveLength(2);
    expect(manifest[1]).toMatch(
      /^tomato__early_blight\/[0-9a-f]{40}\.jpg,tomato__early_blight,tomato,early_blight,/,
    );
  });

  it('counts labelled questions as reported cases per county, shown outside staff from 3 people', async () => {
    const askers = [await personWithRole(app), await personWithRole(app), await personWithRole(app)];
    // One person asking twice counts as one person.
    await label(agronomist, await askWithPhoto(askers[0]!), 'tomato__bacterial_spot');
    await label(agronomist, await askWithPhoto(askers[0]!), 'tomato__bacterial_spot');
    await label(agronomist, await askWithPhoto(askers[1]!), 'tomato__bacterial_spot');
    // Without a county it cannot be placed, and is not counted.
    await label(agronomist, await askWithPhoto(askers[2]!, null), 'tomato__bacterial_spot');

    expect((await reported(null, 'tomato__bacterial_spot')).body).toMatchObject({
      basis: 'reported',
      thresholded: true,
      results: [],
    });
    expect((await reported(agronomist, 'tomato__bacterial_spot')).body.results).toEqual([
      { area_id: COUNTY, condition: 'tomato__bacterial_spot', cases: 3, farms: 2 },
    ]);

    await label(agronomist, await askWithPhoto(askers[2]!), 'tomato__bacterial_spot');
    expect((await reported(null, 'tomato__bacterial_spot')).body.results).toEqual([
      { area_id: COUNTY, condition: 'tomato__bacterial_spot', cases: 4, farms: 3 },
    ]);
    // Confirmed counts stay those of reviewed bookings; a question names no ward.
    expect(
      (
        await call(
          app,
          agronomist,
          'GET',
          `outbreaks/?basis=confirmed&level=county&week=${outbreakWeekOf(new Date())}&condition=tomato__bacterial_spot`,
        )
      ).body.results,
    ).toEqual([]);
    expect(
      (
        await call(
          app,
          agronomist,
          'GET',
          `outbreaks/?basis=reported&level=ward&week=${outbreakWeekOf(new Date())}&condition=tomato__bacterial_spot`,
        )
      ).body.results,
    ).toEqual([]);
  });
});
