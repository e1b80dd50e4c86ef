import type { IndexReader } from './engine/index-reader';
import { deletedFlag, deliverableFlag, enabledFlag, inStockFlag, negotiableFlag, vatFlag } from './engine/document-layout';

/** The product of an index's document as the API shows it (openapi `Product`), as JSON text, written without the database (decision 014). */
export function productJson(index: IndexReader, id: number): string {
  const flags = index.flags.values[id] as number;
  const owner = index.owner.values[id] as number;
  const yes = (flag: number) => ((flags & flag) !== 0 ? 'true' : 'false');
  const slug = index.ownerSlugs[owner];
  return (
    `{"uuid":"${index.uuids.uuidOf(id)}",${index.texts.get(id)},"price":${index.price.values[id] as number},` +
    `"vatIncluded":${yes(vatFlag)},"inStock":${yes(inStockFlag)},"negotiable":${yes(negotiableFlag)},"isDeliverable":${yes(deliverableFlag)},` +
    `"isEnabled":${yes(enabledFlag)},"seller":${JSON.stringify(index.ownerNames[owner] ?? '')},${slug ? `"sellerSlug":${JSON.stringify(slug)},` : ''}"owner":"${index.ownerUuids[owner] as string}",` +
    `"updatedAt":"${new Date(index.updatedAt.values[id] as number).toISOString()}"}`
  );
}

/** Every live product as the index would show it, by uuid, with whether its seller shows: for checking the index against the database. */
export function indexedProducts(index: IndexReader): Map<string, { product: unknown; sellerVisible: boolean }> {
  const found = new Map<string, { product: unknown; sellerVisible: boolean }>();
  for (let id = 0; id < index.documents; id += 1) {
    if ((index.flags.values[id] as number) & deletedFlag) continue;
    found.set(index.uuids.uuidOf(id), {
      product: JSON.parse(productJson(index, id)),
      sellerVisible: index.ownerVisible.values[index.owner.values[id] as number] === 1,
    });
  }
  return found;
}
