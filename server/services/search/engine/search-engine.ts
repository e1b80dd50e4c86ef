import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';
import { catalogueSize, productBatches, productsByUuid, sellers } from './catalogue-feed';
import type { CatalogueChange, IndexedProduct } from '../../catalogue/catalogue-product';
import { CatalogueIndex } from './catalogue-index';

type Db = Kysely<DatabaseSchema>;

/** How far loading a new index has got. */
export interface LoadProgress {
  indexed: number;
  total: number;
}

/** A change applied where it falls, as opposed to a rebuild. */
type IncrementalChange = Exclude<CatalogueChange, { kind: 'everything' }>;

/** Documents added between two pauses in which requests are answered. */
const slice = 2_000;
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A rebuild reclaims the room of replaced and deleted documents once they pass this share of the live ones. */
const compactAtShare = 0.5;
const compactAtLeast = 20_000;
const reorderEveryMs = 60_000;

/**
 * Adds the products, but none the index already holds in that version or a later one: a
 * version read from the database with the same time is the same version, and a change
 * replayed after a rebuild may be older than what the rebuild read. Skipping them keeps the
 * document numbers in date order.
 */
async function upsertAll(index: CatalogueIndex, products: IndexedProduct[], keepNewer: boolean): Promise<void> {
  for (let start = 0; start < products.length; start += slice) {
    for (const product of products.slice(start, start + slice)) {
      const held = keepNewer ? index.versionOf(product.uuid) : undefined;
      if (held === undefined || held < product.updatedAt) index.upsert(product);
    }
    if (start + slice < products.length) await pause();
  }
}

/**
 * The search process's index (decision 014) and how it follows the catalogue: it loads every
 * product at start, applies each change in the order it comes, and rebuilds beside the index
 * it serves from, swapping once the new one has caught up with the changes made meanwhile.
 */
export class SearchEngine {
  private index = new CatalogueIndex();
  /** Changes apply one after another. */
  private queue: Promise<void> = Promise.resolve();
  private building: { changes: IncrementalChange[]; done: Promise<number>; progress: LoadProgress } | undefined;
  /** Whether an index of the whole catalogue has been loaded at least once. */
  private loadedOnce = false;
  private lastReorder = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  get current(): CatalogueIndex {
    return this.index;
  }

  get rebuilding(): boolean {
    return this.building !== undefined;
  }

  /** While a new index loads: the products read so far, of those the catalogue held when it started. */
  get loadProgress(): LoadProgress | undefined {
    return this.building && { ...this.building.progress };
  }

  /**
   * Whether the index holds the catalogue. Until its first load succeeds (the database was
   * away at start-up) it does not, and asking starts another attempt.
   */
  ready(): boolean {
    if (!this.loadedOnce && !this.building)
      this.rebuild().catch((error: unknown) => this.log.warn({ err: error }, 'search index: loading failed; the next search tries again'));
    return this.loadedOnce;
  }

  /** Applies a change; resolves once this process's searches see it. */
  apply(change: CatalogueChange): Promise<void> {
    if (change.kind === 'everything') return this.rebuild().then(() => undefined);
    this.building?.changes.push(change);
    const applied = this.queue.then(() => this.applyTo(this.index, change));
    this.queue = applied.then(
      () => this.compactWhenWasteful(),
      (error: unknown) => {
        this.log.error({ err: error }, 'search index: a change could not be applied; rebuilding the index');
        void this.rebuild();
      },
    );
    return applied;
  }

  /** Loads a new index from the database beside the current one, then swaps; resolves with its product count. */
  rebuild(): Promise<number> {
    if (this.building) return this.building.done;
    const changes: IncrementalChange[] = [];
    const progress: LoadProgress = { indexed: 0, total: 0 };
    const done = this.load(changes, progress).finally(() => {
      this.building = undefined;
    });
    this.building = { changes, done, progress };
    return done;
  }

  private async load(changesMeanwhile: IncrementalChange[], progress: LoadProgress): Promise<number> {
    const started = performance.now();
    const next = new CatalogueIndex();
    progress.total = await catalogueSize(this.db);
    for (const seller of await sellers(this.db)) next.setSeller(seller.uuid, seller);
    for await (const batch of productBatches(this.db)) {
      await upsertAll(next, batch, true);
      progress.indexed += batch.length;
    }
    // Whatever changed while the batches were read is applied again, then the new index serves.
    const swapped = this.queue.then(async () => {
      for (const change of changesMeanwhile) await this.applyTo(next, change, true);
      this.index = next;
      this.loadedOnce = true;
    });
    this.queue = swapped.catch(() => undefined);
    await swapped;
    this.log.info({ products: next.live, ms: Math.round(performance.now() - started) }, 'search index loaded');
    return next.live;
  }

  /** Applies a change to an index; `replayed` when a rebuild applies again what happened while it loaded. */
  private async applyTo(index: CatalogueIndex, change: IncrementalChange, replayed = false): Promise<void> {
    switch (change.kind) {
      case 'products':
        for (const uuid of change.removed) index.remove(uuid);
        await upsertAll(index, change.written, replayed);
        return;
      case 'productIds': {
        const found = await productsByUuid(this.db, change.uuids);
        const present = new Set(found.map((product) => product.uuid));
        for (const uuid of change.uuids) if (!present.has(uuid)) index.remove(uuid);
        await upsertAll(index, found, true);
        return;
      }
      case 'catalogue': {
        if (change.written) {
          for (const uuid of change.removed ?? []) index.remove(uuid);
          await upsertAll(index, change.written, replayed);
          return;
        }
        const products: IndexedProduct[] = [];
        for await (const batch of productBatches(this.db, change.owner)) products.push(...batch);
        const kept = new Set(products.map((product) => product.uuid));
        for (const uuid of index.uuidsOf(change.owner)) if (!kept.has(uuid)) index.remove(uuid);
        await upsertAll(index, products, true);
        return;
      }
      case 'sellers': {
        const now = await sellers(this.db);
        for (const seller of now) index.setSeller(seller.uuid, seller);
        const existing = new Set(now.map((seller) => seller.uuid));
        for (const owner of index.owners()) if (!existing.has(owner)) for (const uuid of index.uuidsOf(owner)) index.remove(uuid);
        return;
      }
    }
  }

  /**
   * Rebuilds when replaced documents take too much room, or when a write landed out of date
   * order (searches then rank every match instead of stopping early), at most once a minute
   * for the latter.
   */
  private compactWhenWasteful(): void {
    const { deleted, live, ordered } = this.index;
    const wasteful = deleted > Math.max(compactAtLeast, live * compactAtShare);
    const reorder = !ordered && Date.now() - this.lastReorder > reorderEveryMs;
    if (this.building || !(wasteful || reorder)) return;
    if (reorder) this.lastReorder = Date.now();
    this.rebuild().catch((error: unknown) => this.log.error({ err: error }, 'search index: compaction failed'));
  }
}
