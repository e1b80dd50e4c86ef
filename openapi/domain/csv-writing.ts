import Papa from 'papaparse';

/**
 * A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or carriage return
 * first) gets a leading apostrophe, so opening a downloaded file never executes anything.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Every CSV the product offers for download: a header and rows, each cell neutralised. */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse({ fields: [...header], data: rows.map((row) => row.map(neutraliseCell)) }, { newline: '\r\n' });
}

/** More rows of a CSV already begun (a file written batch by batch), each line ended, cells neutralised. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return rows.length === 0
    ? ''
    : `${Papa.unparse(
        rows.map((row) => row.map(neutraliseCell)),
        { newline: '\r\n' },
      )}\r\n`;
}
