import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema, DigestFrequency, SavedCriteria } from '../../db/schema';
import { givingWay } from '../../give-way';
import type { MailMessage } from '../../mail/mailer';
import { oweMail } from '../../mail/mail-outbox';
import { digestMail, type AlertItem } from '../../mail/alert-messages';
import type { SiteInfo } from '../../mail/moderation-messages';
import { photosOf } from '../catalogue/product-photos';
import { ChunkIndex } from './chunk-index';
import { compileSearch, matchesCriteria, pricesOf, type ComparedProduct, type CompiledSearch } from './criteria-match';
import { nextDigestAt } from './digest-schedule';
import { changedProducts, earlierPrices, priceWhenOpened, shownProducts, type FeedWindow, type WindowProduct } from './alert-window';
import { cameBetween, parseSnapshot, snapshotNow, type FeedSnapshot } from './feed-snapshot';
import { searchPathOf } from '../../../openapi/domain/search-address';

type Db = Kysely<DatabaseSchema>;

/** How long a round computes before it lets its process's requests (search, in one process) run. */
const giveWayEveryMs = 10;

/** Digests owed in one statement. */
const mailsPerWrite = 100;

/** A digest lists at most this many products (issue #52); the rest are counted. */
const maxDigestItems = 20;

export interface DigestRoundOptions {
  site: SiteInfo;
  /** Saved searches a transaction claims and settles together. */
  batchSize?: number;
  /** Changed products read and indexed at a time. */
  chunkSize?: number;
  /** The moment the round runs at; now by default. */
  now?: Date;
}

interface DueSearch {
  uuid: string;
  name: string;
  criteria: SavedCriteria;
  compiled: CompiledSearch;
  frequency: DigestFrequency;
  /** The snapshot of its last digest, where its window opens. */
  opened: FeedSnapshot;
  email: string;
  token: string;
}

/** What one search found in a window: what it lists, and how many more. */
interface Found {
  items: AlertItem[];
  more: number;
}

/**
 * Up to `limit` searches due at `now`, read without a lock, going round the searches from
 * `pivot` on: each process starts its round at a point of its own, so two processes running at
 * once mostly compute different searches (and only one settles each, settleFound).
 */
async function dueSearches(db: Db, now: Date, limit: number, pivot: string): Promise<DueSearch[]> {
  const { rows } = await sql<{
    uuid: string;
    name: string;
    criteria: SavedCriteria;
    frequency: DigestFrequency;
    feed_snapshot: string;
    email: string;
    unsubscribe_token: string;
  }>`
    SELECT s.uuid, s.name, s.criteria, s.frequency, s.feed_snapshot, coalesce(u.email, s.email) AS email, s.unsubscribe_token
    FROM saved_searches s LEFT JOIN users u ON u.uuid = s.user_uuid
    WHERE s.confirmed_at IS NOT NULL AND NOT s.paused AND s.next_due_at <= ${now}
    ORDER BY s.uuid < ${pivot}::uuid, s.uuid LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    criteria: row.criteria,
    compiled: compileSearch(row.criteria),
    frequency: row.frequency,
    opened: parseSnapshot(row.feed_snapshot),
    email: row.email,
    token: row.unsubscribe_token,
  }));
}

/**
 * Of the searches a batch computed, those still due and still at the window it read, locked for
 * this transaction; one another process holds or has already moved on is left to it.
 */
async function stillDue(trx: Transaction<DatabaseSchema>, searches: readonly DueSearch[], now: Date): Promise<DueSearch[]> {
  const { rows } = await sql<{ uuid: string; feed_snapshot: string }>`
    SELECT uuid, feed_snapshot FROM saved_searches
    WHERE uuid = ANY(${searches.map((search) => search.uuid)}::uuid[]) AND confirmed_at IS NOT NULL AND NOT paused AND next_due_at <= ${now}
    FOR UPDATE SKIP LOCKED`.execute(trx);
  const windows = new Map(rows.map((row) => [row.uuid, row.feed_snapshot]));
  return searches.filter((search) => windows.get(search.uuid) === search.opened.text);
}

const itemOf = ({ product, prices }: ComparedProduct<WindowProduct>, was?: number): AlertItem => ({
  uuid: product.uuid,
  name: product.name,
  city: product.city,
  gross: prices.gross,
  ...(was !== undefined ? { was } : {}),
});

/** A batch's window: the feed rows it reads, and the snapshot every window of the batch closes at. */
interface BatchWindow {
  read: FeedWindow;
  closed: FeedSnapshot;
}

/**
 * What each search finds in one part of the window: products listed in its window (by a
 * transaction unseen at its opening snapshot and seen at the closing one, so each is new in one
 * window only) that match it, and those changed in its window that match and cost less than at
 * its opening, with by how much.
 */
async function findInChunk(
  db: Db,
  searches: readonly DueSearch[],
  uuids: readonly string[],
  changes: Map<string, bigint[]>,
  window: BatchWindow,
  found: Map<string, Found>,
): Promise<void> {
  const products = await shownProducts(db, uuids);
  if (products.length === 0) return;
  const index = new ChunkIndex(products);
  const earlier = await earlierPrices(db, uuids, window.read);
  const giveWay = givingWay(giveWayEveryMs);
  for (const search of searches) {
    await giveWay();
    const result = found.get(search.uuid) as Found;
    for (const at of index.candidates(search.compiled)) {
      const compared = index.compared[at] as ComparedProduct<WindowProduct>;
      const { product } = compared;
      const inWindow = (xid: bigint) => cameBetween(search.opened, window.closed, xid);
      if (!changes.get(product.uuid)?.some(inWindow)) continue;
      if (!matchesCriteria(search.compiled, compared)) continue;
      let item: AlertItem | undefined;
      if (product.listedXid !== 0n && inWindow(product.listedXid)) item = itemOf(compared);
      else {
        const opened = priceWhenOpened(earlier.get(product.uuid), search.opened);
        const was = opened ? pricesOf(opened).gross : undefined;
        if (was !== undefined && was > compared.prices.gross) item = itemOf(compared, was);
      }
      if (!item) continue;
      if (result.items.length < maxDigestItems) result.items.push(item);
      else result.more += 1;
    }
  }
}

/** Each listed product's cover, its smallest rendition, as a path on the site. */
async function withCovers(db: Db, found: Iterable<Found>): Promise<void> {
  const all = [...found].flatMap((result) => result.items);
  const covers = await photosOf(db, [...new Set(all.map((item) => item.uuid))], 'covers');
  for (const item of all) {
    // WebP, which mail programs show; the narrowest, as renditions are ordered.
    const cover = covers.get(item.uuid)?.[0]?.renditions.find((rendition) => rendition.type === 'image/webp');
    if (cover) item.cover = `/svc/product/photos/${cover.address}`;
  }
}

/** The digest each search that found something owes, by search, made a few milliseconds at a time. */
async function digestsOf(searches: readonly DueSearch[], found: Map<string, Found>, site: SiteInfo): Promise<Map<string, MailMessage>> {
  const digests = new Map<string, MailMessage>();
  const giveWay = givingWay(giveWayEveryMs);
  for (const search of searches) {
    await giveWay();
    const { items, more } = found.get(search.uuid) as Found;
    if (items.length > 0)
      digests.set(
        search.uuid,
        digestMail(search.email, site, { searchName: search.name, searchPath: searchPathOf(search.criteria), items, more, token: search.token }),
      );
  }
  return digests;
}

/** Each search of a batch: its next window from the `closed` snapshot, its next due time, and when it was last mailed, in one statement. */
async function moveWindows(
  trx: Transaction<DatabaseSchema>,
  searches: readonly DueSearch[],
  found: Map<string, Found>,
  closed: FeedSnapshot,
  now: Date,
): Promise<void> {
  const nextDue = { DAILY: nextDigestAt('DAILY', now), WEEKLY: nextDigestAt('WEEKLY', now) };
  await sql`
    UPDATE saved_searches s
    SET feed_snapshot = ${closed.text}, next_due_at = moved.next_due_at,
      last_digest_at = CASE WHEN moved.mailed THEN ${now}::timestamptz ELSE s.last_digest_at END
    FROM unnest(${searches.map((search) => search.uuid)}::uuid[], ${searches.map((search) => nextDue[search.frequency].toISOString())}::timestamptz[],
      ${searches.map((search) => (found.get(search.uuid) as Found).items.length > 0)}::boolean[]) AS moved(uuid, next_due_at, mailed)
    WHERE s.uuid = moved.uuid`.execute(trx);
}

/**
 * One batch of due saved searches: each search's window (from its last digest's snapshot to
 * now's) and what is new or cheaper in it are computed outside any transaction, so the batch holds
 * back no one's horizon while it works (the search processes read the feed below it, decision
 * 019). Then one short transaction locks the searches still due at the window read, owes each
 * digest that has something to tell in the mail outbox, and moves each window and due time. A
 * process killed midway commits nothing of the batch, which the next round computes again; two
 * processes never settle the same search. Resolves with how many searches it settled and mailed.
 */
async function settleBatch(db: Db, options: Required<DigestRoundOptions>, pivot: string): Promise<{ settled: number; mailed: number }> {
  const searches = await dueSearches(db, options.now, options.batchSize, pivot);
  if (searches.length === 0) return { settled: 0, mailed: 0 };
  const closed = await snapshotNow(db);
  const from = searches.reduce((oldest, search) => (search.opened.xmin < oldest ? search.opened.xmin : oldest), closed.xmin);
  const window = { read: { from, until: closed.xmax }, closed };
  const changes = await changedProducts(db, window.read);
  const found = new Map<string, Found>(searches.map((search) => [search.uuid, { items: [], more: 0 }]));
  const uuids = [...changes.keys()];
  for (let start = 0; start < uuids.length; start += options.chunkSize)
    await findInChunk(db, searches, uuids.slice(start, start + options.chunkSize), changes, window, found);
  await withCovers(
    db,
    [...found.values()].filter((result) => result.items.length > 0),
  );
  const digests = await digestsOf(searches, found, options.site);
  return db.transaction().execute(async (trx) => {
    const settling = await stillDue(trx, searches, options.now);
    const mails = settling.flatMap((search) => digests.get(search.uuid) ?? []);
    // In parts, each written in a few milliseconds, for the same reason.
    for (let start = 0; start < mails.length; start += mailsPerWrite) await oweMail(trx, mails.slice(start, start + mailsPerWrite));
    await moveWindows(trx, settling, found, closed, options.now);
    return { settled: settling.length, mailed: mails.length };
  });
}

/** Every saved search due now, batch after batch, until none is left; answers how many were settled and mailed. */
export async function runDigestRound(db: Db, options: DigestRoundOptions): Promise<{ settled: number; mailed: number }> {
  const settings: Required<DigestRoundOptions> = { batchSize: 2_000, chunkSize: 1_000, now: new Date(), ...options };
  const pivot = randomUUID();
  let settled = 0;
  let mailed = 0;
  for (;;) {
    const batch = await settleBatch(db, settings, pivot);
    // None due, or every one taken by another process, which settles them.
    if (batch.settled === 0) return { settled, mailed };
    settled += batch.settled;
    mailed += batch.mailed;
  }
}
