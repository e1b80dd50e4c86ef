import { csvCellsOf, csvColumns } from '../../../openapi/domain/csv-rules';
import { writeCsv } from '../../../openapi/domain/csv-writing';
import type { CellIssue, CsvRow } from '../../../machines/csv-import/csv-import.machine';
import { uploadTexts } from './upload-texts';

/** The example row of the template: a product with every column filled in, as a seller would. */
const exampleProduct = {
  name: 'Cafea boabe Arabica 1 kg',
  description: 'Cafea prăjită pentru espressor',
  price: 89.9,
  vatIncluded: true,
  sellType: 'kg',
  packageType: 'Punga 1 kg',
  phone: '0722123456',
  city: 'Cluj-Napoca',
  deliverable: true,
  negotiable: false,
  enabled: true,
  inStock: true,
  brand: 'Lavazza',
  gtin: '8000070012141',
  unitCode: 'KGM',
  content: { count: 1, amount: 1, unit: 'KGM' },
  vatRate: 11,
  minimumOrder: 2,
};

/** The template: every column, and one example row. */
export function templateCsv(): string {
  return writeCsv(csvColumns, [csvCellsOf(exampleProduct)]);
}

/** The rows that cannot be imported yet, with a Romanian error column, for fixing in a spreadsheet. */
export function rejectedRowsCsv(headers: readonly string[], rows: readonly CsvRow[], issues: Readonly<Record<number, readonly CellIssue[]>>): string {
  const columns = [...headers, uploadTexts.errorColumn];
  const rejected = rows
    .filter((row) => issues[row.id])
    .map((row) => [
      ...headers.map((header) => row.cells[header] ?? ''),
      (issues[row.id] ?? []).map((issue) => (issue.column ? `${issue.column}: ${issue.message}` : issue.message)).join('; '),
    ]);
  return writeCsv(columns, rejected);
}
