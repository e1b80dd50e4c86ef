import type { ProductPricing } from '../../design-system';
import { formatPrice } from '../../design-system/ProductCard/format';
import { unitPriceName } from '../../openapi/domain/product-content';
import { productPrices, type PricedProduct, type PriceBasis } from '../../openapi/domain/product-prices';

const basisWords: Record<PriceBasis, string> = { GROSS: 'cu TVA', NET: 'fără TVA' };
const otherBasis: Record<PriceBasis, PriceBasis> = { GROSS: 'NET', NET: 'GROSS' };
const percent = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });

/**
 * A product's prices as cards and the product page show them (docs/product.md §2, decision 044):
 * the price on the site's switch first, the other with the TVA rate (said to be the standard
 * one when the seller named none), and the price per kilogram, litre or piece on the same basis.
 */
export function productPricing(product: PricedProduct, basis: PriceBasis, day?: Date): ProductPricing {
  const prices = productPrices(product, day);
  const on = (which: PriceBasis) => (which === 'NET' ? prices.net : prices.gross);
  const rate = `TVA ${percent.format(prices.rate)} %${prices.rateAssumed ? ' (cota standard)' : ''}`;
  const unit = prices.unit;
  return {
    lead: { amount: formatPrice(on(basis)), basis: basisWords[basis] },
    other: `${formatPrice(on(otherBasis[basis]))} ${basisWords[otherBasis[basis]]} · ${rate}`,
    ...(unit ? { unit: `${formatPrice(basis === 'NET' ? unit.net : unit.gross)}/${unitPriceName(unit.per)} ${basisWords[basis]}` } : {}),
  };
}
