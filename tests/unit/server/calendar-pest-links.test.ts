import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cropProfiles, pestSlug } from '../../../src/server/calendar/crop-profiles.ts';

const entriesDir = path.resolve(import.meta.dirname, '../../../src/content/library/entries');

/** Every slug and alias the library answers to (`pest/{slug}/`). */
function librarySlugs(): Set<string> {
  const slugs = new Set<string>();
  for (const file of readdirSync(entriesDir).filter((name) => name.endsWith('.json'))) {
    const entry = JSON.parse(readFileSync(path.join(entriesDir, file), 'utf8')) as {
      slug: string;
      aliases: string[];
    };
    slugs.add(entry.slug);
    for (const alias of entry.aliases) slugs.add(alias);
  }
  return slugs;
}

describe("the calendar's scouting links", () => {
  it('open a library entry for every pest and disease the calendar names', () => {
    const known = librarySlugs();
    const pests = [...new Set(Object.values(cropProfiles).flatMap((profile) => profile.pests))];
    expect(pests.map(pestSlug).filter((slug) => !known.has(slug))).toEqual([]);
  });
});
