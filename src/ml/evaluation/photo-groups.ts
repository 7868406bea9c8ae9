import type { EvalItem } from './eval-set.ts';

/**
 * `--group-size N`: the flow lets a farmer send 1–3 photos of one plant. To measure what the extra
 * photos buy, photos of the same class from the same source are taken N at a time, in file order
 * (so the same groups every run), as if one farmer had sent them together; a last group short of N
 * photos is left out.
 */
export function groupPhotos<T extends EvalItem>(items: T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`group size must be a positive integer, not ${size}`);
  const buckets = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.file.localeCompare(b.file))) {
    const key = `${item.label}\u0000${item.source ?? ''}`;
    buckets.set(key, [...(buckets.get(key) ?? []), item]);
  }
  const groups: T[][] = [];
  for (const key of [...buckets.keys()].sort()) {
    const members = buckets.get(key)!;
    for (let start = 0; start + size <= members.length; start += size)
      groups.push(members.slice(start, start + size));
  }
  return groups;
}
