import { checkRows, type CellIssue } from './check-rows';
import { CsvFileError, parseCsvBytes, type ParsedCsv } from './read-csv';

/** How far reading a file has got: bytes of text while reading (with the rows so far), rows while checking. */
export interface ParseProgress {
  phase: 'reading' | 'checking';
  done: number;
  total: number;
  rows: number;
}

export type FileError = CsvFileError['reason'] | 'unreadable';

/** What reading a file tells the import, in order: progress, then the rows and their issues, or why not. */
export type ParseEvent =
  | { type: 'parse.progress'; progress: ParseProgress }
  | { type: 'parse.done'; parsed: ParsedCsv; issues: Record<number, CellIssue[]> }
  | { type: 'parse.failed'; reason: FileError };

/**
 * Reads a catalogue file and checks every row with the shared rules, telling `report` how far
 * it has got on the way. The app runs it in a Web Worker (`csv-parse.worker.ts`), so the page
 * stays responsive on 100,000 rows; tests run it in place.
 */
export function readAndCheck({ name, bytes }: { name: string; bytes: ArrayBuffer }, report: (event: ParseEvent) => void): void {
  let parsed: ParsedCsv;
  try {
    const size = bytes.byteLength;
    parsed = parseCsvBytes(name, new Uint8Array(bytes), (rows, share) =>
      report({ type: 'parse.progress', progress: { phase: 'reading', done: Math.round(share * size), total: size, rows } }),
    );
  } catch (error) {
    report({ type: 'parse.failed', reason: error instanceof CsvFileError ? error.reason : 'unreadable' });
    return;
  }
  const total = parsed.rows.length;
  const issues = checkRows(parsed.rows, (checked) => report({ type: 'parse.progress', progress: { phase: 'checking', done: checked, total, rows: total } }));
  report({ type: 'parse.done', parsed, issues });
}

/** A file read and checked: its rows, and their issues by row index. */
export interface CheckedFile {
  parsed: ParsedCsv;
  issues: Record<number, CellIssue[]>;
}

/** Why a file could not be read, as a promise's rejection. */
export class FileFailure extends Error {
  constructor(readonly reason: FileError) {
    super(reason);
  }
}

/** `readAndCheck`'s events as a promise: progress goes to `onProgress`, the end settles it. */
export function settleWith(onProgress: (progress: ParseProgress) => void, resolve: (file: CheckedFile) => void, reject: (failure: FileFailure) => void) {
  return (event: ParseEvent): void => {
    if (event.type === 'parse.progress') onProgress(event.progress);
    else if (event.type === 'parse.done') resolve({ parsed: event.parsed, issues: event.issues });
    else reject(new FileFailure(event.reason));
  };
}
