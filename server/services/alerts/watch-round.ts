import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { oweMail } from '../../mail/mail-outbox';
import { watchMail } from '../../mail/alert-messages';
import type { SiteInfo } from '../../mail/moderation-messages';
import { changedProducts, shownProducts } from './alert-window';
import { cameBetween, parseSnapshot, snapshotNow } from './feed-snapshot';
import { pricesOf } from './criteria-match';

type Db = Kysely<DatabaseSchema>;

/** Changed products whose watches are read, and settled, at a time. */
const chunkSize = 5_000;

/** A watch of a changed product as the round read it, what it now remembers, and the mail it owes, if any. */
interface WatchOutcome {
  uuid: string;
  read: { gross: number; inStock: boolean };
  now: { gross: number; inStock: boolean };
  mail?: MailMessage;
}

/**
 * One round over the watched products ("Anunță-mă", issue #52). The feed's transactions that
 * ended between the last round's snapshot and now's name the products that changed; each watch
 * of them whose product now costs less than the watcher last saw (when they asked for that), or
 * is back in stock (likewise), owes its watcher a mail, and every watch of them remembers the
 * product as it is now.
 *
 * Everything is read outside any transaction, so a round holds no transaction id while it reads
 * and PostgreSQL's horizon, which the search processes follow, keeps moving. Each chunk of
 * watches is settled in one short transaction that owes the mails and moves only the watches
 * still as the round read them: a second process racing this one, or the watcher, moved the
 * others first. The cursor moves last, and only from the snapshot the round started from. A
 * process killed midway loses nothing: the next round reads the window again, and the watches
 * already settled remember the product, so they owe nothing twice. Answers how many mails it owed.
 */
export async function runWatchRound(db: Db, site: SiteInfo): Promise<{ mailed: number }> {
  const cursor = await db.selectFrom('alert_cursors').select('feed_snapshot').where('name', '=', 'watches').executeTakeFirst();
  if (!cursor) return { mailed: 0 };
  const opened = parseSnapshot(cursor.feed_snapshot);
  const closed = await snapshotNow(db);
  const changes = await changedProducts(db, { from: opened.xmin, until: closed.xmax });
  const uuids = [...changes].filter(([, xids]) => xids.some((xid) => cameBetween(opened, closed, xid))).map(([uuid]) => uuid);
  let mailed = 0;
  for (let start = 0; start < uuids.length; start += chunkSize) {
    const outcomes = await watchOutcomes(db, site, uuids.slice(start, start + chunkSize));
    if (outcomes.length > 0) mailed += await settle(db, outcomes);
  }
  await db
    .updateTable('alert_cursors')
    .set({ feed_snapshot: closed.text })
    .where('name', '=', 'watches')
    .where('feed_snapshot', '=', cursor.feed_snapshot)
    .execute();
  return { mailed };
}

/** The watches of these changed products whose product shows, each with what it owes. */
async function watchOutcomes(db: Db, site: SiteInfo, uuids: readonly string[]): Promise<WatchOutcome[]> {
  const watches = await db
    .selectFrom('product_watches as w')
    .innerJoin('users as u', 'u.uuid', 'w.user_uuid')
    .select(['w.uuid', 'w.product_uuid', 'w.on_price_drop', 'w.on_back_in_stock', 'w.seen_gross', 'w.seen_in_stock', 'w.unsubscribe_token', 'u.email'])
    .where('w.product_uuid', '=', sql<string>`ANY(${[...uuids]}::uuid[])`)
    .execute();
  if (watches.length === 0) return [];
  const products = new Map((await shownProducts(db, [...new Set(watches.map((watch) => watch.product_uuid))])).map((product) => [product.uuid, product]));
  const outcomes: WatchOutcome[] = [];
  for (const watch of watches) {
    const product = products.get(watch.product_uuid);
    if (!product) continue;
    const gross = pricesOf(product).gross;
    const seen = Number(watch.seen_gross);
    const cheaper = watch.on_price_drop && gross < seen;
    const backInStock = watch.on_back_in_stock && product.inStock && !watch.seen_in_stock;
    const item = { uuid: product.uuid, name: product.name, city: product.city, gross, ...(cheaper ? { was: seen } : {}) };
    const mail = cheaper || backInStock ? watchMail(watch.email, site, { item, backInStock, token: watch.unsubscribe_token }) : undefined;
    if (gross !== seen || product.inStock !== watch.seen_in_stock)
      outcomes.push({
        uuid: watch.uuid,
        read: { gross: seen, inStock: watch.seen_in_stock },
        now: { gross, inStock: product.inStock },
        ...(mail ? { mail } : {}),
      });
  }
  return outcomes;
}

/** In one short transaction: of these watches, those still as the round read them owe their mails and remember the product as it is now. Answers how many mails it owed. */
async function settle(db: Db, outcomes: readonly WatchOutcome[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('product_watches')
      .select(['uuid', 'seen_gross', 'seen_in_stock'])
      .where('uuid', '=', sql<string>`ANY(${outcomes.map((outcome) => outcome.uuid)}::uuid[])`)
      .forUpdate()
      .execute();
    const asRead = new Map(held.map((watch) => [watch.uuid, { gross: Number(watch.seen_gross), inStock: watch.seen_in_stock }]));
    const still = outcomes.filter((outcome) => {
      const now = asRead.get(outcome.uuid);
      return now !== undefined && now.gross === outcome.read.gross && now.inStock === outcome.read.inStock;
    });
    if (still.length === 0) return 0;
    const mails = still.flatMap((outcome) => (outcome.mail ? [outcome.mail] : []));
    if (mails.length > 0) await oweMail(trx, mails);
    await sql`
      UPDATE product_watches w SET seen_gross = moved.gross, seen_in_stock = moved.in_stock
      FROM unnest(${still.map((outcome) => outcome.uuid)}::uuid[], ${still.map((outcome) => outcome.now.gross)}::numeric[],
        ${still.map((outcome) => outcome.now.inStock)}::boolean[]) AS moved(uuid, gross, in_stock)
      WHERE w.uuid = moved.uuid`.execute(trx);
    return mails.length;
  });
}
