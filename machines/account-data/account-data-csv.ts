import Papa from 'papaparse';
import type { components } from '../../openapi/generated/auth';

export type AccountData = components['schemas']['AccountData'];

/** One value of the data, flattened: which part it is in, which item of that part, which field, and the value as text. */
type Row = [part: string, item: string, field: string, value: string];

/** Every leaf of `value` under `path`, arrays by their index from 1 and objects by their keys: `photos.1.renditions.2.url`. */
function leaves(value: unknown, path: string): [string, string][] {
  if (value === null || value === undefined) return [[path, '']];
  if (Array.isArray(value))
    return value.length === 0 ? [[path, '']] : value.flatMap((each, index) => leaves(each, path ? `${path}.${index + 1}` : `${index + 1}`));
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length === 0 ? [[path, '']] : entries.flatMap(([key, each]) => leaves(each, path ? `${path}.${key}` : key));
  }
  return [[path, String(value)]];
}

/**
 * An account's data as one CSV a spreadsheet opens (issue #51, GDPR Art. 20): a row per value,
 * `parte, element, câmp, valoare`, so every part (the profile, each product, each session…)
 * keeps every field the JSON has, with no column left empty for the others' fields.
 */
export function accountDataCsv(data: AccountData): string {
  const rows: Row[] = [];
  for (const [part, value] of Object.entries(data)) {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        for (const [field, text] of leaves(item, '')) rows.push([part, String(index + 1), field, text]);
      });
      if (value.length === 0) rows.push([part, '', '', '']);
    } else for (const [field, text] of leaves(value, '')) rows.push([part, '', field, text]);
  }
  return Papa.unparse({ fields: ['parte', 'element', 'câmp', 'valoare'], data: rows });
}
