import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { deliveryDaysText, deliveryLimits, deliveryTermLines } from './delivery-terms';

describe('delivery terms as a page says them (issue #49)', () => {
  it('names the days Monday first, joined as a sentence, and every day as such', () => {
    expect(deliveryDaysText(['FRI', 'MON', 'WED'])).toBe('luni, miercuri și vineri');
    expect(deliveryDaysText(['SAT'])).toBe('sâmbătă');
    expect(deliveryDaysText(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'])).toBe('în fiecare zi');
  });

  it('lists only the terms the seller said, money in RON and a free delivery said so', () => {
    const lines = deliveryTermLines({ cities: ['Iași'], days: [], minimumOrder: 300, deliveryCost: 0, cutoffHour: 9 });
    expect(lines.map((line) => line.label)).toEqual(['Comandă minimă', 'Comenzi până la', 'Cost livrare', 'Livrează în']);
    expect(lines[0]?.value).toMatch(/^300,00\sRON$/);
    expect(lines[1]?.value).toBe('ora 09:00 pentru livrarea următoare');
    expect(lines[2]?.value).toBe('gratuită');
    expect(deliveryTermLines({ cities: [], days: [] })).toEqual([]);
  });
});

describe("the form's bounds are the spec's", () => {
  it('takes each figure’s maximum from DeliveryTerms in common.yaml', () => {
    const spec = parse(readFileSync(new URL('../common.yaml', import.meta.url), 'utf8')) as {
      components: { schemas: { DeliveryTerms: { properties: Record<string, { maximum?: number }> } } };
    };
    const properties = spec.components.schemas.DeliveryTerms.properties;
    for (const [figure, maximum] of Object.entries(deliveryLimits)) expect(properties[figure]?.maximum, figure).toBe(maximum);
  });
});
