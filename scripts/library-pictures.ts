import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { labelSlug } from '../src/content/library/classifier-labels.ts';

/**
 * Makes the library's small reference pictures: one training photo per classifier label, 192 px wide,
 * written to public/library/<slug>.jpg with its credit in src/content/library/pictures.json.
 * Run again only when the photo set changes: `node --import tsx scripts/library-pictures.ts [images dir]`.
 */
const imagesDir = path.resolve(process.argv[2] ?? '../shared/data/images');
const outDir = path.resolve('public/library');
/** Credit and licence per source repository, as shared/data/images/README.md lists them. */
const SOURCES: Record<string, [credit: string, licence: string]> = {
  'Keaane/makerere-bean-disease-classifier': ['iBean, Makerere AI Lab', 'MIT'],
  'esgario/lara2018': ['Coffee leaf biotic stress, Esgario et al. 2020', 'MIT'],
  'smaranjitghose/corn_pathology_ai': ['PlantVillage, Hughes & Salathé', 'CC0 1.0'],
  'ShaoniMukherjee/Plant_Village_Diesease_Classifications_1': [
    'PlantVillage, Hughes & Salathé',
    'CC BY-SA 3.0',
  ],
  'AK-Jeevan/Tomato-leaf-disease-detection-using-CNN': ['PlantVillage, Hughes & Salathé', 'CC BY-SA 3.0'],
  'nsl-saranga/plant-leaf-detection-app': ['CCMT dataset, Mensah et al. 2023', 'CC BY 4.0'],
};

const rows: Record<string, string>[] = parse(readFileSync(path.join(imagesDir, 'manifest.csv')), {
  columns: true,
});
const first = new Map<string, Record<string, string>>();
for (const row of rows
  .filter((r) => r.split === 'train' && r.label !== 'any__not_a_plant')
  .sort((a, b) => a.file!.localeCompare(b.file!))) {
  if (!first.has(row.label!)) first.set(row.label!, row);
}

mkdirSync(outDir, { recursive: true });
const pictures: Record<string, { src: string; credit: string; licence: string }> = {};
for (const [label, row] of [...first].sort()) {
  const slug = labelSlug(label);
  await sharp(path.join(imagesDir, row.file!))
    .resize({ width: 192 })
    .jpeg({ quality: 70 })
    .toFile(path.join(outDir, `${slug}.jpg`));
  const [credit, licence] = SOURCES[row.source_repo!.split('@')[0]!]!;
  pictures[slug] = { src: `/library/${slug}.jpg`, credit, licence };
}
writeFileSync(path.resolve('src/content/library/pictures.json'), `${JSON.stringify(pictures, null, 2)}\n`);
console.log(`${Object.keys(pictures).length} pictures in ${outDir}`);
