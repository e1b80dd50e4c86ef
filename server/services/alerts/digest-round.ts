import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema, DigestFrequency, SavedCriteria } from '../../db/schema';
import { oweMail } from '../../mail/mail-outbox';
import { digestMail, type AlertItem } from '../../mail/alert-messages';
import type { SiteInfo } from '../../mail/moderation-messages';
import { photosOf } from '../catalogue/product-photos';
import { ChunkIndex } from './chunk-index';
import { matchesCriteria, pricesOf } from './criteria-match';
import { nextDigestAt } from './digest-schedule';
import { changedProducts, earlierPrices, horizonNow, priceWhenOpened, shownProducts, type FeedWindow, type WindowProduct } from './alert-window';
import { searchPathOf } from '../../../openapi/domain/search-address';

type Db = Kysely<DatabaseSchema>;

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
  frequency: DigestFrequency;
  from: bigint;
  email: string;
  token: string;
}

/** What one search found in a window: what it lists, and how many more. */
interface Found {
  items: AlertItem[];
  more: number;
}

/** The due searches, locked for this transaction: another process skips them, and takes them only if this one dies. */
async function claimDue(trx: Transaction<DatabaseSchema>, now: Date, limit: number): Promise<DueSearch[]> {
  const { rows } = await sql<{
    uuid: string;
    name: string;
    criteria: SavedCriteria;
    frequency: DigestFrequency;
    feed_from: string;
    email: string;
    unsubscribe_token: string;
  }>`
    SELECT s.uuid, s.name, s.criteria, s.frequency, s.feed_from::text AS feed_from, coalesce(u.email, s.email) AS email, s.unsubscribe_token
    FROM saved_searches s LEFT JOIN users u ON u.uuid = s.user_uuid
    WHERE s.confirmed_at IS NOT NULL AND NOT s.paused AND s.next_due_at <= ${now}
    ORDER BY s.next_due_at, s.uuid LIMIT ${limit}
    FOR UPDATE OF s SKIP LOCKED`.execute(trx);
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    criteria: row.criteria,
    frequency: row.frequency,
    from: BigInt(row.feed_from),
    email: row.email,
    token: row.unsubscribe_token,
  }));
}

const itemOf = (product: WindowProduct, was?: number): AlertItem => ({
  uuid: product.uuid,
  name: product.name,
  city: product.city,
  gross: pricesOf(product).gross,
  ...(was !== undefined ? { was } : {}),
});

/**
 * What each search finds in one part of the window: products listed in its window (by a
 * transaction from its last digest's horizon on, so each is new in one window only) that match
 * it, and those that match and cost less than when its window opened, with by how much.
 */
async function findInChunk(
  trx: Transaction<DatabaseSchema>,
  searches: readonly DueSearch[],
  uuids: readonly string[],
  lastChange: Map<string, bigint>,
  window: FeedWindow,
  found: Map<string, Found>,
): Promise<void> {
  const products = await shownProducts(trx, uuids);
  if (products.length === 0) return;
  const index = new ChunkIndex(products);
  const earlier = await earlierPrices(trx, uuids, window);
  for (const search of searches) {
    const result = found.get(search.uuid) as Found;
    for (const at of index.candidates(search.criteria)) {
      const product = products[at] as WindowProduct;
      if ((lastChange.get(product.uuid) ?? 0n) < search.from) continue;
      if (!matchesCriteria(search.criteria, product, index.words[at] as (typeof index.words)[number])) continue;
      let item: AlertItem | undefined;
      if (product.listedXid >= search.from) item = itemOf(product);
      else {
        const opened = priceWhenOpened(earlier.get(product.uuid), search.from);
        const was = opened ? pricesOf(opened).gross : undefined;
        if (was !== undefined && was > itemOf(product).gross) item = itemOf(product, was);
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

/**
 * One batch of due saved searches, in one transaction: each search's window (from its last
 * digest's horizon to now's), what is new or cheaper in it, its digest owed in the mail outbox
 * when there is anything to tell, and its next window and due time. A process killed midway
 * commits nothing of the batch, which the next round takes again whole; two processes never
 * hold the same search. Resolves with how many searches it settled (0 when none was due).
 */
async function settleBatch(db: Db, options: Required<DigestRoundOptions>): Promise<{ settled: number; mailed: number }> {
  return db.transaction().execute(async (trx) => {
    const searches = await claimDue(trx, options.now, options.batchSize);
    if (searches.length === 0) return { settled: 0, mailed: 0 };
    const until = await horizonNow(trx);
    const from = searches.reduce((oldest, search) => (search.from < oldest ? search.from : oldest), until);
    const window = { from, until };
    const lastChange = await changedProducts(trx, window);
    const found = new Map<string, Found>(searches.map((search) => [search.uuid, { items: [], more: 0 }]));
    const uuids = [...lastChange.keys()];
    for (let start = 0; start < uuids.length; start += options.chunkSize)
      await findInChunk(trx, searches, uuids.slice(start, start + options.chunkSize), lastChange, window, found);
    await withCovers(
      trx,
      [...found.values()].filter((result) => result.items.length > 0),
    );
    let mailed = 0;
    for (const search of searches) {
      const result = found.get(search.uuid) as Found;
      if (result.items.length > 0) {
        await oweMail(trx, [
          digestMail(search.email, options.site, {
            searchName: search.name,
            searchPath: searchPathOf(search.criteria),
            items: result.items,
            more: result.more,
            token: search.token,
          }),
        ]);
        mailed += 1;
      }
      await trx
        .updateTable('saved_searches')
        .set({
          feed_from: String(until),
          next_due_at: nextDigestAt(search.frequency, options.now),
          ...(result.items.length > 0 ? { last_digest_at: options.now } : {}),
        })
        .where('uuid', '=', search.uuid)
        .execute();
    }
    return { settled: searches.length, mailed };
  });
}

/** Every saved search due now, batch after batch, until none is left; answers how many were settled and mailed. */
export async function runDigestRound(db: Db, options: DigestRoundOptions): Promise<{ settled: number; mailed: number }> {
  const settings: Required<DigestRoundOptions> = { batchSize: 2_000, chunkSize: 5_000, now: new Date(), ...options };
  let settled = 0;
  let mailed = 0;
  for (;;) {
    const batch = await settleBatch(db, settings);
    if (batch.settled === 0) return { settled, mailed };
    settled += batch.settled;
    mailed += batch.mailed;
  }
}
