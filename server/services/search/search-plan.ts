import type { components } from '../../../openapi/generated/search';
import { allCities, findCity } from '../../../openapi/domain/cities';
import { normalisedGtin } from '../../../openapi/domain/gtin';
import { HttpProblem } from '../../http/problem';
import { CatalogueIndex } from './engine/catalogue-index';
import { matchWord } from './engine/query-words';
import type { IndexQuery, Order, WordMatch } from './engine/run-query';
import { queryWords } from './engine/text-analysis';

export type SearchRequest = components['schemas']['SearchRequest'];

const orders: Record<string, Order> = {
  BY_DATE_DESC: 'newest',
  BY_DATE_ASC: 'oldest',
  BY_PRICE_ASC: 'cheapest',
  BY_PRICE_DESC: 'dearest',
};

/** The city a request names, canonical, or undefined for every city; an unknown city is CITY_NOT_FOUND. */
function cityOf(request: SearchRequest): string | undefined {
  if (request.city === allCities) return undefined;
  const city = findCity(request.city);
  if (!city) throw new HttpProblem(400, 'CITY_NOT_FOUND', { params: { city: request.city } });
  return city;
}

/**
 * How the index answers a search request, or undefined when nothing can match (a word that
 * satisfies nothing, a seller with no products). A single letter still being typed does not
 * narrow the search yet. A word read as a typo is named in `corrected`; an `exact` request
 * reads no typos (decision 026).
 */
export function planSearch(index: CatalogueIndex, request: SearchRequest, window: { offset: number; limit: number }): IndexQuery | undefined {
  const city = cityOf(request);
  const owner = request.owner ? index.knownOwner(request.owner) : -1;
  if (request.owner && owner < 0) return undefined;
  const filters = {
    city: city === undefined ? -1 : CatalogueIndex.cityId(city),
    owner,
    inStock: request.filter.includes('IN_STOCK'),
    deliverable: request.filter.includes('DELIVERABLE'),
  };
  // A barcode typed (spaces, dashes and leading zeros aside) finds its products, exactly (issue #48).
  const gtin = normalisedGtin(request.name);
  if (gtin && index.docsWithGtin(Number(gtin)).length > 0) {
    return { words: [], gtin: Number(gtin), ...filters, order: orders[request.sort[0] ?? 'NO_SORT'] ?? 'relevance', ...window };
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
