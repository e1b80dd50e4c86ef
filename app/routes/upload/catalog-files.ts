import { csvColumns } from '../../../openapi/domain/csv-rules';
import { writeCsv } from '../../../machines/csv-import/write-csv';
import type { CellIssue, CsvRow } from '../../../machines/csv-import/csv-import.machine';
import { uploadTexts } from './upload-texts';

/** The template: the 12 columns and one example row. */
export function templateCsv(): string {
  return writeCsv(csvColumns, [
    ['Cafea boabe Arabica 1 kg', 'Cafea prăjită pentru espressor', '89,90', 'da', 'kg', 'Punga 1 kg', '0722123456', 'Cluj-Napoca', 'da', 'nu', 'da', 'da'],
  ]);
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
