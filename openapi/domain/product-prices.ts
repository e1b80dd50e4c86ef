import { unitPrice, type ProductContent, type UnitPriceBasis } from './product-content';
import { pricesOf, standardVatRate } from './vat-rates';

/**
 * Which of a product's two prices leads, filters and sorts (issue #48): with TVA (`GROSS`, the
 * default, as a restaurant pays it) or without (`NET`, as a company deducting TVA compares).
 */
export type PriceBasis = 'GROSS' | 'NET';
export const defaultPriceBasis: PriceBasis = 'GROSS';
export const isPriceBasis = (value: unknown): value is PriceBasis => value === 'GROSS' || value === 'NET';

/** The largest price bound a search takes, in RON (the spec's `SearchRequest.priceMax`). */
export const maxPriceBound = 100_000_000;

/** What a search says of a price range whose minimum is above its maximum. */
export const priceRangeMessage = 'Prețul minim nu poate fi mai mare decât prețul maxim.';

/** What a product's prices are worked out from (the spec's `Product` has these fields). */
export interface PricedProduct {
  price: number;
  vatIncluded: boolean;
  vatRate?: number | undefined;
  content?: ProductContent | undefined;
}

/** A sum in RON rounded to the ban, as it is shown and as a range compares it. */
export const toBani = (value: number): number => Math.round(value * 100) / 100;

/** A product's prices as shown, filtered and sorted, both rounded to the ban, with the rate they assume. */
export interface ProductPrices {
  net: number;
  gross: number;
  /** The TVA rate the two differ by: the product's own, or the standard rate in force when it has none. */
  rate: number;
  /** Whether the rate is the standard one assumed for a product that names none. */
  rateAssumed: boolean;
  /** The price per kilogram, litre or piece, with and without TVA, when the product says what a unit holds. */
  unit?: { net: number; gross: number; per: UnitPriceBasis };
}

/**
 * Both prices of a product, and its unit price. A product without its own rate is priced at the
 * standard rate, which Romanian law applies to any supply not named for a reduced one (decision 044).
 */
export function productPrices(product: PricedProduct, day?: Date): ProductPrices {
  const rate = product.vatRate ?? standardVatRate(day);
  const { net, gross } = pricesOf(product.price, product.vatIncluded, rate);
  const prices: ProductPrices = { net: toBani(net), gross: toBani(gross), rate, rateAssumed: product.vatRate === undefined };
  if (!product.content) return prices;
  const perNet = unitPrice(net, product.content);
  return { ...prices, unit: { net: toBani(perNet.value), gross: toBani(unitPrice(gross, product.content).value), per: perNet.per } };
}

/** The price on a basis: the one that leads, filters and sorts. */
export const priceOn = (prices: Pick<ProductPrices, 'net' | 'gross'>, basis: PriceBasis): number => (basis === 'NET' ? prices.net : prices.gross);

/**
 * The edges of the price bands a search's histogram counts its matches in (RON; the last band
 * has no upper edge): a 1-2-5 series, as price filters of catalogues spanning a spoon to an
 * oven use, each band a step a buyer can tell apart.
 */
export const priceBandEdges = [0, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000] as const;
export const priceBandCount = priceBandEdges.length;

/** The band a price falls in: the last edge at or below it. */
export function priceBandOf(price: number): number {
  let band = 0;
  while (band + 1 < priceBandCount && price >= (priceBandEdges[band + 1] as number)) band += 1;
  return band;
}
