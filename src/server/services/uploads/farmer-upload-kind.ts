import { farmerInputSchema, type FarmerValues } from '../../../contract/farmer.ts';
import { UPLOAD_COLUMNS } from '../../../contract/upload.ts';
import { writeInSlices } from '../../db/in-slices.ts';
import { isDataManager } from '../farms/farm-access.ts';
import { wardCounties } from '../farms/farm-repository.ts';
import { farmerColumns } from '../farms/farmer-repository.ts';
import { farmersByPhone, insertFarmers, updateFarmer } from './farmer-upload-repository.ts';
import { knownWards } from './known-references.ts';
import { same, type CellProblem, type Plan, type UploadKindSpec } from './upload-kind.ts';

/** `upload/farmer/`: farmers by phone number, registered by the uploading data manager. */
export const farmerKind: UploadKindSpec<FarmerValues> = {
  columns: UPLOAD_COLUMNS.farmer,
  mayUpload: isDataManager,
  years: ['year_of_birth'],
  schema: farmerInputSchema,
  references: [knownWards],
  key: (values) => values.phone_number,
  keyField: 'phone_number',
  async plan(db, caller, rows) {
    const wardsFound = await wardCounties(
      db,
      rows.map((row) => row.ward),
    );
    const stored = await farmersByPhone(
      db,
      rows.map((row) => row.phone_number),
    );
    const byPhone = new Map(stored.map((row) => [row.phoneNumber, row]));
    return (values): Plan<FarmerValues> | CellProblem[] => {
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
    };
  },
  async write(db, caller, creates, updates) {
    await writeInSlices(creates, (slice) =>
      insertFarmers(
        db,
        slice.map((values) => ({ ...farmerColumns(values), registeredBy: caller.id })),
      ),
    );
    for (const { id, values } of updates) {
      await updateFarmer(db, id, { ...farmerColumns(values), updatedAt: new Date() });
    }
  },
};
