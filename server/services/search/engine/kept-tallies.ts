import { priceBandCount } from '../../../../openapi/domain/product-prices';
import type { IndexReader } from './index-reader';
import { cellCount, cityCell, deletedFlag, deliverableFlag, enabledFlag, inStockFlag } from './document-layout';
import type { IndexQuery } from './index-query';
import { passingCells, reachedCells, reaching, type MatchTally } from './match-tally';

/**
 * The index's kept cells as a search without text tallies them: with a city, the products of
 * the sellers who deliver there located elsewhere in the reached cells, and under "livrează în"
 * each seller's per switches, summed from the cells kept per seller.
 */
export function keptTally(index: IndexReader, query: IndexQuery): Pick<MatchTally, 'cells' | 'delivery'> {
  if (query.city < 0) return { cells: index.shownCells };
  const visible = index.ownerVisible.values;
  const cells = new Uint32Array(cellCount + reachedCells);
  cells.set(index.shownCells);
  const from = cityCell(query.city);
  for (const owner of index.reach.sellers(query.city)) {
    if (visible[owner] !== 1) continue;
    const own = index.ownerCells[owner] as Uint32Array;
    for (let cell = 0; cell < cellCount; cell += 1) {
      if (cell >= from && cell < from + 4) continue;
      const extra = cellCount + (cell & 3);
      cells[extra] = (cells[extra] as number) + (own[cell] as number);
    }
  }
  if (!reaching(query)) return { cells };
  const perOwner = new Uint32Array(index.ownerDocs.length * 4);
  const home = new Uint32Array(cellCount);
  for (let owner = 0; owner < index.ownerDocs.length; owner += 1) {
    const served = index.reach.cities(owner);
    if (visible[owner] !== 1 || served.length === 0) continue;
    const own = index.ownerCells[owner] as Uint32Array;
    for (let cell = 0; cell < cellCount; cell += 1) perOwner[owner * 4 + (cell & 3)] = (perOwner[owner * 4 + (cell & 3)] as number) + (own[cell] as number);
    for (const city of served) {
      for (let switches = 0; switches < 4; switches += 1) {
        const cell = cityCell(city) + switches;
        home[cell] = (home[cell] as number) + (own[cell] as number);
      }
    }
  }
  return { cells, delivery: { perOwner, home } };
}

/**
 * Under "livrează în", the kept brands and bands of the city's own products, and those of every
 * product located elsewhere whose seller delivers there, read from those sellers' documents.
 */
export function reachedExtras(index: IndexReader, query: IndexQuery): Pick<MatchTally, 'brands' | 'bands'> {
  const brands = keptBrands(index, query);
  const bands = keptBands(index, query);
  const flags = index.flags.values;
  const city = index.city.values;
  const brandOf = index.compared.brand.values;
  const mask = enabledFlag | deletedFlag | (query.inStock ? inStockFlag : 0) | (query.deliverable ? deliverableFlag : 0);
  const required = mask & ~deletedFlag;
  for (const owner of index.reach.sellers(query.city)) {
    if (index.ownerVisible.values[owner] !== 1) continue;
    const docs = index.ownerDocs[owner] as { values: Uint32Array; length: number };
    for (let at = 0; at < docs.length; at += 1) {
      const id = docs.values[at] as number;
      if (((flags[id] as number) & mask) !== required || city[id] === query.city) continue;
      const brand = brandOf[id] as number;
      brands[brand] = (brands[brand] as number) + 1;
      const band = index.compared.bandOf(id, query.basis);
      bands[band] = (bands[band] as number) + 1;
    }
  }
  return { brands, bands };
}

/** The kept cells' sum over the cells a search without text passes. */
function passingSum(kept: Uint32Array, cells: readonly number[]): number {
  let total = 0;
  for (const cell of cells) total += kept[cell] as number;
  return total;
}

/** Every product of a page without text tallied in the kept cells, per brand. */
export function keptBrands(index: IndexReader, query: IndexQuery): Uint32Array {
  const { compared } = index;
  const cells = passingCells(query);
  const brands = new Uint32Array(compared.brandCount + 1);
  for (let brand = 0; brand < compared.brandCount; brand += 1) brands[brand + 1] = passingSum(compared.brandCells[brand] as Uint32Array, cells);
  return brands;
}

/** Every product of a page without text tallied in the kept cells, per price band on the query's basis. */
export function keptBands(index: IndexReader, query: IndexQuery): Uint32Array {
  const cells = passingCells(query);
  const bands = new Uint32Array(priceBandCount);
  for (let band = 0; band < priceBandCount; band += 1) bands[band] = passingSum(index.compared.cellsOfBand(query.basis, band), cells);
  return bands;
}
