/**
 * Issue #6's benchmark: parse and validate 10,000 and 100,000 generated CSV rows with the
 * import's reader and shared rules, beside bare papaparse on the same bytes in the same run.
 * Target: at most 2× bare papaparse.
 */
import Papa from 'papaparse';
import { csvCellsOf, csvColumns } from '../openapi/domain/csv-rules';
import { writeCsv } from '../openapi/domain/csv-writing';
import { rowIssues } from '../machines/csv-import/csv-import.machine';
import { parseCsvBytes } from '../machines/csv-import/read-csv';
import { generatedRows } from './generated-catalogue';
import { percentile, printTable } from './stats';

function csvBytes(count: number): Uint8Array {
  return new TextEncoder().encode(writeCsv(csvColumns, generatedRows(count).map(csvCellsOf)));
}

function timed(runs: number, work: () => void): number {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return percentile(samples, 0.5);
}

export function benchCsvImport(): void {
  const rows: (string | number)[][] = [];
  for (const count of [10_000, 100_000]) {
    const bytes = csvBytes(count);
    const runs = count > 50_000 ? 3 : 7;
    const bare = timed(runs, () => {
      Papa.parse(new TextDecoder().decode(bytes), { header: true, skipEmptyLines: 'greedy' });
    });
    let invalid = 0;
    const ours = timed(runs, () => {
      const parsed = parseCsvBytes('catalog.csv', bytes);
      invalid = parsed.rows.filter((cells) => rowIssues(cells).length > 0).length;
    });
    rows.push([
      count.toLocaleString('en'),
      `${(bytes.length / 1e6).toFixed(1)} MB`,
      `${bare.toFixed(0)} ms`,
      `${ours.toFixed(0)} ms`,
      `${(ours / bare).toFixed(2)}×`,
      invalid,
    ]);
  }
  printTable(
    'CSV import: read + validate every row vs bare papaparse (median)',
    ['rows', 'size', 'papaparse', 'read + validate', 'ratio', 'invalid rows'],
    rows,
  );
}
