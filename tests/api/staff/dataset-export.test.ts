import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DifferentialRecord } from '../../../src/contract/differential.ts';
import { uploadedImages } from '../../../src/server/db/schema.ts';
import { imageKey } from '../../../src/server/providers/storage/image-store.ts';
import { exportDataset } from '../../../src/server/services/dataset/export-dataset.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildClassifyApp, leaf } from '../diagnosis/support/classify-app.ts';
import { book, staffMember, uploadedPhoto } from './support/case-photos.ts';

/** The shared training manifest's header (../shared/data/images/manifest.csv), then the farmer's answers. */
const SHARED_HEADER =
  'file,label,crop,condition,split,domain,source_repo,source_path,licence,farmer_pick,farmer_answers,chat_outcome';

describe('npm run dataset -- export: agronomist-labelled photos of farmers who allowed it', () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  let allowing: Record<string, string>;
  let allowingId: string;
  let refusing: Record<string, string>;
  let neverAsked: Record<string, string>;
  const consent = (headers: Record<string, string>, allowed?: boolean) =>
    app.inject({
      method: allowed === undefined ? 'GET' : 'PUT',
      url: '/api/v1/accounts/me/photo-consent/',
      headers,
      ...(allowed === undefined ? {} : { payload: { allowed } }),
    });
  /** A photo of the farmer's, booked with its case and labelled by the agronomist. */
  const reviewedPhoto = async (
    headers: Record<string, string>,
    label: string,
    differential?: DifferentialRecord,
  ) => {
    const photo = await uploadedPhoto(app, headers);
    const booked = (
      await book(app, headers, {
        photo_ids: [photo.photoId],
        finding: { label: 'tomato__late_blight', confidence: 0.5, unsure: true },
        differential,
      })
    ).json();
    const reviewed = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/callbacks/${booked.id}/review/`,
      headers: staff,
      payload: { label },
    });
    expect(reviewed.statusCode).toBe(201);
    return photo.photoId;
  };

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    staff = await staffMember(app);
    const account = await registeredAndSignedIn(app);
    allowing = bearer(account.access);
    allowingId = (await app.inject({ url: '/api/v1/accounts/me/', headers: allowing })).json().id;
    refusing = bearer((await registeredAndSignedIn(app)).access);
    neverAsked = bearer((await registeredAndSignedIn(app)).access);
  });
  afterAll(() => app.close());

  it('asks nothing by default, and keeps the farmer’s yes or no', async () => {
    expect((await consent(neverAsked)).json()).toEqual({ allowed: null });
    expect((await consent(allowing, true)).json()).toEqual({ allowed: true });
    expect((await consent(refusing, false)).json()).toEqual({ allowed: false });
    expect((await consent(allowing)).json()).toEqual({ allowed: true });
    expect((await consent({})).statusCode).toBe(401);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/me/photo-consent/',
      headers: allowing,
      payload: { allowed: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('writes only consented, labelled photos, in the shared manifest’s columns, without EXIF or people', async () => {
    const corrected = await reviewedPhoto(allowing, 'tomato__early_blight', {
      picked: 'cant_tell',
      answers: [
        { sign: 'rings', answer: 'yes' },
        { sign: 'wet_patches', answer: 'unsure' },
      ],
      outcome: ['tomato__early_blight', 'tomato__late_blight'],
    });
    await reviewedPhoto(allowing, 'unknown');
    await reviewedPhoto(refusing, 'tomato__late_blight');
    await reviewedPhoto(neverAsked, 'tomato__late_blight');
    // The stored copy carries EXIF here (the upload path strips it; the export must not rely on that).
    const withExif = await sharp(leaf())
      .withExif({ IFD0: { Artist: 'Wanjiku Kamau', Copyright: '+254712345678' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const sha = createHash('sha256').update(withExif).digest('hex');
    await app.jobs.images.put(sha, withExif);
    await app.database.db
      .update(uploadedImages)
      .set({ storageKey: imageKey(sha) })
      .where(eq(uploadedImages.id, corrected));

    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'mimea-dataset-')), 'export');
    expect(await exportDataset(app.database.db, app.jobs.images, folder)).toBe(1);
    const manifest = readFileSync(path.join(folder, 'manifest.csv'), 'utf8').trim().split('\n');
    expect(manifest[0]).toBe(SHARED_HEADER);
    expect(manifest).toHaveLength(2);
    const [file, ...fields] = manifest[1]!.split(',');
    expect(file).toMatch(/^tomato__early_blight\/[0-9a-f]{40}\.jpg$/);
    expect(fields.slice(0, 6)).toEqual([
      'tomato__early_blight',
      'tomato',
      'early_blight',
      'train',
      'field',
      'mimea-agronomist',
    ]);
    // What the farmer told the chat comes last, for analysis.
    expect(manifest[1]).toMatch(
      /,cant_tell,rings=yes;wet_patches=unsure,tomato__early_blight;tomato__late_blight$/,
    );
    // Nothing points back to the farmer or the upload.
    for (const trace of [allowingId, corrected, sha, 'Wanjiku', '712345678'])
      expect(manifest.join('\n')).not.toContain(trace);
    const written = readFileSync(path.join(folder, file!));
    const meta = await sharp(written).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(written.includes('Wanjiku')).toBe(false);
    expect(readdirSync(folder).sort()).toEqual(['manifest.csv', 'tomato__early_blight']);

    // Withdrawn consent is honoured by the next export, which replaces the earlier one whole.
    await consent(allowing, false);
    expect(await exportDataset(app.database.db, app.jobs.images, folder)).toBe(0);
    expect(readFileSync(path.join(folder, 'manifest.csv'), 'utf8')).toBe(`${SHARED_HEADER}\n`);
    expect(existsSync(path.join(folder, file!))).toBe(false);
  });

  it('refuses to empty a folder that is not an earlier export', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'mimea-dataset-'));
    await sharp(leaf()).toFile(path.join(folder, 'holiday.jpg'));
    await expect(exportDataset(app.database.db, app.jobs.images, folder)).rejects.toThrow('not empty');
    expect(existsSync(path.join(folder, 'holiday.jpg'))).toBe(true);
  });
});
