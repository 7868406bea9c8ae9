import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/** One photo to evaluate: where it is, its true (dataset) label and, if known, its domain. */
export interface EvalItem {
  file: string;
  label: string;
  domain?: string;
}

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);

/**
 * `<folder>` laid out as `<label>/*.jpg`, or a manifest CSV (file,label,domain,split…, paths
 * relative to the CSV). A folder next to or inside a dataset with manifest.csv borrows the
 * manifest's domains, so `evaluate …/images/test` still reports lab and field separately.
 */
export function loadEvalSet(target: string, split?: string): EvalItem[] {
  if (statSync(target).isFile()) return readManifest(target, split);
  const folder = path.resolve(target);
  const domains = new Map<string, string>();
  for (const candidate of [path.join(folder, 'manifest.csv'), path.join(folder, '..', 'manifest.csv')]) {
    if (!existsSync(candidate)) continue;
    for (const item of readManifest(candidate)) if (item.domain) domains.set(item.file, item.domain);
    break;
  }
  const items: EvalItem[] = [];
  for (const label of readdirSync(folder).sort()) {
    const labelDir = path.join(folder, label);
    if (!statSync(labelDir).isDirectory()) continue;
    for (const name of readdirSync(labelDir).sort()) {
      if (!IMAGE_EXTENSIONS.has(path.extname(name).toLowerCase())) continue;
      const file = path.join(labelDir, name);
      const domain = domains.get(file);
      items.push(domain ? { file, label, domain } : { file, label });
    }
  }
  return items;
}

interface ManifestRow {
  file: string;
  label: string;
  domain?: string;
  split?: string;
}

function readManifest(csvPath: string, split?: string): EvalItem[] {
  const rows = parse(readFileSync(csvPath), { columns: true, skip_empty_lines: true }) as ManifestRow[];
  const root = path.dirname(path.resolve(csvPath));
  return rows
    .filter((row) => split === undefined || row.split === split)
    .map((row) => ({
      file: path.join(root, row.file),
      label: row.label,
      ...(row.domain ? { domain: row.domain } : {}),
    }));
}
