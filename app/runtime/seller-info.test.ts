import { describe, expect, it } from 'vitest';
import { catalogueFreshness } from './seller-info';

describe("how fresh a seller's catalogue reads (issue #49)", () => {
  const now = new Date('2026-11-28T10:00:00Z');

  it('counts Bucharest days, so a change at 23:30 yesterday is yesterday, not today', () => {
    expect(catalogueFreshness('2026-11-28T06:00:00Z', now)).toBe('Catalog actualizat azi');
    expect(catalogueFreshness('2026-11-27T21:30:00Z', now)).toBe('Catalog actualizat ieri');
    expect(catalogueFreshness('2026-11-26T12:00:00Z', now)).toBe('Catalog actualizat acum 2 zile');
  });

  it('says "de zile" from twenty on, as Romanian counts', () => {
    expect(catalogueFreshness('2026-11-09T12:00:00Z', now)).toBe('Catalog actualizat acum 19 zile');
    expect(catalogueFreshness('2026-11-08T12:00:00Z', now)).toBe('Catalog actualizat acum 20 de zile');
  });

  it('says nothing for a seller without products', () => {
    expect(catalogueFreshness(undefined, now)).toBeUndefined();
  });
});
