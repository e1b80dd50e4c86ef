import { BarcodeTable } from './barcode-table';
import { CatalogueIndex } from './catalogue-index';
import { ComparedFields, type ComparedParts } from './compared-fields';
import { DeliveryReach } from './delivery-reach';
import { cellCount } from './document-layout';
import { Growable } from './growable';
import { catalogueRanking } from './ranking';
import { SortedIds } from './sorted-ids';
import { SuggestionCounts } from './suggestion-counts';
import { TextArena } from './text-arena';
import { UuidTable } from './uuid-table';
import { Vocabulary } from './vocabulary';

/** The index laid out as arrays and plain values: what a snapshot of it stores (`index-snapshot.ts`). */
export interface IndexParts {
  live: number;
  ordered: boolean;
  basePosition: number;
  uuids: ReturnType<UuidTable['toParts']>;
  updatedAt: Float64Array;
  price: Float64Array;
  gtin: Float64Array;
  city: Uint8Array;
  flags: Uint8Array;
  owner: Uint32Array;
  position: Float64Array;
  texts: ReturnType<TextArena['toParts']>;
  ownerUuids: string[];
  ownerNames: string[];
  ownerSlugs: string[];
  ownerVisible: Uint8Array;
  ownerDeliveries: number[][];
  ownerDocs: { values: Uint32Array; sizes: Uint32Array };
  stems: string[];
  postings: { values: Uint32Array; sizes: Uint32Array };
  vocabulary: ReturnType<Vocabulary['toParts']>;
  suggestions: ReturnType<SuggestionCounts['toParts']>;
  byDate: ReturnType<SortedIds['toParts']>;
  compared: ComparedParts;
}

type FlatLists = IndexParts['postings'];

const flatten = (lists: Growable<Uint32Array>[]): FlatLists => {
  const values = new Uint32Array(lists.reduce((total, list) => total + list.length, 0));
  let at = 0;
  for (const list of lists) {
    values.set(list.used(), at);
    at += list.length;
  }
  return { values, sizes: Uint32Array.from(lists, (list) => list.length) };
};

const unflatten = (flat: FlatLists): Growable<Uint32Array>[] => {
  const lists: Growable<Uint32Array>[] = [];
  let at = 0;
  for (const size of flat.sizes) {
    lists.push(Growable.of(Uint32Array, flat.values.subarray(at, at + size)));
    at += size;
  }
  return lists;
};

/** Everything the index holds, as arrays and plain values, for a snapshot of it. */
export function indexParts(index: CatalogueIndex): IndexParts {
  const stems: string[] = [];
  for (const [stem, id] of index.termIds) stems[id] = stem;
  return {
    live: index.live,
    ordered: index.ordered,
    basePosition: index.basePosition,
    uuids: index.uuids.toParts(),
    updatedAt: index.updatedAt.used(),
    price: index.price.used(),
    gtin: index.barcodes.toParts(),
    city: index.city.used(),
    // Flags, positions and visibility change in place: copied, so the snapshot holds one moment.
    flags: index.flags.used().slice(),
    owner: index.owner.used(),
    position: index.position.used().slice(),
    texts: index.texts.toParts(),
    ownerUuids: [...index.ownerUuids],
    ownerNames: [...index.ownerNames],
    ownerSlugs: [...index.ownerSlugs],
    ownerVisible: index.ownerVisible.used().slice(),
    ownerDeliveries: index.reach.toParts(),
    ownerDocs: flatten(index.ownerDocs),
    stems,
    postings: flatten(index.postings),
    vocabulary: index.vocabulary.toParts(),
    suggestions: index.suggestionCounts.toParts(),
    byDate: index.byDate.toParts(),
    compared: index.compared.toParts(),
  };
}

/** An index from a snapshot's parts, as it was when the snapshot was taken. */
export function indexFromParts(parts: IndexParts, termCellsFrom?: number): CatalogueIndex {
  const index = new CatalogueIndex(catalogueRanking, termCellsFrom);
  Object.assign(index, {
    live: parts.live,
    ordered: parts.ordered,
    basePosition: parts.basePosition,
    uuids: UuidTable.fromParts(parts.uuids),
    updatedAt: Growable.of(Float64Array, parts.updatedAt),
    price: Growable.of(Float64Array, parts.price),
    barcodes: BarcodeTable.fromParts(parts.gtin),
    city: Growable.of(Uint8Array, parts.city),
    flags: Growable.of(Uint8Array, parts.flags),
    owner: Growable.of(Uint32Array, parts.owner),
    position: Growable.of(Float64Array, parts.position),
    texts: TextArena.fromParts(parts.texts),
    ownerIds: new Map(parts.ownerUuids.map((uuid, id) => [uuid, id])),
    ownerUuids: parts.ownerUuids,
    ownerNames: parts.ownerNames,
    ownerSlugs: parts.ownerSlugs,
    ownerVisible: Growable.of(Uint8Array, parts.ownerVisible),
    reach: DeliveryReach.fromParts(parts.ownerDeliveries),
    ownerDocs: unflatten(parts.ownerDocs),
    termIds: new Map(parts.stems.map((stem, id) => [stem, id])),
    postings: unflatten(parts.postings),
    vocabulary: Vocabulary.fromParts(parts.vocabulary),
    suggestionCounts: SuggestionCounts.fromParts(parts.suggestions),
  });
  Object.assign(index, {
    byDate: SortedIds.fromParts(parts.byDate, index.byDate.order),
    compared: ComparedFields.fromParts(parts.compared, cellCount, (a, b) => index.uuids.compare(a, b)),
  });
  parts.city.forEach((city, id) => (index.cityDocs[city] ??= new Growable(Uint32Array)).push(id));
  index.recount();
  return index;
}
