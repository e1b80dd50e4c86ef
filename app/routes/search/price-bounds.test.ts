import { describe, expect, it } from 'vitest';
import { readPriceBounds } from './price-bounds';

describe('the price range as the search screen reads it', () => {
  it('takes sums as Romanian spreadsheets write them, either bound left open', () => {
    expect(readPriceBounds({ min: '12,50', max: '1.250' })).toEqual({ bounds: { min: 12.5, max: 1250 } });
    expect(readPriceBounds({ min: '', max: ' 99,99 ' })).toEqual({ bounds: { min: undefined, max: 99.99 } });
  });

  it('says what is wrong under the bound it is about, in Romanian', () => {
    expect(readPriceBounds({ min: '100', max: '10' })).toEqual({ errors: { min: 'Prețul minim nu poate fi mai mare decât prețul maxim.' } });
    expect(readPriceBounds({ min: 'zece', max: '' })).toEqual({ errors: { min: 'Introduceți o sumă, de exemplu 12,50.', max: undefined } });
    expect(readPriceBounds({ min: '', max: '1000000000' })).toEqual({ errors: { min: undefined, max: 'Suma poate fi cel mult 100.000.000 RON.' } });
  });
});
