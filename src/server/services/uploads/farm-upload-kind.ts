import { farmInputSchema } from '../../../contract/farm.ts';
import { kenyanPhoneSchema } from '../../../contract/phone-number.ts';
import { UPLOAD_COLUMNS } from '../../../contract/upload.ts';
import { writeInSlices } from '../../db/in-slices.ts';
import { isDataManager } from '../farms/farm-access.ts';
import { farmColumns, wardCounties } from '../farms/farm-repository.ts';
import { farmsOfFarmers, insertFarms, updateFarm } from './farm-upload-repository.ts';
import { farmersByPhone } from './farmer-upload-repository.ts';
import { knownWards } from './known-references.ts';
import { nameKey, same, type CellProblem, type Plan, type UploadKindSpec } from './upload-kind.ts';

/** A farm row names its farmer by phone number instead of an id a spreadsheet cannot know. */
const farmRowSchema = farmInputSchema
  .omit({ farmer: true })
  .extend({ farmer_phone_number: kenyanPhoneSchema });
type FarmRowValues = typeof farmRowSchema._zod.output;

/** `upload/farm/`: farms by farmer and name, for farmers the uploader may write to. */
export const farmKind: UploadKindSpec<FarmRowValues> = {
  columns: UPLOAD_COLUMNS.farm,
  numbers: ['latitude', 'longitude', 'altitude', 'area_acres'],
  mayUpload: isDataManager,
  booleans: ['irrigated'],
  schema: farmRowSchema,
  references: [knownWards],
  key: (values) => `${values.farmer_phone_number}\u0000${nameKey(values.name)}`,
  keyField: 'name',
  async plan(db, caller, rows) {
    const wardsFound = await wardCounties(
      db,
      rows.map((row) => row.ward),
    );
    const owners = await farmersByPhone(db, [...new Set(rows.map((row) => row.farmer_phone_number))]);
    // As writableFarmers (farm-access.ts): a data manager's registration until its farmer claims it.
    const mayUse = (owner: (typeof owners)[number]) =>
      owner.userId === caller.id ||
      (isDataManager(caller) && owner.registeredBy === caller.id && owner.userId === null);
    const ownerByPhone = new Map(owners.filter(mayUse).map((owner) => [owner.phoneNumber, owner]));
    const stored = await farmsOfFarmers(
      db,
      [...ownerByPhone.values()].map((owner) => owner.id),
    );
    const byKey = new Map(stored.map((farm) => [`${farm.farmerId}\u0000${nameKey(farm.name)}`, farm]));
    return (values): Plan<FarmRowValues> | CellProblem[] => {
      const problems: CellProblem[] = [];
      const countyId = wardsFound.get(values.ward);
      if (!countyId) problems.push({ field: 'ward', key: 'unknown_place' });
      const owner = ownerByPhone.get(values.farmer_phone_number);
      if (!owner) problems.push({ field: 'farmer_phone_number', key: 'unknown_farmer' });
      if (problems.length > 0 || !owner || !countyId) return problems;
      const existing = byKey.get(`${owner.id}\u0000${nameKey(values.name)}`);
      if (!existing) return { action: 'create', values };
      return same(existing, farmColumns(values, countyId))
        ? { action: 'unchanged' }
        : { action: 'update', id: existing.id, values };
    };
  },
  async write(db, _caller, creates, updates) {
    const all = [...creates, ...updates.map((update) => update.values)];
    const owners = await farmersByPhone(db, [...new Set(all.map((row) => row.farmer_phone_number))]);
    const ownerId = new Map(owners.map((owner) => [owner.phoneNumber, owner.id]));
    const counties = await wardCounties(
      db,
      all.map((row) => row.ward),
    );
    await writeInSlices(creates, (slice) =>
      insertFarms(
        db,
        slice.map((values) => ({
          farmerId: ownerId.get(values.farmer_phone_number)!,
          ...farmColumns(values, counties.get(values.ward)!),
        })),
      ),
    );
    for (const { id, values } of updates) {
      await updateFarm(db, id, { ...farmColumns(values, counties.get(values.ward)!), updatedAt: new Date() });
    }
  },
};
