import type { Translate } from '../../i18n/server-translator.ts';
import { csvLine } from './csv-table.ts';
import type { UploadKindSpec } from './upload-kind.ts';

interface SchemaNode {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, SchemaNode>;
      innerType?: SchemaNode;
      entries?: Record<string, string>;
    };
  };
}

/** The values an enumerated column allows, read from the kind's schema: the rule and the check agree. */
function allowedValues(schema: unknown, column: string): string[] | null {
  let node = (schema as SchemaNode)._zod.def.shape?.[column];
  while (node?._zod.def.innerType) node = node._zod.def.innerType;
  return node?._zod.def.type === 'enum' ? Object.values(node._zod.def.entries ?? {}) : null;
}

/** Columns that name crops by their id; the crop list is the lookup, as the ward search is for wards. */
const CROP_COLUMNS = new Set(['crop', 'crops_affected']);

/** One column's rule, in the words its upload error uses. */
function columnRule<Values>(
  spec: UploadKindSpec<Values>,
  column: string,
  translate: Translate,
): string | null {
  const values = allowedValues(spec.schema, column);
  if (values) return translate('field.one_of', { values: values.join(', ') });
  if (column === 'ward') return translate('field.ward_code');
  if (column.endsWith('phone_number')) return translate('field.invalid_phone');
  if (spec.years?.includes(column)) {
    const thisYear = new Date().getFullYear();
    return translate('template.year_range', { minimum: thisYear - 120, maximum: thisYear });
  }
  if (spec.booleans?.includes(column)) return translate('field.yes_or_no');
  if (spec.numbers?.includes(column)) return translate('field.number_expected');
  const crops = CROP_COLUMNS.has(column) ? translate('template.crop_id') : null;
  const list = spec.lists?.includes(column) ? translate('template.list') : null;
  return [crops, list].filter(Boolean).join(' ') || null;
}

/**
 * A kind's CSV template (issue 38 §6): the header row, then the rules of its columns on lines that
 * start with `#`, which an upload skips (csv-table.ts), so the template can be filled in and uploaded
 * as it is.
 */
export function uploadTemplate<Values>(spec: UploadKindSpec<Values>, translate: Translate): string {
  const required = new Set(
    spec.schema.safeParse({}).error?.issues.map((issue) => String(issue.path[0])) ?? [],
  );
  const rules = spec.columns.flatMap((column) => {
    const rule = [
      required.has(column) ? translate('template.required') : null,
      columnRule(spec, column, translate),
    ]
      .filter(Boolean)
      .join(' ');
    return rule ? [`${column}: ${rule}`] : [];
  });
  // `#` alone in the first cell, the rule in the second: a spreadsheet shows each rule in one cell.
  const comment = (text: string) => csvLine(['#', text]);
  return csvLine([...spec.columns]) + [translate('template.intro'), ...rules].map(comment).join('');
}
