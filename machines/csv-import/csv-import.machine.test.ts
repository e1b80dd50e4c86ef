import { readFileSync } from 'node:fs';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { csvMessages } from '../../openapi/domain/csv-rules';
import { ruleMessages } from '../../openapi/domain/rule-messages';
import { controlled, runModelPaths, settle } from '../testing/model-paths';
import { csvImportMachine, issueSummary, toBulkRequest, type BulkImportPreview, type ParseInput, type WatchInput } from './csv-import.machine';
import { FileFailure, readAndCheck, type ParseEvent } from './read-and-check';
import { CsvFileError, parseCsvBytes } from './read-csv';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const fileOf = (name: string, bytes = fixture(name)) => new File([bytes], name, { type: 'text/csv' });

describe('reading a catalogue file', () => {
  it('reads a clean UTF-8 file: header first, comma separated, every row valid, defaults applied', () => {
    const parsed = parseCsvBytes('clean.csv', fixture('clean.csv'));
    expect(parsed.detection).toEqual({ encoding: 'utf-8', byteOrderMark: false, delimiter: ',', decimalComma: false });
    expect(parsed.unknownHeaders).toEqual([]);
    const request = toBulkRequest(
      parsed.rows.map((cells, id) => ({ id, cells })),
      false,
    );
    expect(request.products[1]).toEqual({
      name: 'Zahăr plic 5 g',
      description: 'N/A',
      price: 45,
      vatIncluded: true,
      sellType: 'la bucata',
      packageType: 'Individual',
      phone: '+40722101101',
      city: 'Constanța',
      deliverable: true,
      negotiable: false,
      enabled: true,
      inStock: true,
    });
    expect(request.products[0]).toMatchObject({ phone: '0722101101', price: 89.9 });
    expect(request.products[2]).toMatchObject({ vatIncluded: true, deliverable: false, negotiable: true, enabled: true, inStock: false });
  });

  it('reads a ;-separated Windows-1250 file with decimal commas and old cedilla letters', () => {
    const parsed = parseCsvBytes('export.CSV', fixture('windows-1250-semicolon.csv'));
    expect(parsed.detection).toEqual({ encoding: 'windows-1250', byteOrderMark: false, delimiter: ';', decimalComma: true });
    expect(parsed.rows[0]?.nume).toBe('Cafea măcinată 250 g');
    const products = toBulkRequest(
      parsed.rows.map((cells, id) => ({ id, cells })),
      true,
    ).products;
    expect(products.map((product) => [product.name, product.price, product.city])).toEqual([
      ['Cafea măcinată 250 g', 24.5, 'București'],
      ['Ţuică de prune 0,5 l', 1234.5, 'Timișoara'],
      ['Pâine cu maia', 7, 'Constanța'],
    ]);
  });

  it('recognises a UTF-8 byte-order mark', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...fixture('clean.csv')]);
    const parsed = parseCsvBytes('clean.csv', withBom);
    expect(parsed.detection.byteOrderMark).toBe(true);
    expect(parsed.headers[0]).toBe('nume');
  });

  it('flags the headers that are not catalogue columns', () => {
    expect(parseCsvBytes('x.csv', fixture('unknown-headers.csv')).unknownHeaders).toEqual(['culoare', 'greutate']);
  });

  it('refuses a file that is not .csv, or is empty', () => {
    expect(() => parseCsvBytes('catalog.xlsx', fixture('clean.csv'))).toThrow(CsvFileError);
    expect(() => parseCsvBytes('gol.csv', new Uint8Array())).toThrow(/empty/);
  });
});

function harness() {
  const previewImport = controlled();
  const importProducts = controlled();
  const machine = csvImportMachine.provide({ actors: { previewImport: previewImport.logic as never, importProducts: importProducts.logic as never } });
  const actor = createActor(machine).start();
  return { actor, previewImport, importProducts };
}

const preview = (changes: Partial<BulkImportPreview> = {}): BulkImportPreview => ({
  created: { count: 2, rows: [] },
  changed: { count: 0, rows: [] },
  unchanged: { count: 0, rows: [] },
  removedIfWiped: { count: 0, products: [] },
  ...changes,
});

async function chosen(actor: ReturnType<typeof harness>['actor'], name: string) {
  actor.send({ type: 'file.chosen', file: fileOf(name) });
  for (let attempt = 0; attempt < 50 && actor.getSnapshot().value === 'parsing'; attempt += 1) await settle();
}

describe('csv import machine (docs/product.md §2, §5)', () => {
  it('lists every bad row with its position, name and the message of each bad cell', async () => {
    const { actor } = harness();
    await chosen(actor, 'bad-rows.csv');
    const summary = issueSummary(actor.getSnapshot().context);
    expect(summary.map((entry) => [entry.position, entry.issues.map((issue) => [issue.column, issue.message])])).toEqual([
      [1, [['nume', csvMessages.nameRequired]]],
      [2, [['nume', csvMessages.nameTooLong]]],
      [3, [['pret', csvMessages.priceRequired]]],
      [4, [['pret', csvMessages.priceNumeric]]],
      [5, [['tva', csvMessages.yesNo]]],
      [6, [['telefon', csvMessages.phoneRequired]]],
      [7, [['telefon', ruleMessages.phone]]],
      [8, [['oras', ruleMessages.cityUnknown]]],
      [9, [['livrabil', csvMessages.yesNo]]],
    ]);
    expect(summary[2]?.name).toBe('Fără preț');
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
  });

  it('validates again on every edit and deletion, previews the change, and imports only once confirmed; the wipe switch is off by default', async () => {
    const { actor, previewImport, importProducts } = harness();
    await chosen(actor, 'bad-rows.csv');
    const rows = actor.getSnapshot().context.rows;
    actor.send({ type: 'cell.edited', rowId: rows[0]!.id, column: 'nume', value: 'Cu nume acum' });
    expect(actor.getSnapshot().context.issues[rows[0]!.id]).toBeUndefined();
    for (const row of rows.slice(1, 9)) actor.send({ type: 'row.deleted', rowId: row.id });
    expect(actor.getSnapshot().context.rows).toHaveLength(2);
    expect(actor.getSnapshot().context.wipePreviousData).toBe(false);

    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const request = { wipePreviousData: false, products: [expect.objectContaining({ name: 'Cu nume acum' }), expect.objectContaining({ name: 'Rând bun' })] };
    expect(previewImport.calls).toEqual([request]);
    previewImport.waiting.shift()?.resolve(preview());
    await settle();
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.preview).toEqual(preview());
    expect(importProducts.calls).toEqual([]);

    actor.send({ type: 'confirm' });
    expect(importProducts.calls).toEqual([request]);
    actor.send({ type: 'import.progress', written: 1, total: 2 });
    expect(actor.getSnapshot().context.writeProgress).toEqual({ written: 1, total: 2 });
    actor.send({ type: 'file.chosen', file: fileOf('clean.csv') });
    expect(actor.getSnapshot().value).toBe('importing');
    importProducts.waiting.shift()?.resolve({ created: 2, updated: 0, unchanged: 0, deleted: 0 });
    await settle();
    expect(actor.getSnapshot().value).toBe('imported');
    expect(actor.getSnapshot().context.result).toEqual({ created: 2, updated: 0, unchanged: 0, deleted: 0 });
  });

  it('shows how far reading the file has got, as the reader reports it, and how far the server has written', async () => {
    const parseFile = controlled();
    const watchImport = controlled();
    const previewImport = controlled();
    const importProducts = controlled();
    const actor = createActor(
      csvImportMachine.provide({
        actors: {
          parseFile: parseFile.logic as never,
          watchImport: watchImport.logic as never,
          previewImport: previewImport.logic as never,
          importProducts: importProducts.logic as never,
        },
      }),
    ).start();
    actor.send({ type: 'file.chosen', file: fileOf('clean.csv') });
    const { report } = parseFile.calls[0] as ParseInput;
    report({ phase: 'reading', done: 512, total: 2048, rows: 40 });
    expect(actor.getSnapshot().context.parseProgress).toEqual({ phase: 'reading', done: 512, total: 2048, rows: 40 });
    parseFile.waiting.shift()?.resolve({ parsed: parseCsvBytes('clean.csv', fixture('clean.csv')), issues: {} });
    await settle();
    expect(actor.getSnapshot().context.parseProgress).toBeUndefined();
    actor.send({ type: 'submit' });
    previewImport.waiting.shift()?.resolve(preview());
    await settle();
    actor.send({ type: 'confirm' });
    (watchImport.calls[0] as WatchInput).report({ written: 10_000, total: 30_000 });
    expect(actor.getSnapshot().context.writeProgress).toEqual({ written: 10_000, total: 30_000 });
    importProducts.waiting.shift()?.resolve({ created: 3, updated: 0, unchanged: 0, deleted: 0 });
    await settle();
    // Leaving the importing state stops the watcher.
    expect(watchImport.waiting).toEqual([]);
  });

  it('goes back from the preview to the rows, and asks for the preview again when the wipe switch changes while reviewing', async () => {
    const { actor, previewImport, importProducts } = harness();
    await chosen(actor, 'clean.csv');
    actor.send({ type: 'submit' });
    previewImport.waiting.shift()?.resolve(preview({ removedIfWiped: { count: 1, products: [] } }));
    await settle();
    actor.send({ type: 'wipe.toggled', value: true });
    // What a wipe would remove is listed only by a preview that asks for the wipe.
    expect(actor.getSnapshot().value).toBe('previewing');
    expect((previewImport.calls[1] as { wipePreviousData: boolean }).wipePreviousData).toBe(true);
    previewImport.waiting
      .shift()
      ?.resolve(preview({ removedIfWiped: { count: 1, products: [{ uuid: '2a3b4c5d-6e7f-4081-92a3-b4c5d6e7f809', name: 'Vechi' }] } }));
    await settle();
    expect(actor.getSnapshot().context.preview?.removedIfWiped.products).toHaveLength(1);
    actor.send({ type: 'confirm' });
    expect((importProducts.calls[0] as { wipePreviousData: boolean }).wipePreviousData).toBe(true);
    importProducts.waiting.shift()?.reject({ type: 'x', title: 'x', status: 503, code: 'SERVICE_UNAVAILABLE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.uploadProblem).toEqual({ code: 'SERVICE_UNAVAILABLE', params: undefined });
    actor.send({ type: 'submit' });
    previewImport.waiting.shift()?.resolve(preview());
    await settle();
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.uploadFailed).toBe(false);
  });

  it('puts server errors back on their cells and says the upload failed', async () => {
    const { actor, previewImport } = harness();
    await chosen(actor, 'clean.csv');
    actor.send({ type: 'wipe.toggled', value: true });
    actor.send({ type: 'submit' });
    expect((previewImport.calls[0] as { wipePreviousData: boolean }).wipePreviousData).toBe(true);
    previewImport.waiting.shift()?.reject({
      type: 'x',
      title: 'x',
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ index: 2, name: 'Ceașcă espresso 80 ml', field: 'products.2.city', rule: 'city', message: 'Orașul nu se află în listă.' }],
    });
    await settle();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.uploadFailed).toBe(true);
    expect(context.uploadProblem).toBeUndefined();
    expect(context.issues[context.rows[2]!.id]).toEqual([{ column: 'oras', message: 'Orașul nu se află în listă.' }]);
  });

  it('refuses a file that is not .csv without reading it', () => {
    const { actor } = harness();
    actor.send({ type: 'file.chosen', file: new File(['x'], 'catalog.xlsx') });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.fileError).toBe('notCsv');
  });

  it('tells what it detected and flags unknown headers', async () => {
    const { actor } = harness();
    await chosen(actor, 'unknown-headers.csv');
    expect(actor.getSnapshot().context.unknownHeaders).toEqual(['culoare', 'greutate']);
    expect(actor.getSnapshot().context.detection?.delimiter).toBe(',');
  });
});

describe('csv import machine, model-based', () => {
  it('reaches every state, and every shortest path behaves as the model says', async () => {
    const clean = parseCsvBytes('clean.csv', fixture('clean.csv'));
    const run = await runModelPaths({
      machine: csvImportMachine,
      actorNames: ['parseFile', 'previewImport', 'importProducts', 'watchImport'],
      serializeEvent: (event) =>
        JSON.stringify({
          ...event,
          file: (event.file as File | undefined)?.name,
          output: event.output && 'parsed' in (event.output as object) ? 'parsed' : event.output,
        }),
      serializeState: (snapshot) => {
        const context = snapshot.context as { rows: unknown[]; issues: object; uploadFailed: boolean; fileError?: string; wipePreviousData: boolean };
        return JSON.stringify({
          value: snapshot.value,
          rows: context.rows.length,
          issues: Object.keys(context.issues).length,
          failed: context.uploadFailed,
          fileError: context.fileError,
          wipe: context.wipePreviousData,
        });
      },
      events: [
        { type: 'file.chosen', file: fileOf('clean.csv') },
        { type: 'file.chosen', file: new File(['x'], 'catalog.txt') },
        { type: 'parse.progress', progress: { phase: 'reading', done: 10, total: 100, rows: 1 } },
        { type: 'xstate.done.actor.parseFile', output: { parsed: clean, issues: {} } },
        { type: 'xstate.error.actor.parseFile', error: new FileFailure('empty') },
        { type: 'wipe.toggled', value: true },
        { type: 'submit' },
        { type: 'xstate.done.actor.previewImport', output: preview() },
        { type: 'xstate.error.actor.previewImport', error: { type: 'x', title: 'x', status: 503, code: 'SERVICE_UNAVAILABLE' } },
        { type: 'back' },
        { type: 'confirm' },
        { type: 'import.progress', written: 1, total: 3 },
        { type: 'xstate.done.actor.importProducts', output: { created: 3, updated: 0, unchanged: 0, deleted: 0 } },
        { type: 'xstate.error.actor.importProducts', error: { type: 'x', title: 'x', status: 503, code: 'SERVICE_UNAVAILABLE' } },
        { type: 'reset' },
      ],
    });
    expect(run.paths).toBeGreaterThan(3);
    expect(run.allStates.filter((id) => !run.visitedStates.has(id))).toEqual([]);
  });
});

describe('reading and checking a file, with its progress', () => {
  const bigFile = (rows: number) => {
    const lines = Array.from({ length: rows }, (_, index) => `Produs ${index},${index % 500 === 0 ? 'abc' : '12.50'},0722123456`);
    return new TextEncoder().encode(['nume,pret,telefon', ...lines].join('\n'));
  };

  it('counts the rows as it reads, then as it checks, and ends with every row and its issues', () => {
    const bytes = bigFile(60_000);
    const events: ParseEvent[] = [];
    readAndCheck({ name: 'mare.csv', bytes: bytes.buffer as ArrayBuffer }, (event) => events.push(event));
    const reading = events.flatMap((event) => (event.type === 'parse.progress' && event.progress.phase === 'reading' ? [event.progress] : []));
    const checking = events.flatMap((event) => (event.type === 'parse.progress' && event.progress.phase === 'checking' ? [event.progress] : []));
    expect(reading.length).toBeGreaterThan(1);
    expect(reading.map((progress) => progress.rows)).toEqual([...reading.map((progress) => progress.rows)].sort((a, b) => a - b));
    expect(reading.at(-1)).toEqual({ phase: 'reading', done: bytes.byteLength, total: bytes.byteLength, rows: 60_000 });
    expect(checking.at(-1)).toEqual({ phase: 'checking', done: 60_000, total: 60_000, rows: 60_000 });
    expect(checking.length).toBeGreaterThan(1);
    const done = events.at(-1);
    expect(done?.type).toBe('parse.done');
    if (done?.type !== 'parse.done') return;
    expect(done.parsed.rows).toHaveLength(60_000);
    expect(done.parsed.rows[59_999]).toEqual({ nume: 'Produs 59999', pret: '12.50', telefon: '0722123456' });
    expect(Object.keys(done.issues).map(Number)).toEqual(Array.from({ length: 120 }, (_, index) => index * 500));
  });

  it('answers a bad file with the reason', () => {
    const events: ParseEvent[] = [];
    readAndCheck({ name: 'catalog.xlsx', bytes: new ArrayBuffer(3) }, (event) => events.push(event));
    expect(events).toEqual([{ type: 'parse.failed', reason: 'notCsv' }]);
  });
});
