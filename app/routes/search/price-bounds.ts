import type { PriceRangeProps } from '../../../design-system';
import { maxPriceBound, priceRangeMessage } from '../../../openapi/domain/product-prices';
import { parseRomanianNumber } from '../../../openapi/domain/romanian-number';
import { searchTexts } from './search-texts';

/** A bound as typed: empty is open; otherwise a sum from 0 to the largest a search takes, written as Romanian spreadsheets write it. */
function readBound(text: string): { value?: number; error?: string } {
  if (text.trim() === '') return {};
  const value = parseRomanianNumber(text);
  if (!Number.isFinite(value)) return { error: searchTexts.notASum };
  return value <= maxPriceBound ? { value } : { error: searchTexts.sumTooLarge };
}

/** The price range's two bounds as the search screen reads them (issue #48): the same rule the search call holds, said before it is sent. */
export const readPriceBounds: PriceRangeProps['readBounds'] = (typed) => {
  const [min, max] = [readBound(typed.min), readBound(typed.max)];
  if (min.error || max.error) return { errors: { min: min.error, max: max.error } };
  if (min.value !== undefined && max.value !== undefined && min.value > max.value) return { errors: { min: priceRangeMessage } };
  return { bounds: { min: min.value, max: max.value } };
};
