import { findCity } from './cities';
import { ruleMessages } from './field-rules';
import { phonePattern } from './patterns';

/** The CSV columns of a catalogue (docs/product.md §3), in their usual order. */
export const csvColumns = ['nume', 'descriere', 'pret', 'tva', 'um', 'ambalare', 'telefon', 'oras', 'livrabil', 'negociabil', 'disponibil', 'stoc'] as const;
export type CsvColumn = (typeof csvColumns)[number];

/** Values an empty optional cell takes (docs/product.md §9). */
const csvDefaults = {
  descriere: 'N/A',
  tva: true,
  um: 'la bucata',
  ambalare: 'Individual',
  oras: 'Constanța',
  livrabil: true,
  negociabil: false,
  disponibil: true,
  stoc: true,
} as const;

export const csvMessages = {
  nameRequired: 'Numele produsului este obligatoriu.',
  nameTooLong: 'Numele poate avea cel mult 100 de caractere.',
  priceRequired: 'Prețul este obligatoriu.',
  priceNumeric: 'Prețul trebuie să fie un număr (de exemplu 12,50).',
  yesNo: 'Valoarea trebuie să fie da, nu, true sau false.',
  phoneRequired: 'Telefonul este obligatoriu.',
} as const;

/**
 * A price as Romanian spreadsheets write it: `12.50`, `12,50`, `1.234,50` or `1 234,50`.
 * Returns NaN for anything else.
 */
function parsePrice(text: string): number {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact)) return Number(compact.replace(/\./g, '').replace(',', '.'));
  if (/^\d+(,\d+)?$/.test(compact)) return Number(compact.replace(',', '.'));
  if (/^\d+(\.\d+)?$/.test(compact)) return Number(compact);
  return Number.NaN;
}

const yesNoValues: Record<string, boolean> = { da: true, true: true, nu: false, false: false };

/** The outcome of one cell's rule: its value for the import, or why it is wrong. */
type CellOutcome<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): CellOutcome<T> => ({ ok: true, value });
const wrong = (message: string): CellOutcome<never> => ({ ok: false, message });

const yesNoCell =
  (fallback: boolean) =>
  (text: string): CellOutcome<boolean> => {
    const value = text.trim().toLowerCase();
    if (value === '') return ok(fallback);
    const flag = yesNoValues[value];
    return flag === undefined ? wrong(csvMessages.yesNo) : ok(flag);
  };

const optionalTextCell =
  (fallback: string) =>
  (text: string): CellOutcome<string> =>
    ok(text.trim() || fallback);

/**
 * The rule of each CSV column (docs/product.md §5, §9), written once: plain functions from the cell's text
 * to its value or its message. The import calls them directly, rather than through a zod
 * schema, because a zod object per row is six times slower on 100,000 rows.
 */
const csvCellRules = {
  nume: (text: string): CellOutcome<string> => {
    const value = text.trim();
    if (value === '') return wrong(csvMessages.nameRequired);
    return value.length > 100 ? wrong(csvMessages.nameTooLong) : ok(value);
  },
  descriere: optionalTextCell(csvDefaults.descriere),
  pret: (text: string): CellOutcome<number> => {
    if (text.trim() === '') return wrong(csvMessages.priceRequired);
    const value = parsePrice(text);
    return Number.isFinite(value) && value >= 0 && value <= 1_000_000_000 ? ok(value) : wrong(csvMessages.priceNumeric);
  },
  tva: yesNoCell(csvDefaults.tva),
  um: optionalTextCell(csvDefaults.um),
  ambalare: optionalTextCell(csvDefaults.ambalare),
  telefon: (text: string): CellOutcome<string> => {
    const value = text.replace(/\s+/g, '');
    if (value === '') return wrong(csvMessages.phoneRequired);
    return phonePattern.test(value) ? ok(value) : wrong(ruleMessages.phone);
  },
  oras: (text: string): CellOutcome<string> => {
    if (text.trim() === '') return ok(csvDefaults.oras);
    const city = findCity(text);
    return city ? ok(city) : wrong(ruleMessages.cityUnknown);
  },
  livrabil: yesNoCell(csvDefaults.livrabil),
  negociabil: yesNoCell(csvDefaults.negociabil),
  disponibil: yesNoCell(csvDefaults.disponibil),
  stoc: yesNoCell(csvDefaults.stoc),
} satisfies Record<CsvColumn, (text: string) => CellOutcome<unknown>>;

type CellValues = { [C in CsvColumn]: Extract<ReturnType<(typeof csvCellRules)[C]>, { ok: true }>['value'] };

export interface CsvProduct {
  name: string;
  description: string;
  price: number;
  vatIncluded: boolean;
  sellType: string;
  packageType: string;
  phone: string;
  city: string;
  deliverable: boolean;
  negotiable: boolean;
  enabled: boolean;
  inStock: boolean;
}

const toProduct = (cells: CellValues): CsvProduct => ({
  name: cells.nume,
  description: cells.descriere,
  price: cells.pret,
  vatIncluded: cells.tva,
  sellType: cells.um,
  packageType: cells.ambalare,
  phone: cells.telefon,
  city: cells.oras,
  deliverable: cells.livrabil,
  negotiable: cells.negociabil,
  enabled: cells.disponibil,
  inStock: cells.stoc,
});

export interface CsvCellIssue {
  column: CsvColumn;
  message: string;
}

/** Checks one row of cells (a missing column is an empty cell): its product, or its issues. */
export function checkCsvRow(
  cells: Readonly<Record<string, string | undefined>>,
): { product: CsvProduct; issues: [] } | { product: undefined; issues: CsvCellIssue[] } {
  const values: Partial<Record<CsvColumn, unknown>> = {};
  const issues: CsvCellIssue[] = [];
  for (const column of csvColumns) {
    const outcome = csvCellRules[column](cells[column] ?? '');
    if (outcome.ok) values[column] = outcome.value;
    else issues.push({ column, message: outcome.message });
  }
  return issues.length > 0 ? { product: undefined, issues } : { product: toProduct(values as CellValues), issues: [] };
}

/** The CSV column each bulk-product field comes from, to put a server error back on its cell. */
export const csvColumnOfField: Record<keyof CsvProduct, CsvColumn> = {
  name: 'nume',
  description: 'descriere',
  price: 'pret',
  vatIncluded: 'tva',
  sellType: 'um',
  packageType: 'ambalare',
  phone: 'telefon',
  city: 'oras',
  deliverable: 'livrabil',
  negotiable: 'negociabil',
  enabled: 'disponibil',
  inStock: 'stoc',
};
