import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cropVarietyInputSchema, type CropVarietyValues } from '../../../contract/crop-variety.ts';
import { farmInputSchema } from '../../../contract/farm.ts';
import { farmerInputSchema, type FarmerValues } from '../../../contract/farmer.ts';
import { fertilizerInputSchema, type FertilizerValues } from '../../../contract/fertilizer.ts';
import { kenyanPhoneSchema } from '../../../contract/phone-number.ts';
import { UPLOAD_COLUMNS, type UploadKind, type UploadResult } from '../../../contract/upload.ts';
import { fertilizerColumns, varietyColumns } from '../../agronomy/agronomy-columns.ts';
import type { Db } from '../../db/database.ts';
import { pesticideFromRow, toSlug } from '../../../content/library/pesticide-table.ts';
import {
  cropVarieties,
  farmers,
  farms,
  fertilizers,
  libraryCrops,
  libraryPesticides,
  wards,
} from '../../db/schema.ts';
import { recordKeys, shippedVarieties } from '../agronomy/reference-edits.ts';
import { isDataManager, type Caller } from '../farms/farm-access.ts';
import { farmColumns } from '../farms/farm-repository.ts';
import { farmerColumns } from '../farms/farmer-repository.ts';
import { importCsv, type ImportOptions } from './csv-import.ts';
import type { CsvTable } from './csv-table.ts';
import { pestKind } from './pest-upload-kind.ts';
import { sortedJson } from './sorted-json.ts';
import type { CellProblem, Plan, UploadKindSpec } from './upload-kind.ts';

/** Queries take their keys in slices, so no statement carries 50,000 parameters. */
const SLICE = 1_000;
async function inSlices<Key, Row>(keys: Key[], load: (slice: Key[]) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < keys.length; start += SLICE)
    rows.push(...(await load(keys.slice(start, start + SLICE))));
  return rows;
}
async function writeInSlices<Item>(items: Item[], write: (slice: Item[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += SLICE) await write(items.slice(start, start + SLICE));
}

async function knownWards(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = await inSlices(wanted, (slice) =>
    db.select({ id: wards.id, countyId: wards.countyId }).from(wards).where(inArray(wards.id, slice)),
  );
  return new Map(rows.map((row) => [row.id, row.countyId]));
}

/** Same values as stored (the stored row mapped back through `columns`), so nothing needs writing. */
const same = (stored: Record<string, unknown>, wanted: Record<string, unknown>) =>
  Object.entries(wanted).every(
    ([key, value]) => JSON.stringify(stored[key] ?? null) === JSON.stringify(value ?? null),
  );

const farmerKind: UploadKindSpec<FarmerValues> = {
  columns: UPLOAD_COLUMNS.farmer,
  numbers: ['year_of_birth'],
  schema: farmerInputSchema,
  key: (values) => values.phone_number,
  keyField: 'phone_number',
  async plan(db, caller, rows) {
    const wardsFound = await knownWards(
      db,
      rows.map((row) => row.ward),
    );
    const stored = await inSlices(
      rows.map((row) => row.phone_number),
      (slice) => db.select().from(farmers).where(inArray(farmers.phoneNumber, slice)),
    );
    const byPhone = new Map(stored.map((row) => [row.phoneNumber, row]));
    return rows.map((values): Plan<FarmerValues> | CellProblem[] => {
      const problems: CellProblem[] = [];
      if (values.ward && !wardsFound.has(values.ward)) problems.push({ field: 'ward', key: 'unknown_place' });
      const existing = byPhone.get(values.phone_number);
      // Someone else's farmer is not this uploader's to change, nor to know about beyond "taken"; nor is
      // one they registered whose farmer has since claimed it (writableFarmers in farm-access.ts).
      const theirs = existing?.registeredBy === caller.id && existing.userId === null;
      if (existing && !theirs && existing.userId !== caller.id) {
        problems.push({ field: 'phone_number', key: 'farmer_phone_taken' });
      }
      if (problems.length > 0) return problems;
      if (!existing) return { action: 'create', values };
      return same(existing, farmerColumns(values))
        ? { action: 'unchanged' }
        : { action: 'update', id: existing.id, values };
    });
  },
  async write(db, caller, creates, updates) {
    await writeInSlices(creates, (slice) =>
      db
        .insert(farmers)
        .values(slice.map((values) => ({ ...farmerColumns(values), registeredBy: caller.id }))),
    );
    for (const { id, values } of updates) {
      await db
        .update(farmers)
        .set({ ...farmerColumns(values), updatedAt: new Date() })
        .where(eq(farmers.id, id));
    }
  },
};

/** A farm row names its farmer by phone number instead of an id a spreadsheet cannot know. */
const farmRowSchema = farmInputSchema
  .omit({ farmer: true })
  .extend({ farmer_phone_number: kenyanPhoneSchema });
type FarmRowValues = typeof farmRowSchema._zod.output;

const farmKind: UploadKindSpec<FarmRowValues> = {
  columns: UPLOAD_COLUMNS.farm,
  numbers: ['latitude', 'longitude', 'altitude', 'area_acres'],
  booleans: ['irrigated'],
  schema: farmRowSchema,
  key: (values) => `${values.farmer_phone_number}\u0000${values.name}`,
  keyField: 'name',
  async plan(db, caller, rows) {
    const wardsFound = await knownWards(
      db,
      rows.map((row) => row.ward),
    );
    const owners = await inSlices([...new Set(rows.map((row) => row.farmer_phone_number))], (slice) =>
      db.select().from(farmers).where(inArray(farmers.phoneNumber, slice)),
    );
    // As writableFarmers (farm-access.ts): a data manager's registration until its farmer claims it.
    const mayUse = (owner: (typeof owners)[number]) =>
      owner.userId === caller.id ||
      (isDataManager(caller) && owner.registeredBy === caller.id && owner.userId === null);
    const ownerByPhone = new Map(owners.filter(mayUse).map((owner) => [owner.phoneNumber, owner]));
    const stored = await inSlices(
      [...ownerByPhone.values()].map((owner) => owner.id),
      (slice) => db.select().from(farms).where(inArray(farms.farmerId, slice)),
    );
    const byKey = new Map(stored.map((farm) => [`${farm.farmerId}\u0000${farm.name}`, farm]));
    return rows.map((values): Plan<FarmRowValues> | CellProblem[] => {
      const problems: CellProblem[] = [];
      const countyId = wardsFound.get(values.ward);
      if (!countyId) problems.push({ field: 'ward', key: 'unknown_place' });
      const owner = ownerByPhone.get(values.farmer_phone_number);
      if (!owner) problems.push({ field: 'farmer_phone_number', key: 'unknown_farmer' });
      if (problems.length > 0 || !owner || !countyId) return problems;
      const existing = byKey.get(`${owner.id}\u0000${values.name}`);
      if (!existing) return { action: 'create', values };
      return same(existing, farmColumns(values, countyId))
        ? { action: 'unchanged' }
        : { action: 'update', id: existing.id, values };
    });
  },
  async write(db, _caller, creates, updates) {
    const all = [...creates, ...updates.map((update) => update.values)];
    const owners = await inSlices([...new Set(all.map((row) => row.farmer_phone_number))], (slice) =>
      db
        .select({ id: farmers.id, phone: farmers.phoneNumber })
        .from(farmers)
        .where(inArray(farmers.phoneNumber, slice)),
    );
    const ownerId = new Map(owners.map((owner) => [owner.phone, owner.id]));
    const counties = await knownWards(
      db,
      all.map((row) => row.ward),
    );
    await writeInSlices(creates, (slice) =>
      db.insert(farms).values(
        slice.map((values) => ({
          farmerId: ownerId.get(values.farmer_phone_number)!,
          ...farmColumns(values, counties.get(values.ward)!),
        })),
      ),
    );
    for (const { id, values } of updates) {
      await db
        .update(farms)
        .set({ ...farmColumns(values, counties.get(values.ward)!), updatedAt: new Date() })
        .where(eq(farms.id, id));
    }
  },
};

const fertilizerKind: UploadKindSpec<FertilizerValues> = {
  columns: UPLOAD_COLUMNS.fertilizer,
  numbers: ['n', 'p2o5', 'k2o'],
  schema: fertilizerInputSchema,
  key: (values) => values.name,
  keyField: 'name',
  async plan(db, _caller, rows) {
    const stored = await inSlices(
      rows.map((row) => row.name),
      (slice) => db.select().from(fertilizers).where(inArray(fertilizers.name, slice)),
    );
    const byName = new Map(stored.map((row) => [row.name, row]));
    return rows.map((values) => {
      const existing = byName.get(values.name);
      if (!existing) return { action: 'create', values };
      return same(existing, fertilizerColumns(values))
        ? { action: 'unchanged' }
        : { action: 'update', id: existing.id, values };
    });
  },
  async write(db, _caller, creates, updates) {
    // An uploaded row is the data manager's: a start leaves it as uploaded (reference-edits.ts).
    const editedAt = new Date();
    await writeInSlices(creates, async (slice) => {
      await db
        .insert(fertilizers)
        .values(slice.map((values) => ({ ...fertilizerColumns(values), editedAt })));
      await recordKeys(db, 'fertilizer', { taken: slice.map((values) => values.name) });
    });
    for (const { id, values } of updates) {
      await db
        .update(fertilizers)
        .set({ ...fertilizerColumns(values), editedAt })
        .where(eq(fertilizers.id, id));
    }
  },
};

const varietyKind: UploadKindSpec<CropVarietyValues> = {
  columns: UPLOAD_COLUMNS['crop/variety'],
  numbers: ['maturity_days_min', 'maturity_days_max', 'altitude_min_m', 'altitude_max_m'],
  lists: ['zones', 'traits'],
  schema: cropVarietyInputSchema,
  key: (values) => `${values.crop}\u0000${values.name}`,
  keyField: 'name',
  async plan(db, _caller, rows) {
    const crops = [...new Set(rows.map((row) => row.crop))];
    const listed = await inSlices(crops, (slice) =>
      db.select({ id: libraryCrops.id }).from(libraryCrops).where(inArray(libraryCrops.id, slice)),
    );
    const knownCrops = new Set(listed.map((crop) => crop.id));
    const stored = await inSlices(crops, (slice) =>
      db.select().from(cropVarieties).where(inArray(cropVarieties.crop, slice)),
    );
    const byKey = new Map(stored.map((row) => [`${row.crop}\u0000${row.name}`, row]));
    return rows.map((values): Plan<CropVarietyValues> | CellProblem[] => {
      // A variety belongs to a crop of `crop/`, where it is listed.
      if (!knownCrops.has(values.crop)) return [{ field: 'crop', key: 'not_a_crop' }];
      const existing = byKey.get(`${values.crop}\u0000${values.name}`);
      if (!existing) return { action: 'create', values };
      return same(existing, varietyColumns(values))
        ? { action: 'unchanged' }
        : { action: 'update', id: existing.id, values };
    });
  },
  async write(db, _caller, creates, updates) {
    const editedAt = new Date();
    await writeInSlices(creates, async (slice) => {
      await db.insert(cropVarieties).values(slice.map((values) => ({ ...varietyColumns(values), editedAt })));
      await recordKeys(db, 'variety', { taken: slice.map(shippedVarieties.key.of) });
    });
    for (const { id, values } of updates) {
      await db
        .update(cropVarieties)
        .set({ ...varietyColumns(values), editedAt })
        .where(eq(cropVarieties.id, id));
    }
  },
};

const cell = z.string().trim().max(2000).default('');
const required = z.string().trim().min(1).max(2000);
/** A pesticides.csv row: the ingredient, its status note and its sources are what a farmer relies on. */
const pesticideRowSchema = z.object({
  active_ingredient: z.string().trim().min(1).max(120),
  use_type: required,
  moa_code: cell,
  chemical_group: cell,
  example_targets: cell,
  example_crops: cell,
  who_hazard_class: cell,
  who_class_recall_confidence: z.enum(['high', 'medium', 'low']).default('low'),
  typical_phi_days: cell,
  phi_note: cell,
  kenya_status_note: required,
  sources: required,
});
type PesticideRow = z.output<typeof pesticideRowSchema>;

const pesticideContent = (row: PesticideRow) => {
  const { matchName: _match, biological: _biological, ...fact } = pesticideFromRow(row);
  return fact;
};

const pesticideKind: UploadKindSpec<PesticideRow> = {
  columns: UPLOAD_COLUMNS.pesticide,
  schema: pesticideRowSchema,
  key: (values) => toSlug(values.active_ingredient),
  keyField: 'active_ingredient',
  async plan(db, _caller, rows) {
    const stored = await inSlices(
      rows.map((row) => toSlug(row.active_ingredient)),
      (slice) => db.select().from(libraryPesticides).where(inArray(libraryPesticides.slug, slice)),
    );
    const bySlug = new Map(stored.map((row) => [row.slug, row]));
    return rows.map((values) => {
      const existing = bySlug.get(toSlug(values.active_ingredient));
      if (!existing) return { action: 'create', values };
      return sortedJson(existing.content) === sortedJson(pesticideContent(values))
        ? { action: 'unchanged' }
        : { action: 'update', id: existing.slug, values };
    });
  },
  async write(db, _caller, creates, updates) {
    const rows = [...creates, ...updates.map((update) => update.values)].map((values) => {
      const content = pesticideContent(values);
      return {
        slug: content.slug,
        name: content.active_ingredient,
        kenyaStatus: content.kenya_status,
        content,
        uploadedAt: new Date(),
      };
    });
    await writeInSlices(rows, (slice) =>
      db
        .insert(libraryPesticides)
        .values(slice)
        .onConflictDoUpdate({
          target: libraryPesticides.slug,
          set: {
            name: sql`excluded.name`,
            kenyaStatus: sql`excluded.kenya_status`,
            content: sql`excluded.content`,
            uploadedAt: sql`excluded.uploaded_at`,
          },
        }),
    );
  },
};

/** Imports one kind's file; see csv-import.ts. */
export type UploadImport = (
  db: Db,
  caller: Caller,
  table: CsvTable,
  options: ImportOptions,
) => Promise<UploadResult>;
const runner =
  <Values>(spec: UploadKindSpec<Values>): UploadImport =>
  (db, caller, table, options) =>
    importCsv(db, caller, spec, table, options);

/** The kinds this server imports. */
export const uploadImports: Record<UploadKind, UploadImport> = {
  farmer: runner(farmerKind),
  farm: runner(farmKind),
  fertilizer: runner(fertilizerKind),
  'crop/variety': runner(varietyKind),
  pest: runner(pestKind),
  pesticide: runner(pesticideKind),
};
