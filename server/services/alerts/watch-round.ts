import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { oweMail } from '../../mail/mail-outbox';
import { watchMail } from '../../mail/alert-messages';
import type { SiteInfo } from '../../mail/moderation-messages';
import { changedProducts, shownProducts } from './alert-window';
import { cameBetween, parseSnapshot, snapshotNow } from './feed-snapshot';
import { pricesOf } from './criteria-match';

type Db = Kysely<DatabaseSchema>;

/** Changed products whose watches are read at a time. */
const chunkSize = 5_000;

/**
 * One round over the watched products ("Anunță-mă", issue #52), in one transaction: the feed's
 * transactions that ended between the last round's snapshot and now's name the products that changed; each watch
 * of them whose product now costs less than the watcher last saw (when they asked for that), or
 * is back in stock (likewise), owes its watcher a mail, and every watch of them remembers the
 * product as it is now. The round's cursor is one row, locked: a second process finds it taken
 * and does nothing; a process killed midway commits nothing, and the next round reads the same
 * window again. Answers how many mails it owed.
 */
export async function runWatchRound(db: Db, site: SiteInfo): Promise<{ mailed: number }> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ feed_snapshot: string }>`
      SELECT feed_snapshot FROM alert_cursors WHERE name = 'watches' FOR UPDATE SKIP LOCKED`.execute(trx);
    const cursor = rows[0];
    if (!cursor) return { mailed: 0 };
    const opened = parseSnapshot(cursor.feed_snapshot);
    const closed = await snapshotNow(trx);
    const changes = await changedProducts(trx, { from: opened.xmin, until: closed.xmax });
    const uuids = [...changes].filter(([, xids]) => xids.some((xid) => cameBetween(opened, closed, xid))).map(([uuid]) => uuid);
    let mailed = 0;
    for (let start = 0; start < uuids.length; start += chunkSize) {
      const chunk = uuids.slice(start, start + chunkSize);
      const watches = await trx
        .selectFrom('product_watches as w')
        .innerJoin('users as u', 'u.uuid', 'w.user_uuid')
        .select(['w.uuid', 'w.product_uuid', 'w.on_price_drop', 'w.on_back_in_stock', 'w.seen_gross', 'w.seen_in_stock', 'w.unsubscribe_token', 'u.email'])
        .where('w.product_uuid', '=', sql<string>`ANY(${chunk}::uuid[])`)
        .execute();
      if (watches.length === 0) continue;
      const products = new Map((await shownProducts(trx, [...new Set(watches.map((watch) => watch.product_uuid))])).map((product) => [product.uuid, product]));
      for (const watch of watches) {
        const product = products.get(watch.product_uuid);
        if (!product) continue;
        const gross = pricesOf(product).gross;
        const seen = Number(watch.seen_gross);
        const cheaper = watch.on_price_drop && gross < seen;
        const backInStock = watch.on_back_in_stock && product.inStock && !watch.seen_in_stock;
        if (cheaper || backInStock) {
          const item = { uuid: product.uuid, name: product.name, city: product.city, gross, ...(cheaper ? { was: seen } : {}) };
          await oweMail(trx, [watchMail(watch.email, site, { item, backInStock, token: watch.unsubscribe_token })]);
          mailed += 1;
        }
        if (gross !== seen || product.inStock !== watch.seen_in_stock)
          await trx.updateTable('product_watches').set({ seen_gross: gross, seen_in_stock: product.inStock }).where('uuid', '=', watch.uuid).execute();
      }
    }
    await sql`UPDATE alert_cursors SET feed_snapshot = ${closed.text} WHERE name = 'watches'`.execute(trx);
    return { mailed };
  });
}
