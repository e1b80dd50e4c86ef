import { describe, expect, it } from 'vitest';
import { gtinProblem, normalisedGtin, printedGtin } from './gtin';
import { parseContent, showContent, unitPrice, writtenContent } from './product-content';
import { salesUnitOf } from './units';
import { pricesOf, standardVatRate, vatRatesInForce } from './vat-rates';
import { priceBandCount, priceBandOf, priceOn, productPrices } from './product-prices';

describe('barcodes (GTIN)', () => {
  it('takes EAN-8, UPC-A, EAN-13 and GTIN-14 with their check digits, spaces and dashes aside, and keeps 14 digits', () => {
    expect(normalisedGtin('5942321000015')).toBe('05942321000015');
    expect(normalisedGtin('594-2321 000015')).toBe('05942321000015');
    expect(normalisedGtin('96385074')).toBe('00000096385074');
    expect(normalisedGtin('036000291452')).toBe('00036000291452');
    expect(normalisedGtin('10614141000415')).toBe('10614141000415');
  });

  it('says what is wrong: a length no GTIN has, or a check digit that does not match', () => {
    expect(gtinProblem('5942321000016')).toBe('checkDigit');
    expect(gtinProblem('59423210000')).toBe('length');
    expect(gtinProblem('5942321A00015')).toBe('length');
    expect(normalisedGtin('5942321000016')).toBeUndefined();
  });

  it('prints a kept code as its barcode prints it', () => {
    expect(printedGtin('05942321000015')).toBe('5942321000015');
    expect(printedGtin('00000096385074')).toBe('96385074');
    expect(printedGtin('10614141000415')).toBe('10614141000415');
  });
});

describe('what a unit of sale holds, and its price per kilogram or litre', () => {
  it('reads the ways sellers write it', () => {
    expect(parseContent('6 x 1 l')).toEqual({ count: 6, amount: 1, unit: 'LTR' });
    expect(parseContent('6×1,5L')).toEqual({ count: 6, amount: 1.5, unit: 'LTR' });
    expect(parseContent('10 kg')).toEqual({ count: 1, amount: 10, unit: 'KGM' });
    expect(parseContent('500 g')).toEqual({ count: 1, amount: 500, unit: 'GRM' });
    expect(parseContent('12 buc')).toEqual({ count: 1, amount: 12, unit: 'H87' });
    expect(parseContent('0 kg')).toBeUndefined();
    expect(parseContent('zece kg')).toBeUndefined();
    expect(parseContent('5 tone')).toBeUndefined();
  });

  it('shows it, writes it back as it reads it, and works out the unit price', () => {
    const pack = { count: 6, amount: 1, unit: 'LTR' } as const;
    expect(showContent(pack)).toBe('6 × 1 l');
    expect(parseContent(writtenContent({ count: 1, amount: 0.75, unit: 'LTR' }))).toEqual({ count: 1, amount: 0.75, unit: 'LTR' });
    expect(unitPrice(45, pack)).toEqual({ value: 7.5, per: 'LTR' });
    expect(unitPrice(12.5, { count: 1, amount: 500, unit: 'GRM' })).toEqual({ value: 25, per: 'KGM' });
  });
});

describe('units of sale and TVA', () => {
  it('maps the words sellers write to UN/ECE Recommendation 20 codes', () => {
    expect(salesUnitOf('la bucata')).toBe('H87');
    expect(salesUnitOf('Bucată')).toBe('H87');
    expect(salesUnitOf('KG')).toBe('KGM');
    expect(salesUnitOf('bax')).toBe('XBX');
    expect(salesUnitOf('XPK')).toBe('XPK');
    expect(salesUnitOf('tonă')).toBeUndefined();
  });

  it('knows the rates in force on a day, the standard first, and prices without and with TVA', () => {
    expect(vatRatesInForce(new Date('2026-11-28'))).toEqual([21, 11, 0]);
    expect(vatRatesInForce(new Date('2025-07-31'))).toEqual([19, 9, 5, 0]);
    expect(standardVatRate(new Date('2026-11-28'))).toBe(21);
    expect(pricesOf(121, true, 21)).toEqual({ net: 100, gross: 121 });
    expect(pricesOf(100, false, 11).gross).toBeCloseTo(111);
  });
});

describe("a product's two prices, its unit price and its price band", () => {
  const day = new Date('2026-11-28');

  it("compares the issue's three oils: 89 RON for 10 l with TVA, 45 RON for 5 l and 312 RON for 6 × 1 l without", () => {
    const can = productPrices({ price: 89, vatIncluded: true, vatRate: 21, content: { count: 1, amount: 10, unit: 'LTR' } }, day);
    const bottle = productPrices({ price: 45, vatIncluded: false, vatRate: 21, content: { count: 1, amount: 5, unit: 'LTR' } }, day);
    const pack = productPrices({ price: 312, vatIncluded: false, vatRate: 21, content: { count: 6, amount: 1, unit: 'LTR' } }, day);
    expect(can).toEqual({ net: 73.55, gross: 89, rate: 21, rateAssumed: false, unit: { net: 7.36, gross: 8.9, per: 'LTR' } });
    expect(bottle.unit).toEqual({ net: 9, gross: 10.89, per: 'LTR' });
    expect(pack.unit).toEqual({ net: 52, gross: 62.92, per: 'LTR' });
    expect(priceOn(can, 'NET')).toBe(73.55);
    expect(priceOn(can, 'GROSS')).toBe(89);
  });

  it('prices a product that names no rate at the standard rate in force, and says it is assumed', () => {
    const prices = productPrices({ price: 100, vatIncluded: false }, day);
    expect(prices).toEqual({ net: 100, gross: 121, rate: 21, rateAssumed: true });
    expect(productPrices({ price: 100, vatIncluded: false }, new Date('2025-07-01')).gross).toBe(119);
  });

  it('counts a price in the band whose lower edge it reaches', () => {
    expect(priceBandOf(0)).toBe(0);
    expect(priceBandOf(9.99)).toBe(0);
    expect(priceBandOf(10)).toBe(1);
    expect(priceBandOf(199.99)).toBe(4);
    expect(priceBandOf(1_000_000)).toBe(priceBandCount - 1);
  });
});
