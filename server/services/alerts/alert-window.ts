import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { AlertProduct } from './criteria-match';
import { sawEnded, type FeedSnapshot } from './feed-snapshot';

type Db = Kysely<DatabaseSchema>;

/**
 * The rows of the catalogue's feed a round reads (decision 054): those of every transaction from
 * `from` up to `until`, two xid8 bounds, those of the snapshots the round goes between. Of them a
 * round keeps the transactions that came between its two snapshots (feed-snapshot.ts).
 */
export interface FeedWindow {
  from: bigint;
  until: bigint;
}

/**
 * The products the window's feed rows name, each with the transactions that changed it
 * (seller-wide rows and rebuilds name no product, and alerts leave them aside). One entry each:
 * this list is what a round holds for the whole window.
 */
export async function changedProducts(db: Db, window: FeedWindow): Promise<Map<string, bigint[]>> {
  const { rows } = await sql<{ uuid: string; xids: string[] }>`
    SELECT changed.uuid::text AS uuid, array_agg(DISTINCT c.xid::text) AS xids
    FROM catalogue_changes c, unnest(c.uuids) AS changed(uuid)
    WHERE c.kind = 'products' AND c.xid >= ${String(window.from)}::xid8 AND c.xid < ${String(window.until)}::xid8
    GROUP BY changed.uuid`.execute(db);
  return new Map(rows.map((row) => [row.uuid, row.xids.map(BigInt)]));
}

/** A product as alerts read it, with the transaction that listed it (0 for one listed before alerts were). */
export type WindowProduct = AlertProduct & { listedXid: bigint };

/** These products as they are now, those that show in search only (enabled, their seller listing). */
export async function shownProducts(db: Db, uuids: readonly string[]): Promise<WindowProduct[]> {
  if (uuids.length === 0) return [];
  const { rows } = await sql<{
    uuid: string;
    owner_uuid: string;
    name: string;
    description: string;
    brand: string | null;
    city: string;
    price: number;
    vat_included: boolean;
    vat_rate: number | null;
    in_stock: boolean;
    is_deliverable: boolean;
    listed_xid: string | null;
    delivers_to: string[] | null;
  }>`
    SELECT p.uuid, p.owner_uuid, p.name, p.description, p.brand, p.city, p.price, p.vat_included, p.vat_rate, p.in_stock,
      p.is_deliverable, p.listed_xid::text AS listed_xid, ARRAY(SELECT jsonb_array_elements_text(coalesce(u.delivery_terms -> 'cities', '[]'::jsonb))) AS delivers_to
    FROM products p JOIN users u ON u.uuid = p.owner_uuid
    WHERE p.uuid = ANY(${[...uuids]}::uuid[]) AND p.is_enabled AND u.lists_products`.execute(db);
  return rows.map((row) => ({
    uuid: row.uuid,
    owner: row.owner_uuid,
    name: row.name,
    description: row.description,
    brand: row.brand,
    city: row.city,
    price: Number(row.price),
    vatIncluded: row.vat_included,
    vatRate: row.vat_rate === null ? null : Number(row.vat_rate),
    inStock: row.in_stock,
    deliverable: row.is_deliverable,
    deliversTo: row.delivers_to ?? [],
    listedXid: BigInt(row.listed_xid ?? 0),
  }));
}

/** A product's price and stock before one update in the window, by the update's transaction. */
export interface EarlierPrice {
  xid: bigint;
  price: number;
  vatIncluded: boolean;
  vatRate: number | null;
  inStock: boolean;
}

/** What these products cost before each update of the window, oldest first per product. */
export async function earlierPrices(db: Db, uuids: readonly string[], window: FeedWindow): Promise<Map<string, EarlierPrice[]>> {
  const found = new Map<string, EarlierPrice[]>();
  if (uuids.length === 0) return found;
  const rows = await db
    .selectFrom('price_changes')
    .select(['product_uuid', sql<string>`xid::text`.as('xid'), 'price', 'vat_included', 'vat_rate', 'in_stock'])
    .where('product_uuid', '=', sql<string>`ANY(${[...uuids]}::uuid[])`)
    .where(sql<boolean>`xid >= ${String(window.from)}::xid8 AND xid < ${String(window.until)}::xid8`)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const earlier = {
      xid: BigInt(row.xid),
      price: Number(row.price),
      vatIncluded: row.vat_included,
      vatRate: row.vat_rate === null ? null : Number(row.vat_rate),
      inStock: row.in_stock,
    };
    found.set(row.product_uuid, [...(found.get(row.product_uuid) ?? []), earlier]);
  }
  return found;
}

/** The price and stock a product had at a window's opening snapshot: its earlier price before the first update unseen then, if any changed them. */
export const priceWhenOpened = (earlier: readonly EarlierPrice[] | undefined, opened: FeedSnapshot): EarlierPrice | undefined =>
  earlier?.find((row) => !sawEnded(opened, row.xid));
