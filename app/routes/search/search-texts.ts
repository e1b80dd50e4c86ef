import type { SearchTotal } from '../../../machines/search/search.machine';
import { counted, nouns } from '../../messages/counted';
import type { PriceBasis } from '../../../openapi/domain/product-prices';

/** How many a search finds, as the screen shows it: "1.204 produse", "Peste 10.000 de produse", "Niciun produs pentru «cafea»". */
function totalShown(total: SearchTotal, text: string): string {
  if (total.value === 0) return text ? `Niciun produs pentru «${text}»` : 'Niciun produs';
  return `${total.relation === 'gte' ? 'Peste ' : ''}${counted(total.value, nouns.product)}`;
}

/** The Romanian texts of the search screen (/search), keyed by meaning. */
export const searchTexts = {
  heading: 'Caută produse HoReCa',
  sellerHeading: 'Produsele comerciantului',
  textLabel: 'Caută',
  textPlaceholder: 'Caută un produs...',
  cityLabel: 'Oraș',
  allCities: 'Toate orașele',
  deliverable: 'Livrabil',
  inStock: 'În stoc',
  /** "Livrează în" (issue #49): the chosen city's products and those of the sellers who deliver there. */
  deliversTo: (city: string) => `Livrează în ${city}`,
  sortLabel: 'Sortare:',
  sorts: {
    NO_SORT: 'Fără sortare',
    BY_DATE_DESC: 'Cele mai noi',
    BY_DATE_ASC: 'Cele mai vechi',
    BY_PRICE_ASC: 'Preț crescător',
    BY_PRICE_DESC: 'Preț descrescător',
    BY_UNIT_PRICE_ASC: 'Preț pe kg, litru sau bucată, crescător',
  },
  /** The filters buyers compare by (issue #48). */
  brandLabel: 'Marcă',
  allBrands: 'Toate mărcile',
  priceLegend: (basis: PriceBasis) => `Preț (RON, ${basis === 'NET' ? 'fără TVA' : 'cu TVA'})`,
  netPrices: 'Prețuri fără TVA',
  notASum: 'Introduceți o sumă, de exemplu 12,50.',
  sumTooLarge: 'Suma poate fi cel mult 100.000.000 RON.',
  dropBrand: (count: number) => `La toate mărcile: ${counted(count, nouns.product)}`,
  dropPrice: (count: number) => `La orice preț: ${counted(count, nouns.product)}`,
  sellerPanel: 'Produse vândute de:',
  clearSeller: 'Elimină filtrul',
  failed: 'Căutarea nu a mers, te rugăm să încerci din nou.',
  end: 'Nu mai sunt produse disponibile.',
  empty: 'Nu am găsit produse pentru căutarea ta.',
  results: 'Rezultate',
  loadingMore: 'Se încarcă produsele…',
  loadMore: 'Încarcă mai multe produse',
  searching: 'Se caută produsele…',
  total: totalShown,
  /** Above the results when the server read a word as a typo (decision 026), Google's pattern. */
  resultsFor: (corrected: string) => `Rezultate pentru «${corrected}».`,
  searchExactly: (typed: string) => `Caută exact «${typed}»`,
  /** What a screen reader hears once a search settles. */
  totalFound: (total: SearchTotal, text: string) => (total.value === 0 ? `${totalShown(total, text)}.` : `${totalShown(total, text)} găsite.`),
  found: (count: number, hasMore: boolean) => (hasMore ? `Primele ${counted(count, nouns.product)} găsite.` : `${counted(count, nouns.product)} găsite.`),
  added: (added: number, shown: number) => `Au fost adăugate ${counted(added, nouns.product)}, ${counted(shown, nouns.product)} în listă.`,
  /** When nothing is found: the filters in force the visitor could drop, each with what it brings back. */
  dropFilters: 'Fără un filtru găsești:',
  dropCity: (count: number) => `În toate orașele: ${counted(count, nouns.product)}`,
  dropSwitch: (name: string, count: number) => `Fără «${name}»: ${counted(count, nouns.product)}`,
  dropSeller: (count: number) => `La toți vânzătorii: ${counted(count, nouns.product)}`,
  /** What a screen reader hears when the search box's suggestions open. */
  suggestionsOpen: (count: number) =>
    count === 0 ? 'Nicio sugestie.' : `${count === 1 ? 'O sugestie' : `${count} sugestii`}. Săgețile sus și jos le parcurg, Enter caută.`,
  scrollTop: 'Înapoi sus',
  /** How results are ordered (issue #51, P2B Art. 5): the page, and each result's own explanation. */
  rankingPage: 'Cum ordonăm rezultatele',
  whyShown: 'De ce apare acest rezultat?',
  filters: 'Filtre',
} as const;
