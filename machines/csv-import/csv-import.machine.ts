import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/product';
import { isProblem, type ErrorCode, type FieldError } from '../../openapi/clients/problem';
import { checkCsvRow, csvColumnOfField, type CsvProduct } from '../../openapi/domain/csv-rules';
import { rowIssues, type CellIssue } from './check-rows';
import { FileFailure, readAndCheck, settleWith, type CheckedFile, type FileError, type ParseProgress } from './read-and-check';
import type { CsvDetection } from './read-csv';

export type { CellIssue } from './check-rows';
export type { ParseProgress } from './read-and-check';
export type BulkImportRequest = components['schemas']['BulkImportRequest'];
export type BulkImportResult = components['schemas']['BulkImportResult'];
export type BulkImportPreview = components['schemas']['BulkImportPreview'];

export interface CsvRow {
  /** Stable across edits and deletions, so errors stay on their row. */
  id: number;
  cells: Record<string, string>;
}

/** How far the server has written an import: rows written of the rows it writes. */
export interface WriteProgress {
  written: number;
  total: number;
}

export interface CsvImportContext {
  fileName: string | undefined;
  fileError: FileError | 'notCsv' | undefined;
  /** How far reading and checking the file has got, while it is read. */
  parseProgress: ParseProgress | undefined;
  detection: CsvDetection | undefined;
  headers: string[];
  unknownHeaders: string[];
  rows: CsvRow[];
  /** Issues by row id; a row without an entry is valid. */
  issues: Record<number, CellIssue[]>;
  wipePreviousData: boolean;
  /** How the rows would change the seller's catalogue, once previewed. */
  preview: BulkImportPreview | undefined;
  /** While importing: how far the server has written, once it says so. */
  writeProgress: WriteProgress | undefined;
  result: BulkImportResult | undefined;
  /** The preview or the upload failed (docs/product.md §8: 'Produsele nu create, verificati fisierul introdus!'). */
  uploadFailed: boolean;
  /** The server's reason, when it gave one other than bad rows (those land on their cells). */
  uploadProblem: { code: ErrorCode; params: Record<string, unknown> | undefined } | undefined;
}

export type CsvImportEvent =
  | { type: 'file.chosen'; file: File }
  | { type: 'parse.progress'; progress: ParseProgress }
  | { type: 'cell.edited'; rowId: number; column: string; value: string }
  | { type: 'row.deleted'; rowId: number }
  | { type: 'wipe.toggled'; value: boolean }
  | { type: 'submit' }
  | { type: 'back' }
  | { type: 'confirm' }
  | { type: 'import.progress'; written: number; total: number }
  | { type: 'reset' };

export { rowIssues };

/** The bulk call for rows that passed validation. */
export function toBulkRequest(rows: CsvRow[], wipePreviousData: boolean): BulkImportRequest {
  const products = rows.map((row) => {
    const { product } = checkCsvRow(row.cells);
    if (!product) throw new Error(`row ${row.id} is not valid`);
    return product;
  });
  return { products, wipePreviousData };
}

/** Server errors (`products.N.field`) put back on the cells of the rows that were sent. */
function issuesFromServer(errors: FieldError[], sent: CsvRow[]): Record<number, CellIssue[]> {
  const issues: Record<number, CellIssue[]> = {};
  for (const error of errors) {
    const row = error.index === undefined ? undefined : sent[error.index];
    if (!row) continue;
    const field = error.field.split('.').at(-1) as keyof CsvProduct;
    (issues[row.id] ??= []).push({ column: csvColumnOfField[field], message: error.message });
  }
  return issues;
}

/** Problems listed per product with its position and name (docs/product.md §2). */
export function issueSummary(context: Pick<CsvImportContext, 'rows' | 'issues'>): { rowId: number; position: number; name: string; issues: CellIssue[] }[] {
  return context.rows.flatMap((row, index) => {
    const issues = context.issues[row.id];
    return issues ? [{ rowId: row.id, position: index + 1, name: row.cells.nume ?? '', issues }] : [];
  });
}

/** What `parseFile` is given: the file, and where to report how far it has got. */
export interface ParseInput {
  file: File;
  report: (progress: ParseProgress) => void;
}

/** What `watchImport` is given: where to report how far the server has written. */
export interface WatchInput {
  report: (progress: WriteProgress) => void;
}

/** After a failed preview or import: the failure flagged, and the server's row errors on their cells. */
const failedUpload = (context: CsvImportContext, error: unknown): Partial<CsvImportContext> => ({
  uploadFailed: true,
  uploadProblem: isProblem(error) && error.code !== 'VALIDATION_FAILED' ? { code: error.code, params: error.params } : undefined,
  issues: isProblem(error) && error.errors ? issuesFromServer(error.errors, context.rows) : context.issues,
});

/**
 * The CSV import (docs/product.md §2, §3, §5, §9): choose a .csv file; read and check it (the `parseFile`
 * actor, which the app runs in a Web Worker), with its progress; fix cells or delete rows with
 * every change checked again; keep or wipe the previous catalogue; see how the file changes
 * the catalogue (`previewImport`) and confirm, or go back; then send every row to the bulk
 * call (`importProducts`) while `watchImport` reports how far the server has written. Server
 * errors land back on their cells. Nothing is written before the seller confirms.
 */
export const csvImportMachine = setup({
  types: {
    context: {} as CsvImportContext,
    events: {} as CsvImportEvent,
  },
  actors: {
    parseFile: fromPromise<CheckedFile, ParseInput>(async ({ input }) => {
      const bytes = await input.file.arrayBuffer();
      return new Promise((resolve, reject) => readAndCheck({ name: input.file.name, bytes }, settleWith(input.report, resolve, reject)));
    }),
    previewImport: fromPromise<BulkImportPreview, BulkImportRequest>(async () => {
      throw new Error('previewImport is provided by the app');
    }),
    importProducts: fromPromise<BulkImportResult, BulkImportRequest>(async () => {
      throw new Error('importProducts is provided by the app');
    }),
    watchImport: fromPromise<never, WatchInput>(() => new Promise(() => undefined)),
  },
  guards: {
    isCsvFile: (_, file: File) => /\.csv$/i.test(file.name),
    readyToImport: ({ context }) => context.rows.length > 0 && Object.keys(context.issues).length === 0,
  },
}).createMachine({
  id: 'csvImport',
  context: {
    fileName: undefined,
    fileError: undefined,
    parseProgress: undefined,
    detection: undefined,
    headers: [],
    unknownHeaders: [],
    rows: [],
    issues: {},
    wipePreviousData: false,
    preview: undefined,
    writeProgress: undefined,
    result: undefined,
    uploadFailed: false,
    uploadProblem: undefined,
  },
  initial: 'choosing',
  on: {
    'file.chosen': [
      {
        guard: { type: 'isCsvFile', params: ({ event }) => event.file },
        target: '.parsing',
        actions: assign({ fileName: ({ event }) => event.file.name, fileError: undefined, parseProgress: undefined, result: undefined, uploadFailed: false }),
      },
      { target: '.choosing', actions: assign({ fileName: ({ event }) => event.file.name, fileError: 'notCsv' }) },
    ],
    reset: {
      target: '.choosing',
      actions: assign({
        fileName: undefined,
        fileError: undefined,
        rows: [],
        issues: {},
        headers: [],
        unknownHeaders: [],
        detection: undefined,
        preview: undefined,
        result: undefined,
        uploadFailed: false,
        uploadProblem: undefined,
      }),
    },
  },
  states: {
    choosing: {},
    parsing: {
      tags: ['busy'],
      invoke: {
        id: 'parseFile',
        src: 'parseFile',
        input: ({ event, self }) => ({
          file: (event as Extract<CsvImportEvent, { type: 'file.chosen' }>).file,
          report: (progress: ParseProgress) => self.send({ type: 'parse.progress', progress }),
        }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            headers: event.output.parsed.headers,
            unknownHeaders: event.output.parsed.unknownHeaders,
            detection: event.output.parsed.detection,
            rows: event.output.parsed.rows.map((cells, id) => ({ id, cells })),
            // Row ids are the rows' indexes in the file, so the checked issues apply as they are.
            issues: event.output.issues,
            parseProgress: undefined,
          })),
        },
        onError: {
          target: 'choosing',
          actions: assign({ fileError: ({ event }) => (event.error instanceof FileFailure ? event.error.reason : 'unreadable'), parseProgress: undefined }),
        },
      },
      on: {
        'parse.progress': { actions: assign({ parseProgress: ({ event }) => event.progress }) },
      },
    },
    editing: {
      on: {
        'cell.edited': {
          actions: assign(({ context, event }) => {
            const rows = context.rows.map((row) => (row.id === event.rowId ? { ...row, cells: { ...row.cells, [event.column]: event.value } } : row));
            const edited = rows.find((row) => row.id === event.rowId);
            const issues = { ...context.issues };
            const found = edited ? rowIssues(edited.cells) : [];
            if (found.length > 0) issues[event.rowId] = found;
            else delete issues[event.rowId];
            return { rows, issues, uploadFailed: false };
          }),
        },
        'row.deleted': {
          actions: assign(({ context, event }) => {
            const issues = { ...context.issues };
            delete issues[event.rowId];
            return { rows: context.rows.filter((row) => row.id !== event.rowId), issues };
          }),
        },
        'wipe.toggled': { actions: assign({ wipePreviousData: ({ event }) => event.value }) },
        submit: { guard: 'readyToImport', target: 'previewing' },
      },
    },
    previewing: {
      tags: ['busy'],
      entry: assign({ uploadFailed: false, uploadProblem: undefined, preview: undefined }),
      invoke: {
        id: 'previewImport',
        src: 'previewImport',
        input: ({ context }) => toBulkRequest(context.rows, context.wipePreviousData),
        onDone: { target: 'reviewing', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign(({ context, event }) => failedUpload(context, event.error)) },
      },
    },
    reviewing: {
      on: {
        // The preview lists what a wipe would remove only when asked for the wipe (reading that
        // means reading the catalogue, decision 019): the switch asks for the preview again.
        'wipe.toggled': { target: 'previewing', actions: assign({ wipePreviousData: ({ event }) => event.value }) },
        back: { target: 'editing' },
        confirm: { target: 'importing' },
      },
    },
    importing: {
      tags: ['busy'],
      entry: assign({ writeProgress: undefined }),
      invoke: [
        {
          id: 'importProducts',
          src: 'importProducts',
          input: ({ context }) => toBulkRequest(context.rows, context.wipePreviousData),
          onDone: { target: 'imported', actions: assign({ result: ({ event }) => event.output }) },
          onError: { target: 'editing', actions: assign(({ context, event }) => failedUpload(context, event.error)) },
        },
        {
          id: 'watchImport',
          src: 'watchImport',
          input: ({ self }) => ({ report: (progress: WriteProgress) => self.send({ type: 'import.progress', ...progress }) }),
        },
      ],
      on: {
        // A file chosen while the rows are being written waits until they are: the import cannot be taken back.
        'file.chosen': {},
        reset: {},
        'import.progress': { actions: assign({ writeProgress: ({ event }) => ({ written: event.written, total: event.total }) }) },
      },
    },
    imported: {},
  },
});
