import { cities } from '../../../../openapi/domain/cities';
import { Growable } from './growable';
import { SortedIds } from './sorted-ids';
import { foldedWords, stemOf } from './text-analysis';
import { UuidTable } from './uuid-table';
import { Vocabulary } from './vocabulary';

/** A product as search needs it: its text, the fields it filters and sorts by, and its owner. */
export interface IndexedProduct {
  uuid: string;
  owner: string;
  name: string;
  description: string;
  city: string;
  price: number;
  inStock: boolean;
  isDeliverable: boolean;
  isEnabled: boolean;
  /** Milliseconds since the epoch. */
  updatedAt: number;
}

/** A document's flags. */
export const enabledFlag = 1;
export const inStockFlag = 2;
export const deliverableFlag = 4;
export const deletedFlag = 8;

/** Where a term occurs in a document, as bits beside the document id in a posting. */
export const inName = 1;
export const inDescription = 2;
export const inCity = 4;
const fieldBits = 3;

const cityIds = new Map(cities.map((city, id) => [city, id]));
const unknownCity = 255;

/**
 * The catalogue's search index, held in memory (decision 013). Each product is a document
 * with a number; its numbers sit in typed arrays, its words in posting lists (one per stem:
 * the documents holding it, and in which fields). A write adds a new document and marks the
 * old one deleted; `compacted` counts what a rebuild would reclaim.
 */
export class CatalogueIndex {
  readonly uuids = new UuidTable();
  readonly updatedAt = new Growable(Float64Array, 1024);
  readonly price = new Growable(Float64Array, 1024);
  readonly city = new Growable(Uint8Array, 1024);
  readonly flags = new Growable(Uint8Array, 1024);
  readonly owner = new Growable(Uint32Array, 1024);
  /** Live (not deleted) documents. */
  live = 0;

  private readonly ownerIds = new Map<string, number>();
  readonly ownerVisible = new Growable(Uint8Array);
  readonly ownerDocs: Growable<Uint32Array>[] = [];

  private readonly termIds = new Map<string, number>();
  /** Per term: `documentId << 3 | fields`, documents in the order they were added. */
  readonly postings: Growable<Uint32Array>[] = [];
  readonly vocabulary = new Vocabulary();

  /** Oldest first, ties by uuid: read backwards for newest first. */
  readonly byDate = new SortedIds((a, b) => (this.updatedAt.values[a] as number) - (this.updatedAt.values[b] as number) || this.uuids.compare(a, b));
  /** Cheapest first, ties by uuid. */
  readonly byPrice = new SortedIds((a, b) => (this.price.values[a] as number) - (this.price.values[b] as number) || this.uuids.compare(a, b));

  get documents(): number {
    return this.flags.length;
  }

  /** Documents that a write replaced or deleted and that still take room. */
  get deleted(): number {
    return this.documents - this.live;
  }

  /** Adds the product, replacing any earlier version of it. */
  upsert(product: IndexedProduct): void {
    this.remove(product.uuid);
    const id = this.flags.length;
    this.uuids.add(id, product.uuid);
    this.updatedAt.push(product.updatedAt);
    this.price.push(product.price);
    this.city.push(cityIds.get(product.city) ?? unknownCity);
    this.flags.push((product.isEnabled ? enabledFlag : 0) | (product.inStock ? inStockFlag : 0) | (product.isDeliverable ? deliverableFlag : 0));
    const owner = this.ownerId(product.owner);
    this.owner.push(owner);
    (this.ownerDocs[owner] as Growable<Uint32Array>).push(id);
    this.live += 1;

    const fields = new Map<number, number>();
    const note = (text: string, field: number) => {
      for (const word of foldedWords(text)) {
        const term = this.termId(stemOf(word));
        this.vocabulary.add(word, term);
        fields.set(term, (fields.get(term) ?? 0) | field);
      }
    };
    note(product.name, inName);
    note(product.description, inDescription);
    note(product.city, inCity);
    for (const [term, field] of fields) (this.postings[term] as Growable<Uint32Array>).push((id << fieldBits) | field);
    this.byDate.insert(id);
    this.byPrice.insert(id);
  }

  /** Marks the product deleted; true when it was in the index. */
  remove(uuid: string): boolean {
    const id = this.uuids.lookup(uuid);
    if (id < 0 || (this.flags.values[id] as number) & deletedFlag) return false;
    this.flags.values[id] = (this.flags.values[id] as number) | deletedFlag;
    this.live -= 1;
    return true;
  }

  /** Whether a seller's products show: the seller is enabled and verified. */
  setSellerVisible(owner: string, visible: boolean): void {
    this.ownerVisible.values[this.ownerId(owner)] = visible ? 1 : 0;
  }

  /** The owner's number, or -1 for an owner the index has never seen. */
  knownOwner(owner: string): number {
    return this.ownerIds.get(owner.toLowerCase()) ?? -1;
  }

  /** Every live document of the owner, for a reload of the seller's catalogue. */
  uuidsOf(owner: string): string[] {
    const id = this.knownOwner(owner);
    if (id < 0) return [];
    const docs = this.ownerDocs[id] as Growable<Uint32Array>;
    const found: string[] = [];
    for (let at = 0; at < docs.length; at += 1) {
      const doc = docs.values[at] as number;
      if (!((this.flags.values[doc] as number) & deletedFlag)) found.push(this.uuids.uuidOf(doc));
    }
    return found;
  }

  /** The term of a stem, or -1 when no document holds it. */
  termOf(stem: string): number {
    return this.termIds.get(stem) ?? -1;
  }

  /** How many documents (deleted ones included) hold the term. */
  frequency(term: number): number {
    return (this.postings[term] as Growable<Uint32Array>).length;
  }

  /** A city's number as documents store it, or -1 for a city no document can hold. */
  static cityId(city: string): number {
    return cityIds.get(city) ?? -1;
  }

  private ownerId(uuid: string): number {
    const key = uuid.toLowerCase();
    let id = this.ownerIds.get(key);
    if (id === undefined) {
      id = this.ownerDocs.length;
      this.ownerIds.set(key, id);
      this.ownerDocs.push(new Growable(Uint32Array));
      this.ownerVisible.push(1);
    }
    return id;
  }

  private termId(stem: string): number {
    let id = this.termIds.get(stem);
    if (id === undefined) {
      id = this.postings.length;
      this.termIds.set(stem, id);
      this.postings.push(new Growable(Uint32Array));
    }
    return id;
  }
}
