import { Growable } from './growable';

/**
 * Each document's barcode (its 14 digits as a number, exact below 2^53), 0 for none, and the
 * documents under each barcode: a typed barcode finds its products (issue #48).
 */
export class BarcodeTable {
  private readonly byGtin = new Map<number, number[]>();

  private constructor(private readonly gtin: Growable<Float64Array>) {
    for (let id = 0; id < gtin.length; id += 1) this.list(id);
  }

  static empty(): BarcodeTable {
    return new BarcodeTable(new Growable(Float64Array, 1024));
  }

  /** The table of a snapshot's barcodes (`toParts`), its lists counted again. */
  static fromParts(gtin: Float64Array): BarcodeTable {
    return new BarcodeTable(Growable.of(Float64Array, gtin));
  }

  toParts(): Float64Array {
    return this.gtin.used();
  }

  /** Adds the next document with its barcode (the digits as text), or none. */
  push(gtin: string | null | undefined): void {
    this.gtin.push(gtin ? Number(gtin) : 0);
    this.list(this.gtin.length - 1);
  }

  /** The documents, deleted ones included, that carry a barcode (its 14 digits as a number). */
  docsWith(gtin: number): readonly number[] {
    return this.byGtin.get(gtin) ?? [];
  }

  private list(id: number): void {
    const gtin = this.gtin.values[id] as number;
    if (gtin === 0) return;
    const docs = this.byGtin.get(gtin);
    if (docs) docs.push(id);
    else this.byGtin.set(gtin, [id]);
  }
}
