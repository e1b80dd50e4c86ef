import type { IndexedProduct } from '../../catalogue/catalogue-product';
import { ComparedFields } from './compared-fields';
import { DeliveryReach } from './delivery-reach';
import { cellCount, cellOf, cityIdOf, deletedFlag, documentCity, enabledFlag, flagsOf, textOf } from './document-layout';
import { BarcodeTable } from './barcode-table';
import { Growable } from './growable';
import { SortedIds } from './sorted-ids';
import { TextArena } from './text-arena';
import { catalogueRanking, fieldWeights, inBrand, inCity, inDescription, inName, postingDoc, postingOf, type Ranking } from './ranking';
import { NamePairs, SuggestionCounts, type DocumentWords } from './suggestion-counts';
import { stemOf, textWords } from './text-analysis';
import { UuidTable } from './uuid-table';
import { Vocabulary } from './vocabulary';

/** A seller as search shows them: whether their products show (enabled and verified), their name, and their page's address (issue #49). */
export interface IndexedSeller {
  visible: boolean;
  name: string;
  slug?: string | null;
  /** The cities their delivery terms name (issue #49): "livrează în" finds their products there. */
  deliversTo?: readonly string[] | null;
}

/**
 * Terms with at least this many postings have their cells kept (`cellsOfTerm`): a few thousand
 * terms at 1,000,000 products, 784 bytes each (decision 038).
 */
const defaultTermCellsFrom = 2_000;

/**
 * The catalogue's search index, held in memory (decision 014). Each product is a document
 * with a number; its numbers sit in typed arrays, its words in posting lists (one per stem:
 * the documents holding it, and in which fields). A write adds a new document and marks the
 * old one deleted; `compacted` counts what a rebuild would reclaim.
 */
export class CatalogueIndex {
  /** The weight of each combination of a posting's field bits, from the ranking. */
  readonly fieldWeights: Uint8Array;

  /**
   * An empty index that ranks its matches by `ranking` (`ranking.ts`), and keeps the cells of
   * every term with at least `termCellsFrom` postings (`cellsOfTerm`).
   */
  constructor(
    readonly ranking: Ranking = catalogueRanking,
    readonly termCellsFrom = defaultTermCellsFrom,
  ) {
    this.fieldWeights = fieldWeights(ranking);
  }

  readonly uuids = new UuidTable();
  readonly updatedAt = new Growable(Float64Array, 1024);
  readonly price = new Growable(Float64Array, 1024);
  readonly barcodes = BarcodeTable.empty();
  readonly city = new Growable(Uint8Array, 1024);
  readonly flags = new Growable(Uint8Array, 1024);
  readonly owner = new Growable(Uint32Array, 1024);
  /**
   * Where in the catalogue's feed each document's version stands (decision 019): the position of
   * the write it came from, or of the feed rows it was last read back for. A deleted document
   * keeps its position, so a late, older write cannot bring its product back.
   */
  readonly position = new Growable(Float64Array, 1024);
  /** The feed's position when this index was loaded: a product the index never held stands there. */
  basePosition = 0;
  /** Each document's text fields as a JSON fragment, for answers built without the database. */
  readonly texts = new TextArena();
  /** Live (not deleted) documents. */
  live = 0;
  /**
   * Whether document numbers follow the date order (updated_at, then uuid), so that walking
   * them backwards is newest first. A write that lands out of order (a long import committed
   * after quicker writes) clears it until the next rebuild.
   */
  ordered = true;
  /**
   * Live, enabled documents whose seller shows, per cell (`cellOf`: city and switches), kept as
   * writes land: a search without text counts and faces its matches from these (decision 027).
   */
  readonly shownCells = new Uint32Array(cellCount);
  /** The same per seller, whether or not the seller shows. */
  readonly ownerCells: Uint32Array[] = [];

  readonly ownerIds = new Map<string, number>();
  readonly ownerUuids: string[] = [];
  readonly ownerVisible = new Growable(Uint8Array);
  readonly ownerNames: string[] = [];
  readonly ownerSlugs: string[] = [];
  readonly ownerDocs: Growable<Uint32Array>[] = [];
  /** Per city (as documents store it), its documents (deleted ones included), in the order they were added. */
  readonly cityDocs: Growable<Uint32Array>[] = [];
  /** Where each seller delivers (issue #49). */
  readonly reach = new DeliveryReach();

  readonly termIds = new Map<string, number>();
  /** Per term: its postings (`ranking.ts`: the document and the fields), documents in the order they were added. */
  readonly postings: Growable<Uint32Array>[] = [];
  readonly vocabulary = new Vocabulary();
  /** Shown products per term and per pair of neighbouring name words, for the search box's suggestions (decision 030). */
  readonly suggestionCounts = new SuggestionCounts();
  /** Per term with at least `termCellsFrom` postings: its shown documents per cell (decision 038). */
  private readonly termCells = new Map<number, Uint32Array>();

  /** Oldest first, ties by uuid: read backwards for newest first. */
  readonly byDate = new SortedIds((a, b) => (this.updatedAt.values[a] as number) - (this.updatedAt.values[b] as number) || this.uuids.compare(a, b));
  /** Each document's prices without and with TVA, per unit, and brand, with their orders and kept cells (issue #48). */
  readonly compared = new ComparedFields(cellCount, (a, b) => this.uuids.compare(a, b));

  /**
   * Counts again what a snapshot does not store (`index-parts.ts`), once its parts are in place:
   * the cells, and the cells of the terms that keep them. The suggestions' counts came with it.
   */
  recount(): void {
    for (let owner = 0; owner < this.ownerUuids.length; owner += 1) this.ownerCells.push(new Uint32Array(cellCount));
    for (let id = 0; id < this.documents; id += 1) this.tally(id, 1, null);
    this.postings.forEach((list, term) => {
      if (list.length >= this.termCellsFrom) this.termCells.set(term, this.countedCells(term));
    });
  }

  get documents(): number {
    return this.flags.length;
  }

  /** Documents that a write replaced or deleted and that still take room. */
  get deleted(): number {
    return this.documents - this.live;
  }

  /** Adds the product, replacing any earlier version of it, at `position` in the catalogue's feed. */
  upsert(product: IndexedProduct, position = 0): void {
    this.remove(product.uuid);
    const id = this.flags.length;
    this.position.push(position);
    this.uuids.add(id, product.uuid);
    this.updatedAt.push(product.updatedAt);
    if (id > 0 && ((this.updatedAt.values[id - 1] as number) - product.updatedAt || this.uuids.compare(id - 1, id)) > 0) this.ordered = false;
    this.price.push(product.price);
    this.compared.push(product);
    this.barcodes.push(product.gtin);
    const city = documentCity(product.city);
    this.city.push(city);
    (this.cityDocs[city] ??= new Growable(Uint32Array)).push(id);
    this.flags.push(flagsOf(product));
    this.texts.add(textOf(product));
    const owner = this.ownerId(product.owner);
    this.owner.push(owner);
    (this.ownerDocs[owner] as Growable<Uint32Array>).push(id);
    this.live += 1;

    const fields = new Map<number, number>();
    const namePairs = new NamePairs();
    const nameTerms = new Set<number>();
    const note = (text: string, field: number) => {
      for (const word of textWords(text)) {
        const term = this.termId(stemOf(word.folded));
        const wordId = this.vocabulary.add(word.folded, term, word.written);
        if (field === inName) {
          namePairs.next(term, wordId);
          nameTerms.add(term);
        }
        fields.set(term, (fields.get(term) ?? 0) | field);
      }
    };
    note(product.name, inName);
    if (product.brand) note(product.brand, inBrand);
    note(product.description, inDescription);
    note(product.city, inCity);
    for (const [term, field] of fields) (this.postings[term] as Growable<Uint32Array>).push(postingOf(id, field));
    this.tally(id, 1, { terms: [...fields.keys()], nameTerms, namePairs: namePairs.pairs() });
    // A term reaching the size whose cells are kept is counted once, this document included; from then on writes keep its cells.
    for (const term of fields.keys()) if (this.frequency(term) === this.termCellsFrom) this.termCells.set(term, this.countedCells(term));
    this.byDate.insert(id);
    this.compared.order(id);
  }

  /**
   * Whether the index holds exactly this version of the product: the same write time and the
   * same content. The time alone is not enough: it is kept in milliseconds, and two writes of
   * one product in the same millisecond (concurrent edits) carry the same time but differ.
   */
  holds(product: IndexedProduct): boolean {
    const id = this.uuids.lookup(product.uuid);
    if (id < 0) return false;
    const flags = this.flags.values[id] as number;
    return (
      (flags & deletedFlag) === 0 &&
      this.updatedAt.values[id] === product.updatedAt &&
      this.price.values[id] === product.price &&
      flags === flagsOf(product) &&
      this.owner.values[id] === this.knownOwner(product.owner) &&
      this.texts.get(id) === textOf(product)
    );
  }

  /** Where the product stands in the catalogue's feed: its document's position, deleted or not, or the index's base. */
  positionOf(uuid: string): number {
    const id = this.uuids.lookup(uuid);
    return id < 0 ? this.basePosition : Math.max(this.basePosition, this.position.values[id] as number);
  }

  /** Records that the product's version stands at `position` or later (it was read back there). */
  advance(uuid: string, position: number): void {
    const id = this.uuids.lookup(uuid);
    if (id >= 0) this.position.values[id] = Math.max(this.position.values[id] as number, position);
  }

  /** Marks the product deleted, at `position` in the catalogue's feed; true when it was in the index. */
  remove(uuid: string, position = 0): boolean {
    const id = this.uuids.lookup(uuid);
    if (id < 0) return false;
    this.position.values[id] = Math.max(this.position.values[id] as number, position);
    if ((this.flags.values[id] as number) & deletedFlag) return false;
    this.tally(id, -1);
    this.flags.values[id] = (this.flags.values[id] as number) | deletedFlag;
    this.live -= 1;
    return true;
  }

  /** Whether a seller's products show (the seller is enabled and verified), and the name they show under. */
  setSeller(owner: string, seller: IndexedSeller): void {
    const id = this.ownerId(owner);
    const shown = seller.visible ? 1 : 0;
    if (this.ownerVisible.values[id] !== shown) {
      const cells = this.ownerCells[id] as Uint32Array;
      for (let cell = 0; cell < cellCount; cell += 1) this.shownCells[cell] = (this.shownCells[cell] as number) + (shown ? 1 : -1) * (cells[cell] as number);
      const docs = this.ownerDocs[id] as Growable<Uint32Array>;
      for (let at = 0; at < docs.length; at += 1) {
        const doc = docs.values[at] as number;
        if (((this.flags.values[doc] as number) & (enabledFlag | deletedFlag)) !== enabledFlag) continue;
        const cell = this.cellOfDocument(doc);
        this.compared.count(doc, cell, shown ? 1 : -1);
        this.countWords(this.storedWords(doc), shown ? 1 : -1, cell);
      }
    }
    this.ownerVisible.values[id] = shown;
    this.ownerNames[id] = seller.name;
    this.ownerSlugs[id] = seller.slug ?? '';
    this.reach.set(id, (seller.deliversTo ?? []).map(cityIdOf));
  }

  /**
   * Adds a live, enabled document to its cells (`delta` 1) or takes it out (-1), and, when its
   * seller shows, its words to the suggestions' counts: `words` as the caller read them, read
   * back from the stored text when not given, or not at all when null (a snapshot brings its
   * counts). Other documents are not counted.
   */
  private tally(id: number, delta: 1 | -1, words?: DocumentWords | null): void {
    const flags = this.flags.values[id] as number;
    if ((flags & (enabledFlag | deletedFlag)) !== enabledFlag) return;
    const owner = this.owner.values[id] as number;
    const cell = this.cellOfDocument(id);
    const cells = this.ownerCells[owner] as Uint32Array;
    cells[cell] = (cells[cell] as number) + delta;
    this.compared.countOwner(owner, id, cell & 3, delta);
    if (this.ownerVisible.values[owner] !== 1) return;
    this.shownCells[cell] = (this.shownCells[cell] as number) + delta;
    this.compared.count(id, cell, delta);
    if (words === null) return;
    this.countWords(words ?? this.storedWords(id), delta, cell);
  }

  private cellOfDocument(id: number): number {
    return cellOf(this.city.values[id] as number, this.flags.values[id] as number);
  }

  /** A shown document's words counted in (`delta` 1) or out: the suggestions' counts, and the cells of its terms that keep them. */
  private countWords(words: DocumentWords, delta: 1 | -1, cell: number): void {
    this.suggestionCounts.add(words, delta);
    for (const term of words.terms) {
      const cells = this.termCells.get(term);
      if (cells) cells[cell] = (cells[cell] as number) + delta;
    }
  }

  /** A term's shown documents per cell, counted from its postings. */
  private countedCells(term: number): Uint32Array {
    const cells = new Uint32Array(cellCount);
    const list = this.postings[term] as Growable<Uint32Array>;
    for (let at = 0; at < list.length; at += 1) {
      const doc = postingDoc(list.values[at] as number);
      const flags = this.flags.values[doc] as number;
      if ((flags & (enabledFlag | deletedFlag)) !== enabledFlag || this.ownerVisible.values[this.owner.values[doc] as number] !== 1) continue;
      const cell = this.cellOfDocument(doc);
      cells[cell] = (cells[cell] as number) + 1;
    }
    return cells;
  }

  /**
   * How many shown documents hold the term, per cell (`cellOf`), as writes keep them: for a
   * term with at least `termCellsFrom` postings; undefined for a smaller one (decision 038).
   * A one-term text counts and faces its matches from these without reading them.
   */
  cellsOfTerm(term: number): Uint32Array | undefined {
    return this.termCells.get(term);
  }

  /** A document's text fields, read back from the stored JSON fragment. */
  textFields(id: number): Pick<IndexedProduct, 'name' | 'description' | 'city' | 'brand'> {
    return JSON.parse(`{${this.texts.get(id)}}`) as Pick<IndexedProduct, 'name' | 'description' | 'city' | 'brand'>;
  }

  /** A document's terms and its name's neighbouring words, read back from its stored text. */
  private storedWords(id: number): DocumentWords {
    const { name, description, city, brand } = this.textFields(id);
    const nameTerms = new Set<number>();
    const namePairs = new NamePairs();
    for (const word of textWords(name)) {
      const term = this.termId(stemOf(word.folded));
      nameTerms.add(term);
      namePairs.next(term, this.vocabulary.add(word.folded, term, word.written));
    }
    const terms = new Set(nameTerms);
    for (const text of [brand ?? '', description, city]) for (const word of textWords(text)) terms.add(this.termId(stemOf(word.folded)));
    return { terms, nameTerms, namePairs: namePairs.pairs() };
  }

  /** The owner's number, or -1 for an owner the index has never seen. */
  knownOwner(owner: string): number {
    return this.ownerIds.get(owner.toLowerCase()) ?? -1;
  }

  /**
   * When a seller's shown catalogue last changed: the latest date of their live, enabled
   * products, or undefined when they have none (issue #49, "catalog actualizat acum 2 zile").
   */
  lastChangeOf(owner: string): number | undefined {
    const docs = this.ownerDocs[this.knownOwner(owner)];
    if (!docs) return undefined;
    let latest: number | undefined;
    for (let at = 0; at < docs.length; at += 1) {
      const doc = docs.values[at] as number;
      if (((this.flags.values[doc] as number) & (enabledFlag | deletedFlag)) !== enabledFlag) continue;
      const date = this.updatedAt.values[doc] as number;
      if (latest === undefined || date > latest) latest = date;
    }
    return latest;
  }

  /** Every owner the index has seen. */
  owners(): string[] {
    return [...this.ownerUuids];
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

  private ownerId(uuid: string): number {
    const key = uuid.toLowerCase();
    let id = this.ownerIds.get(key);
    if (id === undefined) {
      id = this.ownerDocs.length;
      this.ownerIds.set(key, id);
      this.ownerUuids.push(key);
      this.ownerNames.push('');
      this.ownerSlugs.push('');
      this.ownerDocs.push(new Growable(Uint32Array));
      this.ownerCells.push(new Uint32Array(cellCount));
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
