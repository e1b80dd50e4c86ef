import type { SearchContext } from '../../../machines/search/search.machine';
import type { SearchCriteria } from '../../../machines/search/search-criteria';
import { formatPrice } from '../../../design-system/ProductCard/format';
import { allCities } from '../../../openapi/domain/cities';
import { fieldNames, rankedFields, matchKindNames, type RankedField } from '../../../openapi/domain/ranking-parameters';
import { searchTexts } from './search-texts';

/** What a result's explanation reads of its product: the fields the ranking weighs, and the seller. */
interface ExplainedProduct {
  name: string;
  description: string;
  brand?: string | undefined;
  city: string;
  seller: string;
}

type Marks = SearchContext['matches'][string];

/** The words of one field a search matched, each once, with how it matched: '«cafea» (același cuvânt sau aceeași rădăcină)'. */
function matchedIn(text: string, marks: Marks[RankedField]): string {
  const words = new Map<string, string>();
  for (const mark of marks) {
    const word = text.slice(mark.start, mark.start + mark.length);
    if (!words.has(word.toLocaleLowerCase('ro-RO'))) words.set(word.toLocaleLowerCase('ro-RO'), `«${word}» (${matchKindNames[mark.kind]})`);
  }
  return [...words.values()].join(', ');
}

/** The filters in force, as the screen names them. */
function filtersInForce(criteria: SearchCriteria, seller: string): string[] {
  const basis = criteria.priceBasis === 'NET' ? 'fără TVA' : 'cu TVA';
  const city =
    criteria.city === allCities
      ? []
      : [criteria.filters.includes('DELIVERS_TO_CITY') ? `în ${criteria.city} sau de la un vânzător care livrează acolo` : `orașul ${criteria.city}`];
  const price =
    criteria.priceMin !== undefined && criteria.priceMax !== undefined
      ? [`preț ${basis} între ${formatPrice(criteria.priceMin)} și ${formatPrice(criteria.priceMax)}`]
      : criteria.priceMin !== undefined
        ? [`preț ${basis} de la ${formatPrice(criteria.priceMin)}`]
        : criteria.priceMax !== undefined
          ? [`preț ${basis} până la ${formatPrice(criteria.priceMax)}`]
          : [];
  return [
    ...city,
    ...(criteria.filters.includes('IN_STOCK') ? [searchTexts.inStock.toLocaleLowerCase('ro-RO')] : []),
    ...(criteria.filters.includes('DELIVERABLE') ? [searchTexts.deliverable.toLocaleLowerCase('ro-RO')] : []),
    ...(criteria.owner ? [`vânzătorul ${criteria.seller ?? seller}`] : []),
    ...(criteria.brand ? [`marca ${criteria.brand}`] : []),
    ...price,
  ];
}

/**
 * "De ce apare acest rezultat?" (issue #51, P2B Art. 5): the words of the search found in the
 * product and the field each was found in, from the search's own answer (`matches`), then the
 * order and the filters in force, in the terms of "Cum ordonăm rezultatele"
 * (openapi/domain/ranking-parameters.ts, which a server test holds to the engine).
 */
export function whyShown(product: ExplainedProduct, marks: Marks | undefined, criteria: SearchCriteria): string[] {
  const text = criteria.text.trim();
  const found = rankedFields.flatMap((field) => {
    const words = marks && marks[field].length > 0 ? matchedIn(field === 'brand' ? (product.brand ?? '') : product[field], marks[field]) : '';
    return words ? [`În ${fieldNames[field]}: ${words}.`] : [];
  });
  const matched = text ? (found.length > 0 ? found : [`Se potrivește cu «${text}».`]) : [`Nu ați căutat un text: apar toate produsele care trec filtrele.`];
  const order =
    criteria.sort !== 'NO_SORT'
      ? `Ordonate după: ${searchTexts.sorts[criteria.sort].toLocaleLowerCase('ro-RO')}.`
      : text
        ? `Ordonate după potrivire: un cuvânt contează cel mai mult în ${rankedFields.map((field) => fieldNames[field]).join(', apoi în ')}; la potrivire egală, cele mai noi întâi.`
        : 'Ordonate după dată, cele mai noi întâi.';
  const filters = filtersInForce(criteria, product.seller);
  return [
    ...matched,
    order,
    filters.length > 0 ? `Filtre alese: ${filters.join('; ')}.` : 'Niciun filtru ales.',
    'Nimeni nu plătește pentru un loc în rezultate.',
  ];
}
