import type { components } from '../../../openapi/generated/product';
import { matchingName } from '../catalogue/matching-name';
import type { ProductFieldValues } from '../catalogue/product-fields';
import { importFieldOf, importOrder, sameValue } from './bulk-fields';

type ImportField = components['schemas']['ImportField'];

/** A product's values as an import writes them: trimmed, defaulted, the price in cents, the city as listed. */
export type ImportedValues = ProductFieldValues;

/** The fields an import compares beside the name, in the CSV's order. */
const comparedFields = importOrder.filter((field) => field !== 'name');

/** A product the seller already has. */
export interface ExistingProduct {
  uuid: string;
  values: ImportedValues;
}

export interface CatalogueDiff {
  /** Rows (by index in the file) that become new products. */
  created: number[];
  /** Rows that rewrite an existing product, with the fields that differ. */
  changed: { index: number; uuid: string; fields: ImportField[] }[];
  /** Rows identical to an existing product: nothing is written for them. */
  unchanged: { index: number; uuid: string }[];
  /** Existing products no row matches: removed only when the import wipes the previous data. */
  unmatched: ExistingProduct[];
}

/**
 * How a file changes a seller's catalogue (decision 016). A row matches the existing product
 * of the same name (`matchingName`); when a name repeats, the first row with it matches the
 * oldest product with it, the second the next oldest, and so on, so re-importing the same
 * file changes nothing. A matched row rewrites the product in place (same uuid, same links)
 * if any field differs; an unmatched row is a new product; an unmatched product stays,
 * unless the import wipes the previous data. `existing` comes oldest first.
 */
export function diffCatalogue(existing: ExistingProduct[], rows: ImportedValues[]): CatalogueDiff {
  if (existing.length === 0) return { created: rows.map((_, index) => index), changed: [], unchanged: [], unmatched: [] };
  const byName = new Map<string, ExistingProduct[]>();
  for (const product of existing) {
    const key = matchingName(product.values.name);
    const same = byName.get(key);
    if (same) same.push(product);
    else byName.set(key, [product]);
  }
  const matched = new Set<string>();
  const diff: CatalogueDiff = { created: [], changed: [], unchanged: [], unmatched: [] };
  rows.forEach((row, index) => {
    const product = byName.get(matchingName(row.name))?.shift();
    if (!product) {
      diff.created.push(index);
      return;
    }
    matched.add(product.uuid);
    // A different spelling of the same name (case, spaces) is a change too.
    const fields: ImportField[] = [
      ...(row.name === product.values.name ? [] : ['name' as const]),
      ...comparedFields.filter((field) => !sameValue(field, row[field], product.values[field])).map(importFieldOf),
    ];
    if (fields.length > 0) diff.changed.push({ index, uuid: product.uuid, fields });
    else diff.unchanged.push({ index, uuid: product.uuid });
  });
  diff.unmatched = existing.filter((product) => !matched.has(product.uuid));
  return diff;
}
