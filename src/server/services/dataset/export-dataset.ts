import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { DifferentialRecord } from '../../../contract/differential.ts';
import { AGRONOMIST_SOURCE } from '../../../ml/agronomist-source.ts';
import type { Db } from '../../db/database.ts';
import type { ImageStore } from '../../providers/storage/image-store.ts';
import { consentedLabelledPhotos } from './labelled-photo-repository.ts';

/** The shared training manifest's columns (../shared/data/images/manifest.csv), in its order. */
export const MANIFEST_COLUMNS = [
  'file',
  'label',
  'crop',
  'condition',
  'split',
  'domain',
  'source_repo',
  'source_path',
  'licence',
] as const;

/** After them, what the farmer told the chat when the photo alone could not tell (issue 30). */
export const FARMER_COLUMNS = ['farmer_pick', 'farmer_answers', 'chat_outcome'] as const;

/** `powder=yes;rings=unsure`, the picture picked, and the one or two conditions the chat ended on. */
function farmerColumns(differential: DifferentialRecord | null): string[] {
  if (!differential) return ['', '', ''];
  return [
    differential.picked,
    differential.answers.map(({ sign, answer }) => `${sign}=${answer}`).join(';'),
    differential.outcome.join(';'),
  ];
}

const LICENCE = 'Mimea farmer photo, labelled by a Mimea agronomist; used with the owner’s consent';

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * Writes the agronomist-labelled photos their owners allowed as `<label>/<name>.jpg` plus
 * `manifest.csv` in the shared manifest's columns (then the farmer's answers), ready for `npm run train -- --extra <folder>`.
 * Each photo is decoded and encoded again, which drops EXIF and every other metadata block; its
 * name is the hash of those new bytes, so nothing in the folder points back to a person or an upload.
 */
export async function exportDataset(db: Db, images: ImageStore, folder: string): Promise<number> {
  // An earlier export is replaced whole, so a photo whose owner withdrew consent (or left) goes too;
  // any other non-empty folder is refused rather than emptied.
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    if (!existsSync(path.join(folder, 'manifest.csv'))) throw new Error(`${folder} is not empty`);
    rmSync(folder, { recursive: true });
  }
  const photos = await consentedLabelledPhotos(db);
  const rows: string[] = [[...MANIFEST_COLUMNS, ...FARMER_COLUMNS].join(',')];
  for (const photo of photos) {
    const jpeg = await sharp(await images.get(photo.storageKey))
      .rotate()
      .jpeg({ quality: 92 })
      .toBuffer();
    const name = `${createHash('sha256').update(jpeg).digest('hex').slice(0, 40)}.jpg`;
    const file = `${photo.label}/${name}`;
    mkdirSync(path.join(folder, photo.label), { recursive: true });
    writeFileSync(path.join(folder, file), jpeg);
    const [crop = '', condition = ''] = photo.label.split('__');
    rows.push(
      [
        file,
        photo.label,
        crop,
        condition,
        'train',
        'field',
        AGRONOMIST_SOURCE,
        name,
        LICENCE,
        ...farmerColumns(photo.differential),
      ]
        .map(csvField)
        .join(','),
    );
  }
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'manifest.csv'), `${rows.join('\n')}\n`);
  return photos.length;
}
