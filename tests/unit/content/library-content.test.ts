import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import cropData from '../../../src/content/library/crops.json' with { type: 'json' };
import { buildLibrary, loadAuthoredEntries } from '../../../src/content/library/build-library.ts';
import { classifierLabels, labelSlug } from '../../../src/content/library/classifier-labels.ts';
import { loadDataPack } from '../../../src/content/library/data-pack.ts';
import { requiredTexts } from '../../../src/content/library/entry-schema.ts';

const library = buildLibrary();
const authored = loadAuthoredEntries();
const bySlug = new Map(
  library.en.flatMap((entry) => [entry.slug, ...entry.aliases].map((slug) => [slug, entry])),
);
const LABELS_JSON = path.resolve(import.meta.dirname, '../../../public/models/labels.json');
/** Withdrawn in Kenya (PCPB 2024–25), whether or not the pesticide table lists them. */
const WITHDRAWN = [
  'acephate',
  'chlorothalonil',
  'pymetrozine',
  'thiacloprid',
  'diuron',
  'propineb',
  'chlorpyrifos',
  'kasugamycin',
  'pyridalyl',
  'tallow amine',
];

describe('the plant health library content', () => {
  it('has an entry for every classifier label, under the slug the classifier writes', () => {
    for (const label of classifierLabels) {
      const entry = bySlug.get(labelSlug(label));
      expect(entry, label).toBeDefined();
      expect(entry!.labels, label).toContain(label);
    }
  });

  it.runIf(existsSync(LABELS_JSON))(
    'resolves every slug and label of the shipped model’s labels.json',
    () => {
      const model = JSON.parse(readFileSync(LABELS_JSON, 'utf8')) as {
        labels: { label: string; slug: string }[];
        aliases?: Record<string, string>;
      };
      for (const { label, slug } of model.labels) {
        expect(classifierLabels as readonly string[], label).toContain(label);
        expect(bySlug.get(slug), slug).toBeDefined();
      }
      for (const label of Object.keys(model.aliases ?? {}))
        expect(bySlug.get(labelSlug(label)), label).toBeDefined();
    },
  );

  it('has an entry for each of the data pack’s problems', () => {
    const used = new Set(authored.map((entry) => entry.data_id));
    expect(
      loadDataPack()
        .entries.filter((problem) => !used.has(problem.id))
        .map((problem) => problem.id),
    ).toEqual([]);
  });

  it.each(authored.map((entry) => [entry.slug, entry] as const))(
    '%s is complete in English and Swahili',
    (_, entry) => {
      for (const key of ['name', 'summary', ...requiredTexts[entry.kind]] as const) {
        expect(entry.en[key], `en ${key}`).not.toHaveLength(0);
        expect(entry.sw[key], `sw ${key}`).not.toHaveLength(0);
      }
      // The Swahili is written, not copied: every list has as many lines and no sentence equals the English.
      for (const key of [
        'symptoms',
        'act_now',
        'prevention',
        'cultural',
        'resistant',
        'biological',
      ] as const) {
        expect(entry.sw[key], `sw ${key}`).toHaveLength(entry.en[key].length);
        entry.sw[key].forEach((line, index) => expect(line).not.toBe(entry.en[key][index]));
      }
      expect(entry.sw.summary).not.toBe(entry.en.summary);
      if (entry.kind !== 'not_a_plant') expect(entry.crops.length).toBeGreaterThan(0);
      if (['disease', 'pest'].includes(entry.kind))
        expect([...entry.parts, ...entry.looks].length).toBeGreaterThan(1);
    },
  );

  it('never recommends a withdrawn ingredient, and marks every restricted one', () => {
    for (const entry of [...library.en, ...library.sw]) {
      for (const option of [...entry.chemical_options, ...entry.biological_products]) {
        expect(option.kenya_status, `${entry.slug}: ${option.slug}`).not.toBe('withdrawn');
        expect(WITHDRAWN.some((name) => option.active_ingredient.toLowerCase().includes(name))).toBe(false);
      }
      const advice = [...entry.act_now, ...entry.prevention, ...entry.cultural, ...entry.biological].join(
        ' ',
      );
      for (const name of WITHDRAWN) expect(advice.toLowerCase(), entry.slug).not.toContain(name);
    }
    const mancozeb = bySlug
      .get('potato-late-blight')!
      .chemical_options.find((option) => option.slug === 'mancozeb');
    expect(mancozeb?.kenya_status).toBe('restricted');
    expect(bySlug.get('coffee-berry-disease')!.not_allowed).toEqual(['chlorothalonil']);
  });

  it('serves only checked sources, and flags entries resting on unchecked knowledge as general advice', () => {
    const problems = new Map(loadDataPack().entries.map((problem) => [problem.id, problem]));
    for (const [position, entry] of library.en.entries()) {
      const problem = problems.get(authored[position]!.data_id ?? '');
      const checked = problem?.sources.filter((source) => source.retrieved) ?? [];
      expect(
        entry.sources.map((source) => source.title),
        entry.slug,
      ).toEqual(checked.map((s) => s.title));
      expect(entry.general_guidance, entry.slug).toBe(!problem || checked.length < problem.sources.length);
    }
    expect(bySlug.get('maize-fall-armyworm')!.general_guidance).toBe(false);
    expect(bySlug.get('maize-fall-armyworm')!.sources[0]!.organisation).toBe('KALRO, CABI, icipe, CIMMYT');
    expect(bySlug.get('tomato-leaf-mold')!.general_guidance).toBe(true);
  });

  it('shows a small reference photo, with its credit, for every condition the classifier knows', () => {
    for (const entry of library.en.filter((item) => item.labels.length > 0 && item.kind !== 'not_a_plant')) {
      expect(entry.picture, entry.slug).not.toBeNull();
      expect(existsSync(path.resolve(import.meta.dirname, '../../../public', `.${entry.picture!.src}`))).toBe(
        true,
      );
      expect(entry.picture!.licence).toMatch(/MIT|CC/);
    }
  });

  it('keeps slugs unique and links only to entries and crops that exist', () => {
    const all = library.en.flatMap((entry) => [entry.slug, ...entry.aliases]);
    expect(new Set(all).size).toBe(all.length);
    const crops = new Set(cropData.map((crop) => crop.id));
    for (const entry of library.en) {
      for (const crop of entry.crops) expect(crops.has(crop), `${entry.slug}: ${crop}`).toBe(true);
      for (const related of entry.related) expect(bySlug.has(related.slug), related.slug).toBe(true);
    }
  });
});
