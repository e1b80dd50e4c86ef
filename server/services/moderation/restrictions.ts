import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema, ModerationAction } from '../../db/schema';
import { indexProducts } from '../catalogue/index-writer';
import { recordProducts } from '../catalogue/catalogue-feed';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { productsByUuid } from '../catalogue/indexed-products';

type Db = Kysely<DatabaseSchema>;
type Trx = Transaction<DatabaseSchema>;

/** What a restriction leaves to do once its transaction commits: tell this process's search. */
export type AfterCommit = (db: Db) => Promise<void>;

/** A step that changed nothing search shows. */
export const nothingToTell: AfterCommit = async () => undefined;

/** Hides a listing or shows it again, with its index row and its row in the catalogue's feed (decision 019). */
async function setListingHidden(trx: Trx, changes: CatalogueChanges, product: string, hidden: boolean, enabledAgain: boolean | null): Promise<AfterCommit> {
  const updated = await trx
    .updateTable('products')
    .set({ moderation_hidden: hidden, ...(!hidden && enabledAgain !== null ? { is_enabled: enabledAgain } : {}) })
    .where('uuid', '=', product)
    .returning('uuid')
    .executeTakeFirst();
  if (!updated) return nothingToTell;
  await indexProducts(trx, [product]);
  const position = await recordProducts(trx, [product]);
  return async (db) => changes.publish({ kind: 'products', written: await productsByUuid(db, [product]), removed: [], position });
}

/** Suspends a seller or lifts the suspension; the trigger on `users` records it in the feed. */
async function setSellerSuspended(trx: Trx, changes: CatalogueChanges, seller: string, suspended: boolean): Promise<AfterCommit> {
  await trx.updateTable('users').set({ moderation_suspended: suspended }).where('uuid', '=', seller).execute();
  return async () => changes.publish({ kind: 'sellers' });
}

/**
 * Applies what a decision restricts, in its transaction: answers whether the listing was enabled
 * before (so a reversal puts it back as it was) and what to tell search after the commit.
 */
export async function applyRestriction(
  trx: Trx,
  changes: CatalogueChanges,
  action: ModerationAction,
  subject: { product: string; seller: string | null },
): Promise<{ wasEnabled: boolean | null; afterCommit: AfterCommit }> {
  if (action === 'HIDE_LISTING') {
    const before = await trx.selectFrom('products').select('is_enabled').where('uuid', '=', subject.product).forUpdate().executeTakeFirst();
    return { wasEnabled: before?.is_enabled ?? null, afterCommit: await setListingHidden(trx, changes, subject.product, true, null) };
  }
  if (action === 'SUSPEND_SELLER' && subject.seller) return { wasEnabled: null, afterCommit: await setSellerSuspended(trx, changes, subject.seller, true) };
  return { wasEnabled: null, afterCommit: nothingToTell };
}

/**
 * Undoes a reversed decision's restriction, unless another standing decision restricts the same
 * listing or seller: that one still holds.
 */
export async function liftRestriction(
  trx: Trx,
  changes: CatalogueChanges,
  decision: { uuid: string; action: ModerationAction; product_uuid: string; seller_uuid: string | null; was_enabled: boolean | null },
): Promise<AfterCommit> {
  if (decision.action === 'DISMISS') return nothingToTell;
  const subject =
    decision.action === 'HIDE_LISTING'
      ? sql<boolean>`product_uuid = ${decision.product_uuid}::uuid`
      : sql<boolean>`seller_uuid = ${decision.seller_uuid}::uuid`;
  const standing = await trx
    .selectFrom('moderation_decisions')
    .select('uuid')
    .where('action', '=', decision.action)
    .where('reversed_at', 'is', null)
    .where('uuid', '!=', decision.uuid)
    .where(subject)
    .executeTakeFirst();
  if (standing) return nothingToTell;
  if (decision.action === 'HIDE_LISTING') return setListingHidden(trx, changes, decision.product_uuid, false, decision.was_enabled);
  return decision.seller_uuid ? setSellerSuspended(trx, changes, decision.seller_uuid, false) : nothingToTell;
}
