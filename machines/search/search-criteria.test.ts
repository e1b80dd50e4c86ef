import { describe, expect, it } from 'vitest';
import { criteriaToUrl, initialCriteria, toSearchRequest } from './search-criteria';

describe('the price range, its basis and the brand in the address (issue #48)', () => {
  it("starts on the visitor's own price switch, and a shared range on the basis it was set on", () => {
    expect(initialCriteria(new URLSearchParams(), {}).priceBasis).toBe('GROSS');
    expect(initialCriteria(new URLSearchParams(), { priceBasis: 'NET' }).priceBasis).toBe('NET');
    expect(initialCriteria(new URLSearchParams('pmin=20&pmax=50&tva=cu'), { priceBasis: 'NET' })).toMatchObject({
      priceBasis: 'GROSS',
      priceMin: 20,
      priceMax: 50,
    });
    // Without a range the address's basis means nothing: the visitor's switch stands.
    expect(initialCriteria(new URLSearchParams('tva=cu'), { priceBasis: 'NET' }).priceBasis).toBe('NET');
  });

  it('writes the basis beside a range only, so an address without one stays as it was', () => {
    const plain = initialCriteria(new URLSearchParams('q=ulei'), { priceBasis: 'NET' });
    expect(criteriaToUrl(plain).toString()).toBe('q=ulei');
    expect(criteriaToUrl({ ...plain, priceMax: 99.99 }).toString()).toBe('q=ulei&pmax=99.99&tva=fara');
  });

  it('drops a malformed bound, one past the largest, and a range whose minimum is above its maximum', () => {
    expect(initialCriteria(new URLSearchParams('pmin=ieftin&pmax=-5'), {})).not.toHaveProperty('priceMin');
    expect(initialCriteria(new URLSearchParams('pmax=1e12'), {})).not.toHaveProperty('priceMax');
    const inverted = initialCriteria(new URLSearchParams('pmin=100&pmax=10'), {});
    expect([inverted.priceMin, inverted.priceMax]).toEqual([undefined, undefined]);
    expect(initialCriteria(new URLSearchParams(`brand=${' Barilla '.repeat(1)}`), {}).brand).toBe('Barilla');
    expect(initialCriteria(new URLSearchParams(`brand=${'M'.repeat(500)}`), {}).brand).toHaveLength(100);
  });

  it('asks the search for the basis only when it is not the default, and for the range and brand when set', () => {
    const criteria = initialCriteria(new URLSearchParams('q=ulei&brand=Floriol&pmin=40'), { priceBasis: 'NET' });
    expect(toSearchRequest(criteria, 0)).toEqual({
      name: 'ulei',
      city: 'Toate',
      page: 0,
      perPage: 12,
      filter: [],
      sort: ['NO_SORT'],
      priceBasis: 'NET',
      priceMin: 40,
      brand: 'Floriol',
    });
    expect(toSearchRequest(initialCriteria(new URLSearchParams('q=ulei'), {}), 0)).not.toHaveProperty('priceBasis');
  });
});
