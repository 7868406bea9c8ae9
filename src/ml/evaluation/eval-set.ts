import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { AGRONOMIST_SOURCE } from '../agronomist-source.ts';

/** One photo to evaluate: where it is, its true (dataset) label and, if known, its domain, crop and source. */
export interface EvalItem {
  file: string;
  label: string;
  domain?: string;
  /** The manifest's crop column: what the farmer would have named (`any` for non-plants). */
  crop?: string;
  /** The manifest's source_repo: photos of one source share a camera, a place and a style. */
  source?: string;
}

export interface EvalFilter {
  split?: string;
  source?: string;
}

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);

/**
 * `<folder>` laid out as `<label>/*.jpg`, or a manifest CSV (file,label,domain,split…, paths
 * relative to the CSV). A folder next to or inside a dataset with manifest.csv borrows the
 * manifest's domains, so `evaluate …/images/test` still reports lab and field separately.
 */
export function loadEvalSet(target: string, filter: EvalFilter = {}): EvalItem[] {
  if (statSync(target).isFile()) return readManifest(target, filter);
  const folder = path.resolve(target);
  const known = new Map<string, EvalItem>();
  for (const candidate of [path.join(folder, 'manifest.csv'), path.join(folder, '..', 'manifest.csv')]) {
    if (!existsSync(candidate)) continue;
    for (const item of readManifest(candidate)) known.set(item.file, item);
    break;
  }
  const items: EvalItem[] = [];
  for (const label of readdirSync(folder).sort()) {
    const labelDir = path.join(folder, label);
    if (!statSync(labelDir).isDirectory()) continue;
    for (const name of readdirSync(labelDir).sort()) {
      if (!IMAGE_EXTENSIONS.has(path.extname(name).toLowerCase())) continue;
      const file = path.join(labelDir, name);
      items.push({ ...known.get(file), file, label });
    }
  }
  return items.filter((item) => filter.source === undefined || item.source === filter.source);
}

interface ManifestRow {
  file: string;
  label: string;
  domain?: string;
  split?: string;
  crop?: string;
  source_repo?: string;
}

function readManifest(csvPath: string, { split, source }: EvalFilter = {}): EvalItem[] {
  const rows = parse(readFileSync(csvPath), { columns: true, skip_empty_lines: true }) as ManifestRow[];
  const root = path.dirname(path.resolve(csvPath));
  return rows
    .filter((row) => split === undefined || row.split === split)
    .filter((row) => source === undefined || row.source_repo === source)
    .map((row) => ({
      file: path.join(root, row.file),
      label: row.label,
      ...(row.source_repo === AGRONOMIST_SOURCE
        ? { domain: AGRONOMIST_SOURCE }
        : row.domain
          ? { domain: row.domain }
          : {}),
      ...(row.crop ? { crop: row.crop } : {}),
      ...(row.source_repo ? { source: row.source_repo } : {}),
    }));
}
