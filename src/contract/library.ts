import { z } from 'zod';
import { pageQuerySchema, paginated } from './pagination.ts';
import { chemicalOptionSchema, slugSchema, sourceSchema } from './library-facts.ts';
import './validation-messages.ts';

/**
 * The plant health library (SPEC §7 `pest/`, `pesticide/`, `crop/`): every condition the classifier
 * knows and every major Kenyan crop problem, in English and Swahili. Chemical options name active
 * ingredients only, with the facts from the data pack's pesticide table.
 */
export const libraryLanguages = ['en', 'sw'] as const;
export const entryKinds = ['disease', 'pest', 'deficiency', 'weed', 'healthy', 'not_a_plant'] as const;
/** How often Kenyan farmers meet a problem on its main crop, in the editors' judgement; most entries have none. */
export const prevalences = ['most_common', 'common'] as const;
export const plantParts = ['leaf', 'stem', 'fruit', 'root', 'whole', 'store'] as const;
export const symptomLooks = [
  'spots',
  'powder',
  'holes',
  'yellow',
  'wilt',
  'rot',
  'insects',
  'deformed',
  'healthy',
] as const;
/** What causes a problem, explained in the reader's language beside the Latin name. */
export const organisms = [
  'fungus',
  'water_mould',
  'bacterium',
  'virus',
  'insect',
  'mite',
  'nematode',
  'snail',
  'bird',
  'weed',
] as const;

/** One language's words for an entry: short chat lines, never one wall of text. */
export const pestTextSchema = z.strictObject({
  name: z.string().trim().min(2).max(80),
  /** Established common names only (e.g. "viwavi jeshi"); never invented ones. */
  common_names: z.array(z.string().trim().min(2)),
  summary: z.string().trim().min(10).max(300),
  symptoms: z.array(z.string().trim().min(3).max(240)),
  spread: z.string().trim().max(300),
  /** "Do today": the steps a first-time farmer can take today, in plain words; the advice opens with them. */
  act_now: z.array(z.string().trim().min(3).max(240)).min(2).max(4),
  /** "Next season": what to change so it does not come back. */
  prevention: z.array(z.string().trim().min(3).max(240)),
  cultural: z.array(z.string().trim().min(3).max(240)),
  resistant: z.array(z.string().trim().min(3).max(240)),
  biological: z.array(z.string().trim().min(3).max(240)),
  /** Extra words for search and symptom narrowing. */
  words: z.array(z.string().trim().min(2)),
});
export type PestText = z.infer<typeof pestTextSchema>;

/** An entry as `pest/{slug}/` and the bundle serve it, in one language. */
export const pestSchema = pestTextSchema.extend({
  slug: slugSchema,
  lang: z.enum(libraryLanguages),
  aliases: z.array(slugSchema),
  labels: z.array(z.string()),
  kind: z.enum(entryKinds),
  crops: z.array(z.string()),
  parts: z.array(z.enum(plantParts)),
  looks: z.array(z.enum(symptomLooks)),
  /** Defaults to none, so an entry cached before the field existed still reads. */
  prevalence: z.enum(prevalences).nullable().default(null),
  /** Latin only; shown under "more details" with `organism` explained in the reader's language. */
  scientific_name: z.string().nullable(),
  organism: z.enum(organisms).nullable(),
  /** Integrated pest management, step 3 products (microbial and botanical) and step 4 (chemical). */
  biological_products: z.array(chemicalOptionSchema),
  chemical_options: z.array(chemicalOptionSchema),
  /** Ingredients the data names for this problem that Kenya has withdrawn: "do not use". */
  not_allowed: z.array(z.string()),
  related: z.array(z.object({ slug: slugSchema, name: z.string() })),
  /** A small example photo from the classifier's photo set, with its credit; null where there is none. */
  picture: z.object({ src: z.string(), credit: z.string(), licence: z.string() }).nullable(),
  /** Checked sources only; unchecked ones are editors' notes and stay out of what clients get. */
  sources: z.array(sourceSchema),
  /** True when any of the advice rests on unchecked knowledge: "general advice — confirm with an extension officer". */
  general_guidance: z.boolean(),
});
export type Pest = z.infer<typeof pestSchema>;

export const pestListItemSchema = pestSchema
  .pick({
    slug: true,
    lang: true,
    kind: true,
    name: true,
    common_names: true,
    scientific_name: true,
    summary: true,
    crops: true,
    parts: true,
    looks: true,
    prevalence: true,
    general_guidance: true,
  })
  .extend({
    /** Names, other names and symptom words in both languages: farmers type in either. */
    keywords: z.array(z.string()),
  });
export type PestListItem = z.infer<typeof pestListItemSchema>;

export const langQuery = { lang: z.enum(libraryLanguages).optional() };

export const pestQuerySchema = pageQuerySchema.extend({
  ...langQuery,
  /** Forgiving: any case, accents, small typos; English and Swahili names, other names and symptoms. */
  search: z.string().trim().max(80).optional(),
  crop: z
    .string()
    .regex(/^[a-z_]+$/)
    .optional(),
  kind: z.enum(entryKinds).optional(),
});
export type PestQuery = z.infer<typeof pestQuerySchema>;
export const pestListSchema = paginated(pestListItemSchema);
export const pestParamsSchema = z.object({ slug: z.string().max(80) });
export const langQuerySchema = z.object(langQuery);

/** The whole library in one language, for offline use; `version` changes whenever the content does. */
export const pestBundleSchema = z.object({
  version: z.string().regex(/^[0-9a-f]{16}$/),
  lang: z.enum(libraryLanguages),
  count: z.number().int(),
  entries: z.array(pestSchema),
});
export type PestBundle = z.infer<typeof pestBundleSchema>;
