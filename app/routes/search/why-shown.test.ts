import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from '../../../machines/search/search-criteria';
import { whyShown } from './why-shown';

const criteria = (patch: Partial<SearchCriteria> = {}): SearchCriteria => ({
  text: '',
  city: 'Toate',
  owner: undefined,
  seller: undefined,
  filters: [],
  sort: 'NO_SORT',
  priceBasis: 'GROSS',
  ...patch,
});

const coffee = {
  name: 'Cafea boabe Lavazza 1 kg',
  description: 'Cafele pentru espresso, prăjite la Brașov',
  brand: 'Lavazza',
  city: 'Brașov',
  seller: 'Cafea Bună SRL',
};

const none = { name: [], description: [], brand: [], city: [] };

describe('"De ce apare acest rezultat?" (issue #51)', () => {
  it('names the words found and the field of each, heaviest field first, each word once, with how it matched', () => {
    const lines = whyShown(
      coffee,
      {
        ...none,
        description: [{ start: 0, length: 6, kind: 'stem' }],
        name: [
          { start: 0, length: 5, kind: 'stem' },
          { start: 12, length: 7, kind: 'correction' },
        ],
        brand: [{ start: 0, length: 7, kind: 'correction' }],
        city: [{ start: 0, length: 6, kind: 'prefix' }],
      },
      criteria({ text: 'cafea lavaza bras' }),
    );
    expect(lines.slice(0, 4)).toEqual([
      'În numele produsului: «Cafea» (același cuvânt sau aceeași rădăcină), «Lavazza» (corectura unei greșeli de scriere).',
      'În marcă: «Lavazza» (corectura unei greșeli de scriere).',
      'În descriere: «Cafele» (același cuvânt sau aceeași rădăcină).',
      'În oraș: «Brașov» (cuvânt început în căutare).',
    ]);
    expect(lines[4]).toBe(
      'Ordonate după potrivire: un cuvânt contează cel mai mult în numele produsului, apoi în marcă, apoi în descriere, apoi în oraș; la potrivire egală, cele mai noi întâi.',
    );
    expect(lines.at(-1)).toBe('Nimeni nu plătește pentru un loc în rezultate.');
  });

  it('without marked words (a barcode, a long page) still says the text was matched', () => {
    expect(whyShown(coffee, undefined, criteria({ text: '5901234123457' }))[0]).toBe('Se potrivește cu «5901234123457».');
  });

  it('without text says every product passing the filters shows, newest first, or in the sort chosen', () => {
    expect(whyShown(coffee, undefined, criteria()).slice(0, 3)).toEqual([
      'Nu ați căutat un text: apar toate produsele care trec filtrele.',
      'Ordonate după dată, cele mai noi întâi.',
      'Niciun filtru ales.',
    ]);
    expect(whyShown(coffee, undefined, criteria({ sort: 'BY_PRICE_ASC' }))[1]).toBe('Ordonate după: preț crescător.');
  });

  it('lists every filter in force as the screen names it', () => {
    const filtered = criteria({
      city: 'Iași',
      filters: ['DELIVERS_TO_CITY', 'IN_STOCK', 'DELIVERABLE'],
      owner: '7c1f0000-0000-4000-8000-000000000001',
      brand: 'Lavazza',
      priceBasis: 'NET',
      priceMin: 10,
      priceMax: 99.5,
    });
    expect(whyShown(coffee, undefined, filtered)[2]).toBe(
      'Filtre alese: în Iași sau de la un vânzător care livrează acolo; în stoc; livrabil; vânzătorul Cafea Bună SRL; marca Lavazza; preț fără TVA între 10,00\u00a0RON și 99,50\u00a0RON.',
    );
    expect(whyShown(coffee, undefined, criteria({ city: 'Iași', priceMax: 20 }))[2]).toBe('Filtre alese: orașul Iași; preț cu TVA până la 20,00\u00a0RON.');
  });
});
