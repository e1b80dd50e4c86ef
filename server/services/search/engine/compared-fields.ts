import type { IndexedProduct } from '../../catalogue/catalogue-product';
import { priceBandCount, priceBandOf, productPrices, type PriceBasis } from '../../../../openapi/domain/product-prices';
import { Growable } from './growable';
import { SortedIds, type IdOrder } from './sorted-ids';
import { queryWords } from './text-analysis';

/** At most this many spellings of brands are remembered, so odd inputs cannot grow the map for ever. */
const maxWrittenBrands = 100_000;

/** The unit price a document without one sorts by: after every real one. */
const noUnitPrice = Number.MAX_VALUE;

/** A brand as search compares it: its words folded (case and diacritics aside), one space between them. */
export const brandKey = (brand: string): string => queryWords(brand).join(' ');

/** A brand's kept counts per basis, band and combination of the switches (`brandBands`). */
const brandBandsSize = 2 * priceBandCount * 4;

/** A document counted in (`delta` 1) or out of kept counts per basis, band and switches, by its bands (net low, gross high). */
function countInBands(perBand: Uint32Array, bands: number, switches: number, delta: 1 | -1): void {
  const net = (bands & 15) * 4 + switches;
  const gross = (priceBandCount + (bands >>> 4)) * 4 + switches;
  perBand[net] = (perBand[net] as number) + delta;
  perBand[gross] = (perBand[gross] as number) + delta;
}

/** The cells (`cellCount`) a kept tally of shown documents has per brand and per price band. */
type CellsPerKey = Uint32Array;

/** What a snapshot stores of the fields buyers compare by. */
export interface ComparedParts {
  net: Float64Array;
  gross: Float64Array;
  unitNet: Float64Array;
  unitGross: Float64Array;
  bands: Uint8Array;
  brand: Uint32Array;
  brandKeys: string[];
  brandNames: string[];
  byNet: ReturnType<SortedIds['toParts']>;
  byGross: ReturnType<SortedIds['toParts']>;
}

/**
 * What the index keeps of each document for the filters and sorts buyers compare by (issue #48,
 * decision 044): its price without and with TVA and per kilogram, litre or piece, the price band
 * of each for the histogram, its brand, the documents in order of each price, and, as writes land,
 * the shown documents per brand and per price band in each cell (city and switches), from which
 * a search without text counts brands and draws its histogram without reading a document.
 */
export class ComparedFields {
  readonly net = new Growable(Float64Array, 1024);
  readonly gross = new Growable(Float64Array, 1024);
  readonly unitNet = new Growable(Float64Array, 1024);
  readonly unitGross = new Growable(Float64Array, 1024);
  /** The net price's band in the low four bits, the gross price's in the high four. */
  readonly bands = new Growable(Uint8Array, 1024);
  /** The document's brand number plus one; 0 for none. */
  readonly brand = new Growable(Uint32Array, 1024);
  private brandIds = new Map<string, number>();
  /** Each brand's number by the text a product wrote it with: most products write theirs as the last one did. */
  private readonly brandsAsWritten = new Map<string, number>();
  private brandKeys: string[] = [];
  /** Each brand as its first product wrote it. */
  brandNames: string[] = [];
  /** Per brand, its shown documents per cell. */
  readonly brandCells: CellsPerKey[] = [];
  /**
   * Per brand, its shown documents per basis, band and switches (`(basis * bands + band) * 4 +
   * switches`, net first): a range of whole bands without a city counts its brands from these.
   */
  readonly brandBands: Uint32Array[] = [];
  /**
   * Per seller, their live, enabled documents per basis, band and switches, as `brandBands`,
   * whether the seller shows or not: a range of whole bands with a city counts from these the
   * products of the sellers who deliver there located elsewhere.
   */
  readonly ownerBands: Uint32Array[] = [];
  /** Per brand, its documents (deleted ones included), in the order they were added. */
  readonly brandDocs: Growable<Uint32Array>[] = [];
  /** Shown documents per basis (net, then gross), band and cell: `(basis * bands + band) * cells + cell`. */
  readonly bandCells: Uint32Array;

  /**
   * Cheapest first without and with TVA, ties by uuid. No order is kept by unit price: each
   * order costs a load about a microsecond per document, and a page by unit price is rarer than
   * one by price; it is ranked from every match (`run-query.ts`).
   */
  byNet: SortedIds;
  byGross: SortedIds;

  constructor(
    private readonly cellCount: number,
    tieBreak: IdOrder,
  ) {
    this.bandCells = new Uint32Array(2 * priceBandCount * cellCount);
    const by =
      (values: Growable<Float64Array>): IdOrder =>
      (a, b) =>
        (values.values[a] as number) - (values.values[b] as number) || tieBreak(a, b);
    this.byNet = new SortedIds(by(this.net));
    this.byGross = new SortedIds(by(this.gross));
  }

  /** Adds a document's prices and brand (it is the next document number). */
  push(product: IndexedProduct): void {
    const prices = productPrices(product);
    this.net.push(prices.net);
    this.gross.push(prices.gross);
    this.unitNet.push(prices.unit?.net ?? noUnitPrice);
    this.unitGross.push(prices.unit?.gross ?? noUnitPrice);
    this.bands.push(priceBandOf(prices.net) | (priceBandOf(prices.gross) << 4));
    const brand = product.brand ? this.brandId(product.brand) : -1;
    const id = this.brand.push(brand + 1);
    if (brand >= 0) (this.brandDocs[brand] as Growable<Uint32Array>).push(id);
  }

  /** Puts a just-pushed document in the price orders. */
  order(id: number): void {
    this.byNet.insert(id);
    this.byGross.insert(id);
  }

  /** A shown document counted in (`delta` 1) or out of its brand's and its price bands' cells. */
  count(id: number, cell: number, delta: 1 | -1): void {
    const brand = this.brand.values[id] as number;
    const bands = this.bands.values[id] as number;
    if (brand > 0) {
      const cells = this.brandCells[brand - 1] as CellsPerKey;
      cells[cell] = (cells[cell] as number) + delta;
      countInBands(this.brandBands[brand - 1] as Uint32Array, bands, cell & 3, delta);
    }
    const net = (bands & 15) * this.cellCount + cell;
    const gross = (priceBandCount + (bands >>> 4)) * this.cellCount + cell;
    this.bandCells[net] = (this.bandCells[net] as number) + delta;
    this.bandCells[gross] = (this.bandCells[gross] as number) + delta;
  }

  /** A live, enabled document counted in (`delta` 1) or out of its seller's `ownerBands`. */
  countOwner(owner: number, id: number, switches: number, delta: 1 | -1): void {
    const perBand = this.ownerBands[owner] ?? (this.ownerBands[owner] = new Uint32Array(brandBandsSize));
    countInBands(perBand, this.bands.values[id] as number, switches, delta);
  }

  /** The prices a basis filters and sorts by. */
  prices(basis: PriceBasis): Float64Array {
    return (basis === 'NET' ? this.net : this.gross).values;
  }

  unitPrices(basis: PriceBasis): Float64Array {
    return (basis === 'NET' ? this.unitNet : this.unitGross).values;
  }

  /** A document's band on a basis. */
  bandOf(id: number, basis: PriceBasis): number {
    const bands = this.bands.values[id] as number;
    return basis === 'NET' ? bands & 15 : bands >>> 4;
  }

  /** The kept cells of one band on a basis. */
  cellsOfBand(basis: PriceBasis, band: number): Uint32Array {
    const from = ((basis === 'NET' ? 0 : priceBandCount) + band) * this.cellCount;
    return this.bandCells.subarray(from, from + this.cellCount);
  }

  /** Cheapest first on a basis. */
  priceOrder(basis: PriceBasis): SortedIds {
    return basis === 'NET' ? this.byNet : this.byGross;
  }

  /** A brand's number as documents hold it (plus one), or -1 for a brand no document has carried. */
  brandOf(brand: string): number {
    const id = this.brandIds.get(brandKey(brand));
    return id === undefined ? -1 : id + 1;
  }

  get brandCount(): number {
    return this.brandNames.length;
  }

  toParts(): ComparedParts {
    return {
      net: this.net.used(),
      gross: this.gross.used(),
      unitNet: this.unitNet.used(),
      unitGross: this.unitGross.used(),
      bands: this.bands.used(),
      brand: this.brand.used(),
      brandKeys: [...this.brandKeys],
      brandNames: [...this.brandNames],
      byNet: this.byNet.toParts(),
      byGross: this.byGross.toParts(),
    };
  }

  /** The fields as a snapshot stored them; the kept cells start empty, for the index to count again. */
  static fromParts(parts: ComparedParts, cellCount: number, tieBreak: IdOrder): ComparedFields {
    const fields = new ComparedFields(cellCount, tieBreak);
    // The orders compare through these growables: their contents are replaced, never the growables.
    const fill = <T extends Float64Array | Uint8Array | Uint32Array>(growable: Growable<T>, values: T) => {
      growable.values = values;
      growable.length = values.length;
    };
    fill(fields.net, parts.net);
    fill(fields.gross, parts.gross);
    fill(fields.unitNet, parts.unitNet);
    fill(fields.unitGross, parts.unitGross);
    fill(fields.bands, parts.bands);
    fill(fields.brand, parts.brand);
    Object.assign(fields, { brandIds: new Map(parts.brandKeys.map((key, id) => [key, id])), brandKeys: parts.brandKeys, brandNames: parts.brandNames });
    for (let brand = 0; brand < parts.brandNames.length; brand += 1) {
      fields.brandCells.push(new Uint32Array(cellCount));
      fields.brandBands.push(new Uint32Array(brandBandsSize));
      fields.brandDocs.push(new Growable(Uint32Array));
    }
    parts.brand.forEach((brand, id) => {
      if (brand > 0) (fields.brandDocs[brand - 1] as Growable<Uint32Array>).push(id);
    });
    fields.byNet = SortedIds.fromParts(parts.byNet, fields.byNet.order);
    fields.byGross = SortedIds.fromParts(parts.byGross, fields.byGross.order);
    return fields;
  }

  private brandId(brand: string): number {
    const known = this.brandsAsWritten.get(brand);
    if (known !== undefined) return known;
    const key = brandKey(brand);
    let id = this.brandIds.get(key);
    if (id === undefined) {
      id = this.brandNames.length;
      this.brandIds.set(key, id);
      this.brandKeys.push(key);
      this.brandNames.push(brand.trim());
      this.brandCells.push(new Uint32Array(this.cellCount));
      this.brandBands.push(new Uint32Array(brandBandsSize));
      this.brandDocs.push(new Growable(Uint32Array));
    }
    if (this.brandsAsWritten.size < maxWrittenBrands) this.brandsAsWritten.set(brand, id);
    return id;
  }
}
