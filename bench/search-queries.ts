import { cities } from '../openapi/domain/cities';
import { priceBandEdges } from '../openapi/domain/product-prices';
import type { components } from '../openapi/generated/search';
import { brands, nouns, qualifiers } from './catalogue-words';
import { randomSequence } from '../server/demo/random-sequence';
import { zipfPicker } from './generated-catalogue';

type SearchRequest = components['schemas']['SearchRequest'];

export const queryKinds = [
  'word',
  'prefix',
  'two words',
  'no diacritics',
  'brand',
  'typo',
  'empty text',
  'price range',
  'brand filter',
  'unit price sort',
  'delivered to a city',
] as const;
export type QueryKind = (typeof queryKinds)[number];

/** What a query holds, whatever its kind: a text or none, and whether it searches one seller's products. */
export const queryGroups = ['with text', 'without text', 'within one seller'] as const;
export type QueryGroup = (typeof queryGroups)[number];

export interface BenchQuery {
  kind: QueryKind;
  request: SearchRequest;
}

/** How often each kind comes up, as visitors type. */
const kindShares: [QueryKind, number][] = [
  ['word', 0.15],
  ['prefix', 0.13],
  ['two words', 0.13],
  ['no diacritics', 0.08],
  ['brand', 0.08],
  ['typo', 0.08],
  ['empty text', 0.14],
  ['price range', 0.06],
  ['brand filter', 0.05],
  ['unit price sort', 0.04],
  ['delivered to a city', 0.06],
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const nounWords = nouns.map((noun) =>
  noun
    .toLowerCase()
    .split(' ')
    .filter((word) => word.length >= 3),
);
const pickNoun = zipfPicker(nouns.length, 1);
const pickCity = zipfPicker(cities.length, 0.8);
const sorts = ['BY_DATE_DESC', 'BY_DATE_ASC', 'BY_PRICE_ASC', 'BY_PRICE_DESC'] as const;

/** One edit a hurried typist makes: two letters swapped, one dropped, one doubled or one struck next to it. */
function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + String.fromCharCode(((word.charCodeAt(at) - 97 + 1) % 26) + 97) + word.slice(at + 1);
  }
}

function textOf(kind: QueryKind, random: () => number): string {
  const words = nounWords[pickNoun(random)] as string[];
  const word = words[Math.floor(random() * words.length)] ?? 'cafea';
  switch (kind) {
    case 'word':
      return word;
    case 'prefix':
      return word.slice(0, 3 + Math.floor(random() * 3));
    case 'two words':
      return `${word} ${random() < 0.5 ? qualifiers[Math.floor(random() * qualifiers.length)] : brands[Math.floor(random() * brands.length)]}`.toLowerCase();
    case 'no diacritics':
      return fold(word);
    case 'brand':
      return (brands[Math.floor(random() * brands.length)] as string).toLowerCase();
    case 'typo': {
      const long = nounWords.flat().filter((candidate) => candidate.length >= 6);
      return typo(fold(word.length >= 6 ? word : (long[Math.floor(random() * long.length)] as string)), random);
    }
    case 'empty text':
      return '';
    case 'price range':
    case 'brand filter':
    case 'unit price sort':
    case 'delivered to a city':
      return random() < 0.4 ? '' : word;
  }
}

/** A price range as buyers set one: a histogram band or two, on either basis, sometimes open at one end. */
function priceRange(random: () => number): Pick<SearchRequest, 'priceMin' | 'priceMax' | 'priceBasis'> {
  const band = Math.floor(random() * (priceBandEdges.length - 2));
  const low = priceBandEdges[band] as number;
  const high = priceBandEdges[band + 1 + Math.floor(random() * 2)] as number;
  const open = random();
  return {
    ...(open < 0.85 ? { priceMin: low } : {}),
    ...(open > 0.15 ? { priceMax: high } : {}),
    priceBasis: random() < 0.6 ? 'GROSS' : 'NET',
  };
}

/** What only some kinds add to a request: a range, a brand, the sort by price per unit. */
function comparedBy(kind: QueryKind, random: () => number): Partial<SearchRequest> {
  switch (kind) {
    case 'price range':
      return priceRange(random);
    case 'brand filter':
      return { brand: brands[Math.floor(random() * brands.length)] as string, ...(random() < 0.3 ? priceRange(random) : {}) };
    case 'unit price sort':
      return { sort: ['BY_UNIT_PRICE_ASC'], ...(random() < 0.5 ? { priceBasis: 'NET' as const } : {}) };
    case 'delivered to a city':
      // A buyer's own city, with "livrează în" on (issue #49), sometimes with stock asked too.
      return { city: cities[pickCity(random)] as string, filter: random() < 0.3 ? ['DELIVERS_TO_CITY', 'IN_STOCK'] : ['DELIVERS_TO_CITY'] };
    default:
      return {};
  }
}

/**
 * `count` distinct searches as a visitor population asks them: the kinds above in their
 * shares (a price range, a brand filter or the sort by price per unit in one search of six,
 * "livrează în" with a city in one of sixteen);
 * about 30% with a city, 20% with a switch, 30% with a sort, 5% within one seller's products
 * (when `owners` are given); pages 0 (70%), 1 (20%) and deeper (10%).
 */
export function benchQueries(count: number, seed: number, owners: string[] = []): BenchQuery[] {
  const random = randomSequence(seed);
  const seen = new Set<string>();
  const queries: BenchQuery[] = [];
  for (let attempt = 0; queries.length < count && attempt < count * 50; attempt += 1) {
    let roll = random();
    const kind = (kindShares.find(([, share]) => (roll -= share) < 0) ?? ['word'])[0];
    const filter: SearchRequest['filter'] = [];
    if (random() < 0.2) {
      const which = random();
      if (which < 0.45) filter.push('IN_STOCK');
      else if (which < 0.9) filter.push('DELIVERABLE');
      else filter.push('IN_STOCK', 'DELIVERABLE');
    }
    const depth = random();
    const request: SearchRequest = {
      name: textOf(kind, random),
      city: random() < 0.3 ? (cities[pickCity(random)] as string) : 'Toate',
      page: depth < 0.7 ? 0 : depth < 0.9 ? 1 : 2 + Math.floor(random() * 29),
      perPage: 12,
      filter,
      sort: random() < 0.3 ? [sorts[Math.floor(random() * sorts.length)] as (typeof sorts)[number]] : ['NO_SORT'],
      ...(owners.length > 0 && random() < 0.05 ? { owner: owners[Math.floor(random() * owners.length)] } : {}),
      ...comparedBy(kind, random),
    };
    const key = JSON.stringify(request);
    if (seen.has(key)) continue;
    seen.add(key);
    queries.push({ kind, request });
  }
  return queries;
}

/** The groups `query` falls in (`queryGroups`). */
export function groupsOf(query: BenchQuery): QueryGroup[] {
  return [query.request.name ? 'with text' : 'without text', ...(query.request.owner ? (['within one seller'] as const) : [])];
}

/** The same queries in another order, one order per connection. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = randomSequence(seed);
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
