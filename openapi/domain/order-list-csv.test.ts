import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { orderListCsv } from './order-list-csv';

describe('an order list as CSV (issue #50)', () => {
  it('writes a row per line with Romanian decimals, the total with TVA, and a formula neutralised', () => {
    const csv = orderListCsv({
      uuid: 'l',
      name: 'Favorite',
      isDefault: true,
      location: null,
      updatedAt: '2026-11-29T10:00:00Z',
      totals: [],
      lines: [
        {
          uuid: 'a',
          product: 'p',
          name: 'Vin roșu 0,75 l',
          seller: { uuid: 's', name: 'Băuturi Carpați SRL' },
          unit: 'sticla',
          quantity: 2.5,
          note: '=HYPERLINK("x")',
          state: 'AVAILABLE',
          seen: { net: 20, gross: 24.2 },
          current: { net: 20, gross: 24.2 },
          seenAt: '2026-11-29T10:00:00Z',
          addedAt: '2026-11-29T10:00:00Z',
        },
        {
          uuid: 'b',
          product: 'q',
          name: 'Unt',
          seller: { uuid: 't', name: 'Lactate SRL' },
          unit: 'kg',
          quantity: 1,
          note: '',
          state: 'DELETED',
          seen: { net: 40, gross: 43.6 },
          seenAt: '2026-11-29T10:00:00Z',
          addedAt: '2026-11-29T10:00:00Z',
        },
      ],
    });
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual(['produs', 'vânzător', 'cantitate', 'unitate', 'preț fără TVA', 'preț cu TVA', 'total cu TVA', 'notă', 'stare']);
    expect(rows[1]).toEqual(['Vin roșu 0,75 l', 'Băuturi Carpați SRL', '2,5', 'sticla', '20', '24,2', '60,5', `'=HYPERLINK("x")`, 'disponibil']);
    expect(rows[2]).toEqual(['Unt', 'Lactate SRL', '1', 'kg', '40', '43,6', '43,6', '', 'șters de vânzător']);
  });
});
