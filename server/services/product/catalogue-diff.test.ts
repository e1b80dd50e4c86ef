import { describe, expect, it } from 'vitest';
import { matchingName } from '../catalogue/matching-name';
import { diffCatalogue, type ExistingProduct, type ImportedValues } from './catalogue-diff';

const values = (name: string, changes: Partial<ImportedValues> = {}): ImportedValues => ({
  name,
  description: 'N/A',
  price: 10,
  vatIncluded: true,
  sellType: 'la bucata',
  packageType: 'Individual',
  phone: '0722000111',
  city: 'Constanța',
  isDeliverable: true,
  negotiable: false,
  inStock: true,
  isEnabled: true,
  ...changes,
});
const existing = (uuid: string, name: string, changes: Partial<ImportedValues> = {}): ExistingProduct => ({ uuid, values: values(name, changes) });

describe('how a file changes a catalogue', () => {
  it('sorts rows into new, changed (naming the fields) and unchanged, and finds the products no row names', () => {
    const diff = diffCatalogue(
      [existing('a', 'Cafea boabe 1 kg'), existing('b', 'Zahăr 1 kg'), existing('c', 'Ceai verde')],
      [values('Cafea boabe 1 kg', { price: 12.5, inStock: false }), values('Zahăr 1 kg'), values('Lapte 1 l')],
    );
    expect(diff.created).toEqual([2]);
    expect(diff.changed).toEqual([{ index: 0, uuid: 'a', fields: ['price', 'inStock'] }]);
    expect(diff.unchanged).toEqual([{ index: 1, uuid: 'b' }]);
    expect(diff.unmatched.map((product) => product.uuid)).toEqual(['c']);
  });

  it('names changed fields as the CSV does, in its column order', () => {
    const diff = diffCatalogue([existing('a', 'Cafea boabe')], [values('Cafea boabe', { isEnabled: false, isDeliverable: false, city: 'Iași', price: 11 })]);
    expect(diff.changed).toEqual([{ index: 0, uuid: 'a', fields: ['price', 'city', 'deliverable', 'enabled'] }]);
  });

  it('matches names whatever their case and spacing, and counts a new spelling as a change of name; diacritics make another product', () => {
    expect(matchingName('  CAFEA   boabe ')).toBe('cafea boabe');
    const diff = diffCatalogue([existing('a', 'Cafea boabe')], [values('cafea  BOABE'), values('Căfea boabe')]);
    expect(diff.changed).toEqual([{ index: 0, uuid: 'a', fields: ['name'] }]);
    expect(diff.created).toEqual([1]);
  });

  it('lowers the case of a name as Romanian does, for every character', () => {
    expect(matchingName('ȘTIUCĂ ÎN SOS DE ȚELINĂ')).toBe('știucă în sos de țelină');
    const different: string[] = [];
    for (let code = 0; code <= 0x2ffff; code += 1) {
      const text = `${String.fromCodePoint(code)}I`;
      if (matchingName(text) !== text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ro')) different.push(`U+${code.toString(16)}`);
    }
    expect(different).toEqual([]);
  });

  it('makes every row of a file new for a seller without products', () => {
    const diff = diffCatalogue([], [values('Pahar'), values('Pahar'), values('Farfurie')]);
    expect(diff).toEqual({ created: [0, 1, 2], changed: [], unchanged: [], unmatched: [] });
  });

  it('pairs repeated names in order, oldest product first, so importing the same file again changes nothing', () => {
    const products = [existing('old', 'Pahar'), existing('newer', 'Pahar', { price: 20 })];
    const again = diffCatalogue(products, [values('Pahar'), values('Pahar', { price: 20 })]);
    expect(again.unchanged).toEqual([
      { index: 0, uuid: 'old' },
      { index: 1, uuid: 'newer' },
    ]);
    expect(again.created).toEqual([]);
    const threeRows = diffCatalogue(products, [values('Pahar'), values('Pahar', { price: 20 }), values('Pahar')]);
    expect(threeRows.created).toEqual([2]);
    const oneRow = diffCatalogue(products, [values('Pahar')]);
    expect(oneRow.unmatched.map((product) => product.uuid)).toEqual(['newer']);
  });
});
