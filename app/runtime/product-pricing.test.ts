import { describe, expect, it } from 'vitest';
import { productPricing } from './product-pricing';

const day = new Date('2026-11-28');
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe("a product's prices as cards and its page show them", () => {
  it('leads with the price on the switch, gives the other with the rate, and the price per litre', () => {
    const can = { price: 89, vatIncluded: true, vatRate: 21, content: { count: 1, amount: 10, unit: 'LTR' as const } };
    const gross = productPricing(can, 'GROSS', day);
    expect(nbsp(gross.lead.amount)).toBe('89,00 RON');
    expect(gross.lead.basis).toBe('cu TVA');
    expect(nbsp(gross.other)).toBe('73,55 RON fără TVA · TVA 21 %');
    expect(nbsp(gross.unit ?? '')).toBe('8,90 RON/l cu TVA');
    const net = productPricing(can, 'NET', day);
    expect([nbsp(net.lead.amount), net.lead.basis, nbsp(net.unit ?? '')]).toEqual(['73,55 RON', 'fără TVA', '7,36 RON/l fără TVA']);
  });

  it('says when the rate is the standard one assumed, and gives no unit price without a content', () => {
    const pricing = productPricing({ price: 100, vatIncluded: false }, 'GROSS', day);
    expect(nbsp(pricing.other)).toBe('100,00 RON fără TVA · TVA 21 % (cota standard)');
    expect(pricing.unit).toBeUndefined();
    expect(nbsp(productPricing({ price: 12, vatIncluded: true, content: { count: 12, amount: 1, unit: 'H87' } }, 'GROSS', day).unit ?? '')).toBe(
      '1,00 RON/buc cu TVA',
    );
  });
});
