import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { checkCsvRow, csvColumns } from '../../../openapi/domain/csv-rules';
import { rejectedRowsCsv, templateCsv } from './catalog-files';

const parse = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });

describe('the CSV files the import screen offers', () => {
  it('the template has every column, the optional ones filled in too, and one example row that passes the import rules', () => {
    const { data, meta } = parse(templateCsv());
    expect(meta.fields).toEqual([...csvColumns]);
    expect(data).toHaveLength(1);
    expect(checkCsvRow(data[0]!).issues).toEqual([]);
    expect(data[0]).toMatchObject({ marca: 'Lavazza', gtin: '8000070012141', um_cod: 'KGM', continut: '1 kg', cota_tva: '11', cantitate_minima: '2' });
  });

  it('the rejected rows keep their cells, gain a Romanian error column, and never start with a formula', () => {
    const rows = [
      { id: 0, cells: { nume: 'Bun', pret: '10', telefon: '0722123456' } },
      { id: 1, cells: { nume: '=HYPERLINK("http://rau")', pret: 'abc', telefon: '0722123456' } },
    ];
    const csv = rejectedRowsCsv(['nume', 'pret', 'telefon'], rows, { 1: [{ column: 'pret', message: 'Prețul trebuie să fie un număr.' }] });
    const { data, meta } = parse(csv);
    expect(meta.fields).toEqual(['nume', 'pret', 'telefon', 'eroare']);
    expect(data).toEqual([{ nume: `'=HYPERLINK("http://rau")`, pret: 'abc', telefon: '0722123456', eroare: 'pret: Prețul trebuie să fie un număr.' }]);
  });
});
