import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';

/**
 * Picks one small reference photo per label from the training split for the diagnosis card's "Does
 * yours look like this?", with its source and licence for the credits. Run once after the data changes:
 *   node --import tsx scripts/pick-reference-photos.ts [../shared/data/images]
 */
const dataDir = path.resolve(process.argv[2] ?? '../shared/data/images');
const outDir = path.resolve(import.meta.dirname, '../public/reference-photos');
type Row = {
  file: string;
  label: string;
  split: string;
  domain: string;
  source_repo: string;
  source_path: string;
  licence: string;
};

const rows = parse(readFileSync(path.join(dataDir, 'manifest.csv')), { columns: true }) as Row[];
const byLabel = new Map<string, Row>();
for (const row of rows) {
  // Out-of-scope photos are never offered for comparison (and ImageNet's terms rule out shipping them).
  if (row.split !== 'train' || row.label === 'any__not_a_plant') continue;
  const seen = byLabel.get(row.label);
  // A field photo looks more like what a farmer sees than a leaf on a lab table.
  if (!seen || (seen.domain !== 'field' && row.domain === 'field')) byLabel.set(row.label, row);
}

// The one-line credit under a photo on the card ("Photo: CCMT, CC BY 4.0"); /credits lists the rest.
const SHORT_CREDITS: [RegExp, string][] = [
  [/^CCMT dataset/, 'CCMT, CC BY 4.0'],
  [/^PlantVillage images/, 'PlantVillage, CC BY-SA 3.0'],
  [/PlantDoc/, 'PlantVillage + PlantDoc, CC BY 4.0'],
  [/Esgario/, 'Esgario et al., MIT'],
  [/iBean/, 'iBean (Makerere), MIT'],
];
function shortCredit(licence: string): string {
  const short = SHORT_CREDITS.find(([pattern]) => pattern.test(licence))?.[1];
  if (!short) throw new Error(`no short credit for the licence "${licence}": add one to SHORT_CREDITS`);
  return short;
}

mkdirSync(outDir, { recursive: true });
const credits: Record<string, { file: string; source: string; licence: string; credit: string }> = {};
let total = 0;
for (const [label, row] of [...byLabel].sort(([a], [b]) => a.localeCompare(b))) {
  const file = `${label}.webp`;
  const data = await sharp(path.join(dataDir, row.file))
    .resize(160, 160, { fit: 'cover' })
    .webp({ quality: 70 })
    .toBuffer();
  writeFileSync(path.join(outDir, file), data);
  total += data.length;
  credits[label] = {
    file,
    source: `${row.source_repo}: ${row.source_path}`,
    licence: row.licence,
    credit: shortCredit(row.licence),
  };
}
writeFileSync(path.join(outDir, 'credits.json'), `${JSON.stringify(credits, null, 2)}\n`);
console.log(`${byLabel.size} reference photos, ${Math.round(total / 1024)} KB in ${outDir}`);
