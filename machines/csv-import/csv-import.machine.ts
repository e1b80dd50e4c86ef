import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/product';
import { isProblem, type FieldError } from '../../openapi/clients/problem';
import { checkCsvRow, csvColumnOfField, type CsvProduct } from '../../openapi/domain/rules';
import { parseCsvBytes, type CsvDetection, type ParsedCsv } from './read-csv';

export type BulkImportRequest = components['schemas']['BulkImportRequest'];
export type BulkImportResult = components['schemas']['BulkImportResult'];

export interface CsvRow {
  /** Stable across edits and deletions, so errors stay on their row. */
  id: number;
  cells: Record<string, string>;
}

/** A problem with one cell (or, with no column, the whole row). */
export interface CellIssue {
  column: string | undefined;
  message: string;
}

export interface CsvImportContext {
  fileName: string | undefined;
  fileError: 'notCsv' | 'empty' | 'noHeader' | 'unreadable' | undefined;
  detection: CsvDetection | undefined;
  headers: string[];
  unknownHeaders: string[];
  rows: CsvRow[];
  /** Issues by row id; a row without an entry is valid. */
  issues: Record<number, CellIssue[]>;
  wipePreviousData: boolean;
  result: BulkImportResult | undefined;
  /** The upload failed (SPEC §8: 'Produsele nu create, verificati fisierul introdus!'). */
  uploadFailed: boolean;
}

export type CsvImportEvent =
  | { type: 'file.chosen'; file: File }
  | { type: 'cell.edited'; rowId: number; column: string; value: string }
  | { type: 'row.deleted'; rowId: number }
  | { type: 'wipe.toggled'; value: boolean }
  | { type: 'submit' }
  | { type: 'reset' };

/** Checks one row with the shared rules; returns its issues, or none. */
export const rowIssues = (cells: Record<string, string>): CellIssue[] => checkCsvRow(cells).issues;

function validateAll(rows: CsvRow[]): Record<number, CellIssue[]> {
  const issues: Record<number, CellIssue[]> = {};
  for (const row of rows) {
    const found = rowIssues(row.cells);
    if (found.length > 0) issues[row.id] = found;
  }
  return issues;
}

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
export function issuesFromServer(errors: FieldError[], sent: CsvRow[]): Record<number, CellIssue[]> {
  const issues: Record<number, CellIssue[]> = {};
  for (const error of errors) {
    const row = error.index === undefined ? undefined : sent[error.index];
    if (!row) continue;
    const field = error.field.split('.').at(-1) as keyof CsvProduct;
    (issues[row.id] ??= []).push({ column: csvColumnOfField[field], message: error.message });
  }
  return issues;
}

/** Problems listed per product with its position and name (SPEC §2). */
export function issueSummary(context: Pick<CsvImportContext, 'rows' | 'issues'>): { rowId: number; position: number; name: string; issues: CellIssue[] }[] {
  return context.rows.flatMap((row, index) => {
    const issues = context.issues[row.id];
    return issues ? [{ rowId: row.id, position: index + 1, name: row.cells.nume ?? '', issues }] : [];
  });
}

/**
 * The CSV import (SPEC §2, §3, §5, §9): choose a .csv file, parse it (the `parseFile` actor,
 * which the app runs in a Web Worker), fix cells or delete rows with every change validated
 * again, keep or wipe the previous catalogue, and send all rows to the bulk call
 * (`importProducts`). Server errors land back on their cells.
 */
export const csvImportMachine = setup({
  types: {
    context: {} as CsvImportContext,
    events: {} as CsvImportEvent,
  },
  actors: {
    parseFile: fromPromise<ParsedCsv, { file: File }>(async ({ input }) => parseCsvBytes(input.file.name, new Uint8Array(await input.file.arrayBuffer()))),
    importProducts: fromPromise<BulkImportResult, BulkImportRequest>(async () => ({ created: 0, deleted: 0 })),
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
    detection: undefined,
    headers: [],
    unknownHeaders: [],
    rows: [],
    issues: {},
    wipePreviousData: false,
    result: undefined,
    uploadFailed: false,
  },
  initial: 'choosing',
  on: {
    'file.chosen': [
      {
        guard: { type: 'isCsvFile', params: ({ event }) => event.file },
        target: '.parsing',
        actions: assign({ fileName: ({ event }) => event.file.name, fileError: undefined, result: undefined, uploadFailed: false }),
      },
      { target: '.choosing', actions: assign({ fileName: ({ event }) => event.file.name, fileError: 'notCsv' }) },
    ],
    reset: { target: '.choosing', actions: assign({ fileName: undefined, fileError: undefined, rows: [], issues: {}, headers: [], unknownHeaders: [], detection: undefined, result: undefined, uploadFailed: false }) },
  },
  states: {
    choosing: {},
    parsing: {
      tags: ['busy'],
      invoke: {
        id: 'parseFile',
        src: 'parseFile',
        input: ({ event }) => ({ file: (event as Extract<CsvImportEvent, { type: 'file.chosen' }>).file }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const rows = event.output.rows.map((cells, id) => ({ id, cells }));
            return { headers: event.output.headers, unknownHeaders: event.output.unknownHeaders, detection: event.output.detection, rows, issues: validateAll(rows) };
          }),
        },
        onError: {
          target: 'choosing',
          actions: assign({ fileError: ({ event }) => ((event.error as { reason?: CsvImportContext['fileError'] }).reason ?? 'unreadable') }),
        },
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
        submit: { guard: 'readyToImport', target: 'importing' },
      },
    },
    importing: {
      tags: ['busy'],
      invoke: {
        id: 'importProducts',
        src: 'importProducts',
        input: ({ context }) => toBulkRequest(context.rows, context.wipePreviousData),
        onDone: { target: 'imported', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            uploadFailed: true,
            issues: isProblem(event.error) && event.error.errors ? issuesFromServer(event.error.errors, context.rows) : context.issues,
          })),
        },
      },
    },
    imported: {},
  },
});
