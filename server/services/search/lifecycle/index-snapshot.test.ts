import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexedProduct } from '../../catalogue/catalogue-product';
import { CatalogueIndex } from '../engine/catalogue-index';
import { indexParts } from '../engine/index-parts';
import { indexedProducts } from '../product-json';
import { readSnapshot, writeSnapshot, type SnapshotMeta } from './index-snapshot';
import { runQuery } from '../engine/run-query';
import { suggest } from '../engine/suggestions';
import { planSearch, type SearchRequest } from '../search-plan';

const owners = ['aaaaaaaa-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000002'];
const nouns = ['Cafea boabe', 'Ceașcă espresso', 'Farfurie întinsă', 'Pahar vin', 'Știuleți de porumb', 'Detergent vase'];

const product = (n: number): IndexedProduct => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  owner: owners[n % 2] as string,
  name: `${nouns[n % nouns.length]} ${n}`,
  description: n % 3 === 0 ? 'Pentru restaurante și hoteluri' : 'Livrare în 48 de ore',
  city: n % 2 ? 'Iași' : 'București',
  price: 5 + (n % 40),
  vatIncluded: true,
  inStock: n % 5 !== 0,
  negotiable: false,
  isDeliverable: true,
  sellType: 'buc',
  packageType: 'Cutie',
  phone: '0722000111',
  isEnabled: n % 7 !== 0,
  updatedAt: Date.UTC(2026, 0, 1) + n * 1000,
});

const meta: SnapshotMeta = {
  catalogueId: '11111111-2222-4333-8444-555555555555',
  cursor: { from: '812', after: 0 },
  appliedPosition: 42,
  appliedAt: 1,
  takenAt: 2,
};

const pages = (index: CatalogueIndex) =>
  ['cafea', 'ceasca', 'farf', 'restaurante', 'porumb', '', 'vin iasi'].flatMap((name) =>
    (['NO_SORT', 'BY_PRICE_ASC', 'BY_DATE_DESC'] as const).map((sort) => {
      const asked: SearchRequest = { name, city: 'Toate', page: 0, perPage: 24, filter: ['IN_STOCK'], sort: [sort] };
      const query = planSearch(index, asked, { offset: 0, limit: 24 });
      return query ? runQuery(index, query).ids.map((id) => index.uuids.uuidOf(id)) : [];
    }),
  );

describe('the index snapshot', () => {
  it('gives back, from the file, the same index: the same products, sellers, words, orders and feed positions', async () => {
    const index = new CatalogueIndex();
    index.basePosition = 7;
    for (let n = 1; n <= 3_000; n += 1) index.upsert(product(n), n);
    for (let n = 1; n <= 3_000; n += 11) index.remove(product(n).uuid, 5_000 + n);
    for (let n = 2; n <= 3_000; n += 13) index.upsert({ ...product(n), name: `Tavă inox ${n}`, updatedAt: Date.UTC(2026, 1, 1) + n }, 9_000 + n);
    index.setSeller(owners[0] as string, { visible: true, name: 'Cafea Bună SRL' });
    index.setSeller(owners[1] as string, { visible: false, name: 'Ascuns SRL' });

    const file = join(mkdtempSync(join(tmpdir(), 'horeca-snapshot-')), 'index.snapshot');
    await writeSnapshot(file, indexParts(index), meta);
    const loaded = await readSnapshot(file);
    expect(loaded?.meta).toEqual(meta);
    const copy = loaded?.index as CatalogueIndex;
    expect(indexedProducts(copy)).toEqual(indexedProducts(index));
    expect([copy.live, copy.deleted, copy.ordered, copy.basePosition]).toEqual([index.live, index.deleted, index.ordered, index.basePosition]);
    expect([copy.shownCells, copy.ownerCells]).toEqual([index.shownCells, index.ownerCells]);
    expect(pages(copy)).toEqual(pages(index));
    for (const n of [1, 2, 12, 15, 2_999]) expect(copy.positionOf(product(n).uuid)).toBe(index.positionOf(product(n).uuid));
    expect(copy.vocabulary.wordsNear('cafae', 1)).toEqual(index.vocabulary.wordsNear('cafae', 1));
    for (const text of ['c', 'caf', 'cafea ', 'stiu', 'farfurie î', 'tav']) expect(suggest(copy, text)).toEqual(suggest(index, text));
    expect(suggest(copy, 'stiu')[0]?.text).toBe('știuleți');

    // It keeps working as an index: a write lands as in the original.
    copy.upsert({ ...product(6), name: 'Cafetieră profesională' }, 20_000);
    const asked: SearchRequest = { name: 'cafetiera', city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'] };
    const query = planSearch(copy, asked, { offset: 0, limit: 12 });
    expect(query && runQuery(copy, query).ids.map((id) => copy.uuids.uuidOf(id))).toEqual([product(6).uuid]);
  });

  it('gives back an empty index that then takes writes, as a process saved before its first product', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'horeca-snapshot-')), 'index.snapshot');
    await writeSnapshot(file, indexParts(new CatalogueIndex()), meta);
    const copy = (await readSnapshot(file))?.index as CatalogueIndex;
    copy.upsert(product(6), 1);
    expect([copy.live, copy.documents]).toEqual([1, 1]);
    expect([...indexedProducts(copy).keys()]).toEqual([product(6).uuid]);
    expect(pages(copy).flat()).toContain(product(6).uuid);
  });

  it('refuses a file that is not a snapshot of this layout, rather than serving a damaged index', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'horeca-snapshot-')), 'index.snapshot');
    expect(await readSnapshot(file)).toBeUndefined();
    await writeFile(file, 'nu este un index');
    expect(await readSnapshot(file)).toBeUndefined();
  });
});
