import { describe, expect, it } from 'vitest';
import { parseCsvBytes } from './read-csv';
import { neutraliseCell, writeCsv } from '../../openapi/domain/csv-writing';

describe('writing CSV for download', () => {
  it.each(['=SUM(A1:A9)', '+40722000111', '-2+3', '@cmd', '\tx', '\rx'])('neutralises %j so it is text, not a formula', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('Cafea boabe 1 kg')).toBe('Cafea boabe 1 kg');
    expect(neutraliseCell('12,50')).toBe('12,50');
  });

  it('writes a file the importer reads back, quoting what needs quoting', () => {
    const csv = writeCsv(['nume', 'descriere', 'pret'], [['Pahar "Bistro"', 'Set de 6, sticlă', '=HYPERLINK("x")']]);
    const parsed = parseCsvBytes('respinse.csv', new TextEncoder().encode(csv));
    expect(parsed.rows[0]).toEqual({ nume: 'Pahar "Bistro"', descriere: 'Set de 6, sticlă', pret: `'=HYPERLINK("x")` });
  });
});
