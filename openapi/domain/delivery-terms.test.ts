import { describe, expect, it } from 'vitest';
import { deliveryDaysText, deliveryTermLines } from './delivery-terms';

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
