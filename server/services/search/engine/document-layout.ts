import type { IndexedProduct } from '../../catalogue/catalogue-product';
import { fieldNames, type ProductField } from '../../catalogue/product-fields';
import { cities } from '../../../../openapi/domain/cities';

/** A document's flags. */
export const enabledFlag = 1;
export const inStockFlag = 2;
export const deliverableFlag = 4;
export const deletedFlag = 8;
export const vatFlag = 16;
export const negotiableFlag = 32;

const cityIds = new Map<string, number>(cities.map((city, id) => [city, id]));
const unknownCity = 255;

/** A city's number as documents store it, or -1 for a city no document can hold. */
export const cityIdOf = (city: string): number => cityIds.get(city) ?? -1;

/** A product's city as its document stores it: a city no longer listed keeps a number of its own. */
export const documentCity = (city: string): number => cityIds.get(city) ?? unknownCity;

/**
 * Where a document is counted among the cells of a tally (decision 027): one cell per city
 * (and one for a city no longer listed) and per combination of the two switches.
 */
export const cellCount = (cities.length + 1) * 4;
/** The first cell of a city (its four switch combinations follow), and a document's cell. */
export const cityCell = (city: number): number => Math.min(city, cities.length) * 4;
export const cellOf = (city: number, flags: number): number => cityCell(city) + ((flags >>> 1) & 3);

/** A product's flags as the index keeps them. */
export const flagsOf = (product: IndexedProduct): number =>
  (product.isEnabled ? enabledFlag : 0) |
  (product.inStock ? inStockFlag : 0) |
  (product.isDeliverable ? deliverableFlag : 0) |
  (product.vatIncluded ? vatFlag : 0) |
  (product.negotiable ? negotiableFlag : 0);

/** The fields the index keeps as numbers and flags (`price`, `flagsOf`); it keeps every other field as text. */
const heldAsNumbers: ReadonlySet<ProductField> = new Set(['price', 'vatIncluded', 'inStock', 'negotiable', 'isDeliverable', 'isEnabled']);
const textFields = fieldNames.filter((field) => !heldAsNumbers.has(field));

/**
 * A product's other fields, and its cover, as the index keeps them: the members of its JSON, in
 * the fields' order, ready to be written into the API's. A field added to the product is kept here.
 */
export const textOf = (product: IndexedProduct): string => {
  const texts: Record<string, unknown> = {};
  for (const field of textFields) texts[field] = product[field];
  texts.cover = product.cover;
  return JSON.stringify(texts).slice(1, -1);
};

/**
 * The index's date order for products about to be added (`updatedAt`, then uuid, as `byDate`
 * and `ordered` compare them): the rows one write stamps with the same time, added in this
 * order, keep the index in date order, so searches keep stopping early (decision 014).
 */
export const inDateOrder = (a: IndexedProduct, b: IndexedProduct): number => {
  const [first, second] = [a.uuid.toLowerCase(), b.uuid.toLowerCase()];
  return a.updatedAt - b.updatedAt || (first < second ? -1 : first > second ? 1 : 0);
};
