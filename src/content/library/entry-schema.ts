import { z } from 'zod';
import {
  entryKinds,
  organisms,
  plantParts,
  prevalences,
  pestTextSchema,
  symptomLooks,
  type PestText,
} from '../../contract/library.ts';

/**
 * One authored library entry (src/content/library/entries/<slug>.json): our own words in English and
 * Swahili, plus the hooks that tie it to the data pack. Facts the data already holds (active ingredients,
 * sources, confidence) are not retyped here: build-library.ts pulls them in. The scientific name is
 * authored for every entry, because the data's names carry English notes a farmer must not see.
 */
export type EntryKind = (typeof entryKinds)[number];

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug');

export const authoredEntrySchema = z.strictObject({
  slug: slugSchema,
  /** The problem's id in pests_diseases.json, when the data pack has it. */
  data_id: z.string().nullable(),
  /** Classifier labels (`<crop>__<condition>`) this entry explains. */
  labels: z.array(z.string().regex(/^[a-z]+__[a-z_]+$/)),
  /** Other slugs that open this entry, e.g. the classifier slug of a second crop with the same problem. */
  aliases: z.array(slugSchema),
  kind: z.enum(entryKinds),
  /** Crop ids from crops.json, the crop the entry is mainly about first: symptom questions prefer it. */
  crops: z.array(z.string().regex(/^[a-z_]+$/)),
  parts: z.array(z.enum(plantParts)),
  looks: z.array(z.enum(symptomLooks)),
  /** Set only where the editors know the problem is among the most met in Kenya; breaks ties in symptom questions. */
  prevalence: z.enum(prevalences).optional(),
  /** Latin names only, e.g. "Exserohilum turcicum" or "Aphis fabae, Myzus persicae"; null for a non-plant photo. */
  scientific_name: z
    .string()
    .regex(/^[A-Z][a-z]+( [a-z.-]+)*(, [A-Z][a-z.]+( [a-z.-]+)*)*$/, 'Latin names only')
    .nullable(),
  organism: z.enum(organisms).nullable(),
  /** Active ingredients (as named in pesticides.csv) for entries the data pack lacks. */
  actives: z.array(z.string()),
  related: z.array(slugSchema),
  en: pestTextSchema,
  sw: pestTextSchema,
});
export type AuthoredEntry = z.infer<typeof authoredEntrySchema>;

/** Texts every entry of a kind must fill in both languages (the content test enforces it). */
export const requiredTexts: Record<EntryKind, (keyof PestText)[]> = {
  disease: ['symptoms', 'spread', 'act_now', 'prevention', 'cultural'],
  pest: ['symptoms', 'spread', 'act_now', 'prevention', 'cultural'],
  deficiency: ['symptoms', 'act_now', 'prevention', 'cultural'],
  weed: ['symptoms', 'spread', 'act_now', 'prevention', 'cultural'],
  healthy: ['symptoms', 'act_now', 'prevention'],
  not_a_plant: ['symptoms', 'act_now'],
};
