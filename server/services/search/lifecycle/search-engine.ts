import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';
import { nextTurn } from '../../../give-way';
import type { CatalogueChange, IndexedProduct } from '../../catalogue/catalogue-product';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fellBehind, feedBacklog, feedIdentity, feedStart, readFeed, type FeedCursor } from '../feed/feed-queries';
import { readSnapshot, writeSnapshot } from './index-snapshot';
import { catalogueSize, productBatches, sellers } from './catalogue-loading';
import { productsByUuid } from '../../catalogue/indexed-products';
import { CatalogueIndex } from '../engine/catalogue-index';
import { inDateOrder } from '../engine/document-layout';
import { indexParts } from '../engine/index-parts';

type Db = Kysely<DatabaseSchema>;

/** How far loading a new index has got. */
export interface LoadProgress {
  indexed: number;
  total: number;
}

/** A search process's place in the catalogue's feed, against the feed's head. */
export interface FeedLag {
  appliedPosition: number;
  headPosition: number;
  /** Rows of the feed this process has not applied yet. */
  pendingChanges: number;
  /** How old the oldest of them is, in seconds (0 when none waits). */
  lagSeconds: number;
}

/** Where a reading of the feed stands: its cursor, and the position and time of the last row it applied. */
interface FeedPlace {
  cursor: FeedCursor;
  last?: [number, number] | undefined;
}

/** What one step of catching up did: the feed is drained, more rows wait, or a reload was started. */
export type CatchUpStep = 'drained' | 'more' | 'reload' | 'not-loaded';

type LocalChange = Extract<CatalogueChange, { kind: 'products' }>;

/** Documents added between two pauses in which requests are answered. */
const slice = 2_000;
/** Feed rows read per step; each names at most a thousand products. */
const feedPage = 50;
/** Products read back per query. */
const readBackBatch = 5_000;

/** How often a changed index is saved again to its snapshot file. */
const snapshotEveryMs = 10 * 60 * 1000;

/** A rebuild reclaims the room of replaced and deleted documents once they pass this share of the live ones. */
const compactAtShare = 0.5;
const compactAtLeast = 20_000;
const reorderEveryMs = 60_000;

/**
 * The search process's index (decisions 014 and 019) and how it follows the catalogue. A load
 * reads every product at a known place in the catalogue's durable feed, then applies the feed
 * from there; afterwards every change is applied from the feed, read back from the database, in
 * the order it was written. This process's own writes also arrive with their columns and apply at
 * once, at their place in the feed, so its searches show them the moment the write answers. A
 * reload builds beside the index that serves and swaps once it has caught up. Every index change
 * runs in one queue, one after another; nothing here rejects without being caught.
 */
export class SearchEngine {
  private index = new CatalogueIndex();
  /** Where the serving index stands in the feed; undefined until the first load. */
  private cursor: FeedCursor | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private loading: { base: number; local: LocalChange[]; progress: LoadProgress; done: Promise<number> } | undefined;
  /** A reload asked for while one ran that started too early to serve it. */
  private reloadAfter = 0;
  private loadedOnce = false;
  private lastReorder = 0;
  private closed = false;
  /** The last feed position applied, and when its row was written (ms). */
  appliedPosition = 0;
  appliedAt = 0;
  /** Why the last load failed, while no load has succeeded since. */
  loadError: string | undefined;
  /** Where the first index came from: its snapshot file, or the database. */
  startedFrom: 'snapshot' | 'database' | undefined;
  /** Resolves once the first index is loaded. */
  readonly loaded: Promise<void>;
  private markLoaded: () => void = () => undefined;

  /** The feed position of the last snapshot saved, and the timer that saves the next. */
  private savedPosition = -1;
  private saving: NodeJS.Timeout | undefined;

  /** `snapshotFile`: where this process keeps its index between runs (decision 019); none, no snapshot. */
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly snapshotFile?: string,
  ) {
    this.loaded = new Promise((resolve) => {
      this.markLoaded = resolve;
    });
  }

  get current(): CatalogueIndex {
    return this.index;
  }

  get rebuilding(): boolean {
    return this.loading !== undefined;
  }

  /** While a new index loads: the products read so far, of those the catalogue held when it started. */
  get loadProgress(): LoadProgress | undefined {
    return this.loading && { ...this.loading.progress };
  }

  /** Whether the index holds the catalogue (its first load has succeeded). */
  ready(): boolean {
    return this.loadedOnce;
  }

  /**
   * Loads the first index, trying again with a growing pause until it succeeds (the database may
   * be away at start-up); it never rejects. Meanwhile searches answer 503 with the load's progress.
   */
  async start(): Promise<void> {
    if (this.snapshotFile) {
      this.saving = setInterval(() => void this.saveSnapshot(), snapshotEveryMs).unref();
      await this.startFromSnapshot().catch((error: unknown) =>
        this.log.warn({ err: error }, 'search index: its snapshot could not be used; loading from the database'),
      );
    }
    for (let wait = 250; !this.closed && !this.loadedOnce; wait = Math.min(wait * 2, 10_000)) {
      try {
        await this.reload();
      } catch (error) {
        if (this.closed) return;
        if (this.loadError === undefined) this.log.error({ err: error }, 'search index: loading failed; trying again');
        this.loadError = error instanceof Error ? error.message : String(error);
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
    }
  }

  /** Stops starting work; a load in flight gives up at its next step. */
  close(): void {
    this.closed = true;
    clearInterval(this.saving);
  }

  /**
   * Serves the index saved at the last run, once it has applied the feed after it. Nothing is
   * served from a file of another catalogue, of another layout, or older than the feed keeps.
   */
  private async startFromSnapshot(): Promise<void> {
    const started = performance.now();
    const found = await readSnapshot(this.snapshotFile as string);
    if (!found) return;
    const identity = await feedIdentity(this.db);
    if (found.meta.catalogueId !== identity.catalogueId) return;
    if (await fellBehind(this.db, found.meta.cursor)) {
      this.log.info('search index: the snapshot is older than the feed keeps; loading from the database');
      return;
    }
    const { index } = found;
    // A rebuild the snapshot is older than ends the catch-up: the database load that follows reads it.
    const caughtUp = await this.drainInto(index, { cursor: found.meta.cursor }, 'give up');
    if (!caughtUp) return;
    await this.enqueue(async () => {
      const place = await this.drainInto(index, caughtUp, 'give up');
      if (!place) return;
      this.index = index;
      this.cursor = place.cursor;
      [this.appliedPosition, this.appliedAt] = place.last ?? [found.meta.appliedPosition, found.meta.appliedAt];
      this.savedPosition = found.meta.appliedPosition;
      this.startedFrom = 'snapshot';
      this.loadedOnce = true;
      this.loadError = undefined;
      this.markLoaded();
    });
    if (this.loadedOnce)
      this.log.info(
        { products: index.live, ms: Math.round(performance.now() - started), snapshotAgeSeconds: Math.round((Date.now() - found.meta.takenAt) / 1000) },
        'search index loaded from its snapshot',
      );
  }

  /** Saves the serving index, as it stands in one moment of the queue, unless nothing changed since the last save. */
  async saveSnapshot(): Promise<void> {
    if (!this.snapshotFile || !this.cursor || this.closed || this.appliedPosition === this.savedPosition) return;
    try {
      const { catalogueId } = await feedIdentity(this.db);
      const captured = await this.enqueue(async () => ({
        parts: indexParts(this.index),
        meta: {
          catalogueId,
          cursor: { ...(this.cursor as FeedCursor) },
          appliedPosition: this.appliedPosition,
          appliedAt: this.appliedAt,
          takenAt: Date.now(),
        },
      }));
      await mkdir(dirname(this.snapshotFile), { recursive: true });
      const started = performance.now();
      const bytes = await writeSnapshot(this.snapshotFile, captured.parts, captured.meta);
      this.savedPosition = captured.meta.appliedPosition;
      this.log.info({ bytes, ms: Math.round(performance.now() - started) }, 'search index snapshot saved');
    } catch (error) {
      this.log.warn({ err: error }, 'search index: saving its snapshot failed; the next restart loads from the database');
    }
  }

  /** Runs `task` after every index change queued before it; a failure does not stop the queue. */
  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Applies a change this process made; resolves once this process's searches see it. It never
   * rejects: the write has committed, and if the index cannot take it, a reload will.
   */
  apply(change: CatalogueChange): Promise<void> {
    const applied =
      change.kind === 'sellers'
        ? this.enqueue(() => this.refreshSellers(this.index))
        : this.enqueue(async () => {
            this.loading?.local.push(change);
            await this.applyLocal(this.index, change);
            this.compactWhenWasteful();
          });
    return applied.catch((error: unknown) => {
      this.log.error({ err: error }, 'search index: a change could not be applied here; reloading the index');
      void this.reload().catch(() => undefined);
    });
  }

  /** Reads the sellers again when products arrive from a seller the index has never seen (their name, whether they show). */
  private async knowOwners(index: CatalogueIndex, products: IndexedProduct[]): Promise<void> {
    if (products.some((product) => index.knownOwner(product.owner) < 0)) await this.refreshSellers(index);
  }

  /** A local write's columns, at its place in the feed: skipped for a product already at or past it. */
  private async applyLocal(index: CatalogueIndex, change: LocalChange): Promise<void> {
    await this.knowOwners(index, change.written);
    for (const uuid of change.removed) if (change.position > index.positionOf(uuid)) index.remove(uuid, change.position);
    const written = [...change.written].sort(inDateOrder);
    for (let start = 0; start < written.length; start += slice) {
      for (const product of written.slice(start, start + slice)) {
        if (change.position > index.positionOf(product.uuid)) index.upsert(product, change.position);
      }
      if (start + slice < written.length) await nextTurn();
    }
  }

  /**
   * One step of following the feed: reads the next rows after the serving index's place and
   * applies them. Called until it says the feed is drained.
   */
  catchUp(): Promise<CatchUpStep> {
    if (!this.cursor) return Promise.resolve('not-loaded');
    return this.enqueue(async () => {
      const cursor = this.cursor as FeedCursor;
      if (await fellBehind(this.db, cursor)) {
        this.log.warn('search index: the feed was pruned past this process; reloading the index');
        void this.reload().catch(() => undefined);
        return 'reload';
      }
      const step = await this.readPage(this.index, cursor);
      if (step.reloadAt !== undefined) {
        void this.reload(step.reloadAt).catch(() => undefined);
        return 'reload';
      }
      this.cursor = step.cursor;
      if (step.last) [this.appliedPosition, this.appliedAt] = step.last;
      this.compactWhenWasteful();
      return step.drained ? 'drained' : 'more';
    });
  }

  /**
   * Reads the feed into `index` from `place` until it is drained, and answers where it stopped
   * and the last row it applied. A request to read everything again that the index is older than
   * ends a snapshot's catch-up ('give up': answers undefined); a load notes it, to reload after,
   * and reads on ('note').
   */
  private async drainInto(index: CatalogueIndex, place: FeedPlace, onRebuild: 'note'): Promise<FeedPlace>;
  private async drainInto(index: CatalogueIndex, place: FeedPlace, onRebuild: 'give up'): Promise<FeedPlace | undefined>;
  private async drainInto(index: CatalogueIndex, place: FeedPlace, onRebuild: 'give up' | 'note'): Promise<FeedPlace | undefined> {
    let { cursor, last } = place;
    for (let drained = false; !drained;) {
      const step = await this.readPage(index, cursor);
      if (step.reloadAt !== undefined) {
        if (onRebuild === 'give up') return undefined;
        this.reloadAfter = Math.max(this.reloadAfter, step.reloadAt);
        index.basePosition = step.reloadAt;
        continue;
      }
      [cursor, drained, last] = [step.cursor, step.drained, step.last ?? last];
    }
    return { cursor, last };
  }

  /**
   * Reads one page of the feed after `cursor` and applies it to `index`: the sellers read again
   * when they changed, the products named read back as they are now (a product not found was
   * deleted). A request to read everything again that the index is older than stops here.
   */
  private async readPage(
    index: CatalogueIndex,
    cursor: FeedCursor,
  ): Promise<{ cursor: FeedCursor; drained: boolean; reloadAt?: number; last?: [number, number] }> {
    const { rows, next } = await readFeed(this.db, cursor, feedPage);
    if (rows.length === 0) return { cursor: next, drained: true };
    const everything = rows.filter((row) => row.kind === 'everything').at(-1);
    if (everything && everything.position > index.basePosition) return { cursor, drained: false, reloadAt: everything.position };
    if (rows.some((row) => row.kind === 'sellers')) await this.refreshSellers(index);
    const last = rows.at(-1) as (typeof rows)[number];
    // Row by row, each row's products in uuid order and each batch in date order: the many
    // products one write stamps with one time then arrive in the index's date order, and keep
    // it ordered (searches keep stopping early).
    const read = new Set<string>();
    for (const row of rows) {
      const uuids = row.uuids.filter((uuid) => !read.has(uuid)).sort();
      for (const uuid of uuids) read.add(uuid);
      for (let start = 0; start < uuids.length; start += readBackBatch) {
        const asked = uuids.slice(start, start + readBackBatch);
        const found = await productsByUuid(this.db, asked);
        const present = new Set(found.map((product) => product.uuid));
        for (const uuid of asked) if (!present.has(uuid)) index.remove(uuid, last.position);
        await this.readBack(index, found.sort(inDateOrder), last.position);
      }
    }
    return { cursor: next, drained: rows.length < feedPage, last: [last.position, last.at] };
  }

  /** Products as read back now: the truth, applied whatever the index held, at `position` or past it. */
  private async readBack(index: CatalogueIndex, products: IndexedProduct[], position: number): Promise<void> {
    await this.knowOwners(index, products);
    for (let start = 0; start < products.length; start += slice) {
      for (const product of products.slice(start, start + slice)) {
        // The same product, as the index holds it: only its place in the feed moves on.
        if (index.holds(product)) index.advance(product.uuid, position);
        else index.upsert(product, position);
      }
      if (start + slice < products.length) await nextTurn();
    }
  }

  /** Every seller's name and visibility read again; a seller gone takes their products with them. */
  private async refreshSellers(index: CatalogueIndex): Promise<void> {
    const now = await sellers(this.db);
    for (const seller of now) index.setSeller(seller.uuid, seller);
    const existing = new Set(now.map((seller) => seller.uuid));
    for (const owner of index.owners()) {
      if (existing.has(owner)) continue;
      index.setSeller(owner, { visible: false, name: '' });
      for (const uuid of index.uuidsOf(owner)) index.remove(uuid);
    }
  }

  /**
   * Loads a new index beside the one serving, then swaps; resolves with its product count. A
   * load already running serves the request when it started at or after `atLeast` (a feed
   * position); otherwise another load follows it.
   */
  reload(atLeast = 0): Promise<number> {
    if (this.loading) {
      if (this.loading.base >= atLeast) return this.loading.done;
      this.reloadAfter = Math.max(this.reloadAfter, atLeast);
      return this.loading.done.then(() => this.reload(atLeast));
    }
    const local: LocalChange[] = [];
    const progress: LoadProgress = { indexed: 0, total: 0 };
    const loading = { base: Number.MAX_SAFE_INTEGER, local, progress, done: Promise.resolve(0) };
    loading.done = this.load(loading).finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    this.loading = loading;
    return loading.done;
  }

  private async load(loading: { base: number; local: LocalChange[]; progress: LoadProgress }): Promise<number> {
    const started = performance.now();
    const start = await feedStart(this.db);
    loading.base = start.head;
    const next = new CatalogueIndex();
    next.basePosition = start.head;
    loading.progress.total = await catalogueSize(this.db);
    for (const seller of await sellers(this.db)) next.setSeller(seller.uuid, seller);
    for await (const batch of productBatches(this.db)) {
      if (this.closed) throw new Error('the search engine closed during a load');
      for (let at = 0; at < batch.length; at += slice) {
        for (const product of batch.slice(at, at + slice)) next.upsert(product);
        await nextTurn();
      }
      loading.progress.indexed += batch.length;
    }
    // The feed from where the load began, applied to the new index while the old one serves.
    const read = await this.drainInto(next, { cursor: { from: start.horizon, after: 0 } }, 'note');
    await this.enqueue(async () => {
      // What this process wrote while the index loaded, then what the feed gained meanwhile.
      for (const change of loading.local) await this.applyLocal(next, change);
      const { cursor, last } = await this.drainInto(next, read, 'note');
      this.index = next;
      this.cursor = cursor;
      if (last) [this.appliedPosition, this.appliedAt] = last;
      else [this.appliedPosition, this.appliedAt] = [start.head, Date.now()];
      this.startedFrom ??= 'database';
      this.loadedOnce = true;
      this.loadError = undefined;
      this.markLoaded();
    });
    this.log.info({ products: next.live, ms: Math.round(performance.now() - started) }, 'search index loaded');
    void this.saveSnapshot();
    if (this.reloadAfter > start.head) {
      this.reloadAfter = 0;
      void this.reload().catch(() => undefined);
    }
    return next.live;
  }

  /** This process's place in the feed against its head: the lag `/readyz`, the metrics and the dashboard show. */
  async lag(): Promise<FeedLag> {
    if (!this.cursor) return { appliedPosition: 0, headPosition: 0, pendingChanges: 0, lagSeconds: 0 };
    const backlog = await feedBacklog(this.db, this.cursor);
    return {
      appliedPosition: this.appliedPosition,
      headPosition: backlog.head,
      pendingChanges: backlog.pending,
      lagSeconds: backlog.oldest === undefined ? 0 : Math.max(0, (Date.now() - backlog.oldest) / 1000),
    };
  }

  /**
   * Reloads when replaced documents take too much room, or when a write landed out of date
   * order (searches then rank every match instead of stopping early), at most once a minute
   * for the latter.
   */
  private compactWhenWasteful(): void {
    const { deleted, live, ordered } = this.index;
    const wasteful = deleted > Math.max(compactAtLeast, live * compactAtShare);
    const reorder = !ordered && Date.now() - this.lastReorder > reorderEveryMs;
    if (this.loading || !(wasteful || reorder)) return;
    if (reorder) this.lastReorder = Date.now();
    this.reload().catch((error: unknown) => this.log.error({ err: error }, 'search index: compaction failed'));
  }
}
