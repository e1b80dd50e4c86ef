import { checkCsvRow } from '../../openapi/domain/csv-rules';

/** A problem with one cell (or, with no column, the whole row). */
export interface CellIssue {
  column: string | undefined;
  message: string;
}

/** Checks one row with the shared rules; returns its issues, or none. */
export const rowIssues = (cells: Record<string, string>): CellIssue[] => checkCsvRow(cells).issues;

/** Rows checked between two progress reports. */
const reportEvery = 5_000;

/** Checks every row; issues by row index (a valid row has no entry), reporting every 5,000 rows. */
export function checkRows(rows: Record<string, string>[], onProgress?: (checked: number) => void): Record<number, CellIssue[]> {
  const issues: Record<number, CellIssue[]> = {};
  rows.forEach((cells, index) => {
    const found = rowIssues(cells);
    if (found.length > 0) issues[index] = found;
    if (onProgress && (index + 1) % reportEvery === 0) onProgress(index + 1);
  });
  onProgress?.(rows.length);
  return issues;
}
