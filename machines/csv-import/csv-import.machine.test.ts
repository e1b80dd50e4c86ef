import { readFileSync } from 'node:fs';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { csvMessages, ruleMessages } from '../../openapi/domain/rules';
import { controlled, runModelPaths, settle } from '../testing/model-paths';
import { csvImportMachine, issueSummary, toBulkRequest } from './csv-import.machine';
import { CsvFileError, parseCsvBytes } from './read-csv';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const fileOf = (name: string, bytes = fixture(name)) => new File([bytes], name, { type: 'text/csv' });

describe('reading a catalogue file', () => {
  it('reads a clean UTF-8 file: header first, comma separated, every row valid, defaults applied', () => {
    const parsed = parseCsvBytes('clean.csv', fixture('clean.csv'));
    expect(parsed.detection).toEqual({ encoding: 'utf-8', byteOrderMark: false, delimiter: ',', decimalComma: false });
    expect(parsed.unknownHeaders).toEqual([]);
    const request = toBulkRequest(parsed.rows.map((cells, id) => ({ id, cells })), false);
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
    const products = toBulkRequest(parsed.rows.map((cells, id) => ({ id, cells })), true).products;
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
  const parseFile = controlled();
  const importProducts = controlled();
  const machine = csvImportMachine.provide({ actors: { importProducts: importProducts.logic as never } });
  const actor = createActor(machine).start();
  return { actor, parseFile, importProducts };
}

async function chosen(actor: ReturnType<typeof harness>['actor'], name: string) {
  actor.send({ type: 'file.chosen', file: fileOf(name) });
  for (let attempt = 0; attempt < 50 && actor.getSnapshot().value === 'parsing'; attempt += 1) await settle();
}

describe('csv import machine (SPEC §2, §5)', () => {
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

  it('validates again on every edit and deletion, then imports; the wipe switch is off by default', async () => {
    const { actor, importProducts } = harness();
    await chosen(actor, 'bad-rows.csv');
    const rows = actor.getSnapshot().context.rows;
    actor.send({ type: 'cell.edited', rowId: rows[0]!.id, column: 'nume', value: 'Cu nume acum' });
    expect(actor.getSnapshot().context.issues[rows[0]!.id]).toBeUndefined();
    for (const row of rows.slice(1, 9)) actor.send({ type: 'row.deleted', rowId: row.id });
    expect(actor.getSnapshot().context.rows).toHaveLength(2);
    expect(actor.getSnapshot().context.wipePreviousData).toBe(false);

    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(importProducts.calls).toEqual([
      { wipePreviousData: false, products: [expect.objectContaining({ name: 'Cu nume acum' }), expect.objectContaining({ name: 'Rând bun' })] },
    ]);
    importProducts.waiting.shift()?.resolve({ created: 2, deleted: 0 });
    await settle();
    expect(actor.getSnapshot().value).toBe('imported');
    expect(actor.getSnapshot().context.result).toEqual({ created: 2, deleted: 0 });
  });

  it('puts server errors back on their cells and says the upload failed', async () => {
    const { actor, importProducts } = harness();
    await chosen(actor, 'clean.csv');
    actor.send({ type: 'wipe.toggled', value: true });
    actor.send({ type: 'submit' });
    expect((importProducts.calls[0] as { wipePreviousData: boolean }).wipePreviousData).toBe(true);
    importProducts.waiting.shift()?.reject({
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
      actorNames: ['parseFile', 'importProducts'],
      serializeEvent: (event) => JSON.stringify({ ...event, file: (event.file as File | undefined)?.name }),
      serializeState: (snapshot) => {
        const context = snapshot.context as { rows: unknown[]; issues: object; uploadFailed: boolean; fileError?: string };
        return JSON.stringify({ value: snapshot.value, rows: context.rows.length, issues: Object.keys(context.issues).length, failed: context.uploadFailed, fileError: context.fileError });
      },
      events: [
        { type: 'file.chosen', file: fileOf('clean.csv') },
        { type: 'file.chosen', file: new File(['x'], 'catalog.txt') },
        { type: 'xstate.done.actor.parseFile', output: clean },
        { type: 'xstate.error.actor.parseFile', error: new CsvFileError('empty') },
        { type: 'wipe.toggled', value: true },
        { type: 'submit' },
        { type: 'xstate.done.actor.importProducts', output: { created: 3, deleted: 0 } },
        { type: 'xstate.error.actor.importProducts', error: { type: 'x', title: 'x', status: 503, code: 'SERVICE_UNAVAILABLE' } },
        { type: 'reset' },
      ],
    });
    expect(run.paths).toBeGreaterThan(3);
    expect(run.allStates.filter((id) => !run.visitedStates.has(id))).toEqual([]);
  });
});

describe('the parse worker protocol', () => {
  it('answers a file with its parsed rows, and a bad file with the reason', async () => {
    const { answerParseRequest } = await import('./parse-in-worker');
    const bytes = fixture('clean.csv');
    const good = answerParseRequest({ name: 'clean.csv', bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer });
    expect(good).toMatchObject({ ok: true, parsed: { headers: expect.arrayContaining(['nume', 'pret']) } });
    expect(answerParseRequest({ name: 'catalog.xlsx', bytes: new ArrayBuffer(3) })).toEqual({ ok: false, reason: 'notCsv' });
  });
});
