import type { UploadKind, UploadResult } from '../../../contract/upload.ts';
import type { Db } from '../../db/database.ts';
import type { Translate } from '../../i18n/server-translator.ts';
import type { Caller } from '../farms/farm-access.ts';
import { importCsv, type ImportOptions } from './csv-import.ts';
import type { CsvTable } from './csv-table.ts';
import { farmKind } from './farm-upload-kind.ts';
import { farmerKind } from './farmer-upload-kind.ts';
import { fertilizerKind } from './fertilizer-upload-kind.ts';
import { pestKind } from './pest-upload-kind.ts';
import { pesticideKind } from './pesticide-upload-kind.ts';
import type { UploadKindSpec } from './upload-kind.ts';
import { uploadTemplate } from './upload-template.ts';
import { varietyKind } from './variety-upload-kind.ts';

/** One kind's import (see csv-import.ts), who may run it, and its template (upload-template.ts). */
export interface UploadImport {
  (db: Db, caller: Caller, table: CsvTable, options: ImportOptions): Promise<UploadResult>;
  mayUpload: (caller: Caller) => boolean;
  template: (translate: Translate) => string;
}
const runner = <Values>(spec: UploadKindSpec<Values>): UploadImport =>
  Object.assign(
    (db: Db, caller: Caller, table: CsvTable, options: ImportOptions) =>
      importCsv(db, caller, spec, table, options),
    { mayUpload: spec.mayUpload, template: (translate: Translate) => uploadTemplate(spec, translate) },
  );

/** The kinds this server imports. */
export const uploadImports: Record<UploadKind, UploadImport> = {
  farmer: runner(farmerKind),
  farm: runner(farmKind),
  fertilizer: runner(fertilizerKind),
  'crop/variety': runner(varietyKind),
  pest: runner(pestKind),
  pesticide: runner(pesticideKind),
};
