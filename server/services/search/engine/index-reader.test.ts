import { expectTypeOf, it } from 'vitest';
import type { CatalogueIndex } from './catalogue-index';
import type { IndexReader } from './index-reader';

/** A boundary of types: `npm run typecheck` fails when the view gains a write; at run time these lines check nothing. */
it("gives a search the index's fields and questions, and none of its writes", () => {
  expectTypeOf<CatalogueIndex>().toMatchTypeOf<IndexReader>();
  expectTypeOf<IndexReader>().toHaveProperty('postings');
  expectTypeOf<IndexReader>().toHaveProperty('cellsOfTerm');
  expectTypeOf<IndexReader>().not.toHaveProperty('upsert');
  expectTypeOf<IndexReader>().not.toHaveProperty('advance');
  expectTypeOf<IndexReader>().not.toHaveProperty('remove');
  expectTypeOf<IndexReader>().not.toHaveProperty('setSeller');
  expectTypeOf<IndexReader>().not.toHaveProperty('recount');
});
