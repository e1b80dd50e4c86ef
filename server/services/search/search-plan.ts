import type { components } from '../../../openapi/generated/search';
import { allCities, findCity } from '../../../openapi/domain/cities';
import { normalisedGtin } from '../../../openapi/domain/gtin';
import { defaultPriceBasis, priceRangeMessage } from '../../../openapi/domain/product-prices';
import { HttpProblem } from '../../http/problem';
import type { IndexReader } from './engine/index-reader';
import { cityIdOf } from './engine/document-layout';
import { matchWord } from './engine/query-words';
import type { IndexQuery, Order, WordMatch } from './engine/index-query';
import { queryWords } from './engine/text-analysis';

export type SearchRequest = components['schemas']['SearchRequest'];

const orders: Record<string, Order> = {
  BY_DATE_DESC: 'newest',
  BY_DATE_ASC: 'oldest',
  BY_PRICE_ASC: 'cheapest',
  BY_PRICE_DESC: 'dearest',
  BY_UNIT_PRICE_ASC: 'unitCheapest',
};

/** The city a request names, canonical, or undefined for every city; an unknown city is CITY_NOT_FOUND. */
function cityOf(request: SearchRequest): string | undefined {
  if (request.city === allCities) return undefined;
  const city = findCity(request.city);
  if (!city) throw new HttpProblem(400, 'CITY_NOT_FOUND', { params: { city: request.city } });
  return city;
}

/** The price range a request names, or undefined for any price; a minimum above the maximum is refused (issue #48). */
function priceRangeOf(request: SearchRequest): IndexQuery['price'] {
  const { priceMin, priceMax } = request;
  if (priceMin === undefined && priceMax === undefined) return undefined;
  const range = { min: priceMin ?? 0, max: priceMax ?? Number.POSITIVE_INFINITY };
  if (range.min > range.max) throw new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field: 'priceMin', rule: 'range', message: priceRangeMessage }] });
  return range;
}

/**
 * How the index answers a search request, or undefined when nothing can match (a word that
 * satisfies nothing, a seller with no products). A single letter still being typed does not
 * narrow the search yet. A word read as a typo is named in `corrected`; an `exact` request
 * reads no typos (decision 026).
 */
export function planSearch(index: IndexReader, request: SearchRequest, window: { offset: number; limit: number }): IndexQuery | undefined {
  const city = cityOf(request);
  const price = priceRangeOf(request);
  const owner = request.owner ? index.knownOwner(request.owner) : -1;
  if (request.owner && owner < 0) return undefined;
  const brand = request.brand === undefined ? 0 : index.compared.brandOf(request.brand);
  if (brand < 0) return undefined;
  const filters = {
    city: city === undefined ? -1 : cityIdOf(city),
    deliversTo: city !== undefined && request.filter.includes('DELIVERS_TO_CITY'),
    owner,
    inStock: request.filter.includes('IN_STOCK'),
    deliverable: request.filter.includes('DELIVERABLE'),
    basis: request.priceBasis ?? defaultPriceBasis,
    brand,
    ...(price ? { price } : {}),
  };
  // A barcode typed (spaces, dashes and leading zeros aside) finds its products, exactly (issue #48).
  const gtin = normalisedGtin(request.name);
  if (gtin && index.barcodes.docsWith(Number(gtin)).length > 0) {
    return { words: [], gtin: Number(gtin), ...filters, order: orders[request.sort[0] ?? 'NO_SORT'] ?? 'newest', ...window };
  }
  const words = queryWords(request.name);
  const matches: WordMatch[] = [];
  const searched: string[] = [];
  for (const [position, word] of words.entries()) {
    const last = position === words.length - 1;
    const match = matchWord(index, word, last, request.exact === true);
    if (match) matches.push(match);
    else if (!(last && word.length === 1)) return undefined;
    searched.push(match?.correctedTo ?? word);
  }
  return {
    words: matches,
    ...filters,
    order: orders[request.sort[0] ?? 'NO_SORT'] ?? (matches.length > 0 ? 'relevance' : 'newest'),
    ...window,
    ...(matches.some((match) => match.correctedTo !== undefined) ? { corrected: searched.join(' ') } : {}),
  };
}
