import { sql, type Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/product';
import { productPrices, toBani } from '../../../openapi/domain/product-prices';
import type { DatabaseSchema } from '../../db/schema';
import { HttpProblem } from '../../http/problem';

type Db = Kysely<DatabaseSchema>;
export type OrderLine = components['schemas']['OrderLine'];
export type OrderList = components['schemas']['OrderList'];
type OrderLineState = components['schemas']['OrderLineState'];
type SellerTotal = components['schemas']['SellerTotal'];

/** A line as read with its product and seller now: the product's columns are null once it is deleted. */
export interface LineRow {
  uuid: string;
  position: number;
  product_uuid: string;
  quantity: number;
  note: string;
  seen_name: string;
  seen_seller_uuid: string;
  seen_seller_name: string;
  seen_unit: string;
  seen_net: number;
  seen_gross: number;
  seen_at: Date;
  added_at: Date;
  name: string | null;
  price: number | null;
  vat_included: boolean | null;
  vat_rate: number | null;
  in_stock: boolean | null;
  is_enabled: boolean | null;
  sell_type: string | null;
  seller_name: string | null;
  seller_slug: string | null;
  seller_lists: boolean | null;
  minimum_order: number | null;
}

/**
 * The lines of a list (or its one line `line`) with their products and sellers as they are now,
 * by key: one index lookup per line, never a read of the catalogue (issue #50's budget).
 */
export function lineRows(db: Db, list: string, line?: string) {
  let query = db
    .selectFrom('order_lines as l')
    .leftJoin('products as p', 'p.uuid', 'l.product_uuid')
    .leftJoin('users as u', 'u.uuid', 'l.seen_seller_uuid')
    .select([
      'l.uuid',
      'l.position',
      'l.product_uuid',
      'l.quantity',
      'l.note',
      'l.seen_name',
      'l.seen_seller_uuid',
      'l.seen_seller_name',
      'l.seen_unit',
      'l.seen_net',
      'l.seen_gross',
      'l.seen_at',
      'l.added_at',
      'p.name',
      'p.price',
      'p.vat_included',
      'p.vat_rate',
      'p.in_stock',
      'p.is_enabled',
      'p.sell_type',
      'u.seller_name',
      'u.slug as seller_slug',
      'u.lists_products as seller_lists',
      sql<number | null>`(u.delivery_terms ->> 'minimumOrder')::numeric`.as('minimum_order'),
    ])
    .where('l.list_uuid', '=', list);
  if (line) query = query.where('l.uuid', '=', line);
  return query.orderBy('l.position').orderBy('l.added_at').execute() as Promise<LineRow[]>;
}

/** What a line's product is now, from its row: deleted, its seller gone quiet, disabled, out of stock, or there. */
export function lineState(row: Pick<LineRow, 'price' | 'is_enabled' | 'in_stock' | 'seller_lists'>): OrderLineState {
  if (row.price === null) return 'DELETED';
  if (row.seller_lists !== true) return 'SELLER_INACTIVE';
  if (row.is_enabled !== true) return 'DISABLED';
  return row.in_stock ? 'AVAILABLE' : 'OUT_OF_STOCK';
}

/** Whether "Trimite comanda" sends the line: its product still shows in search, in stock or not. */
export const isSendable = (state: OrderLineState): boolean => state === 'AVAILABLE' || state === 'OUT_OF_STOCK';

/** A product's two prices now, from its row; undefined once it is deleted. */
export function currentPrices(row: Pick<LineRow, 'price' | 'vat_included' | 'vat_rate'>): { net: number; gross: number } | undefined {
  if (row.price === null || row.vat_included === null) return undefined;
  const { net, gross } = productPrices({ price: row.price, vatIncluded: row.vat_included, ...(row.vat_rate !== null ? { vatRate: row.vat_rate } : {}) });
  return { net, gross };
}

export function toOrderLine(row: LineRow): OrderLine {
  const current = currentPrices(row);
  const changed = current && (current.net !== row.seen_net || current.gross !== row.seen_gross);
  return {
    uuid: row.uuid,
    product: row.product_uuid,
    name: row.name ?? row.seen_name,
    seller: { uuid: row.seen_seller_uuid, name: row.seller_name ?? row.seen_seller_name, ...(row.seller_slug ? { slug: row.seller_slug } : {}) },
    unit: row.sell_type ?? row.seen_unit,
    quantity: row.quantity,
    note: row.note,
    state: lineState(row),
    seen: { net: row.seen_net, gross: row.seen_gross },
    ...(current ? { current } : {}),
    ...(changed ? { priceChange: { net: toBani(current.net - row.seen_net), gross: toBani(current.gross - row.seen_gross) } } : {}),
    ...(row.name !== null && row.name !== row.seen_name ? { renamed: row.seen_name } : {}),
    seenAt: row.seen_at.toISOString(),
    addedAt: row.added_at.toISOString(),
  };
}

/** Per seller, in their names' order: the lines, those that can be sent, and what those cost now against the seller's minimum order. */
function sellerTotals(rows: readonly LineRow[], lines: readonly OrderLine[]): SellerTotal[] {
  const totals = new Map<string, SellerTotal>();
  rows.forEach((row, index) => {
    const line = lines[index] as OrderLine;
    const total = totals.get(row.seen_seller_uuid) ?? {
      seller: line.seller,
      lines: 0,
      sendable: 0,
      net: 0,
      gross: 0,
      ...(row.minimum_order !== null ? { minimumOrder: row.minimum_order } : {}),
    };
    total.lines += 1;
    if (isSendable(line.state) && line.current) {
      total.sendable += 1;
      total.net = toBani(total.net + line.current.net * line.quantity);
      total.gross = toBani(total.gross + line.current.gross * line.quantity);
    }
    totals.set(row.seen_seller_uuid, total);
  });
  return [...totals.values()]
    .map((total) => (total.minimumOrder !== undefined ? { ...total, belowMinimum: total.gross < total.minimumOrder } : total))
    .sort((a, b) => a.seller.name.localeCompare(b.seller.name, 'ro'));
}

/** The list's own row, if it is the company's; another company's list is not found. */
export async function listOfCompany(db: Db, company: string, list: string, forUpdate = false) {
  let query = db.selectFrom('order_lists').selectAll().where('uuid', '=', list).where('company_uuid', '=', company);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new HttpProblem(404, 'ORDER_LIST_NOT_FOUND');
  return row;
}

/** The whole list as the buyer reads it. */
export async function orderListView(db: Db, company: string, list: string): Promise<OrderList> {
  const row = await listOfCompany(db, company, list);
  const rows = await lineRows(db, list);
  const lines = rows.map(toOrderLine);
  return {
    uuid: row.uuid,
    name: row.name,
    isDefault: row.is_default,
    location: row.location_uuid,
    lines,
    totals: sellerTotals(rows, lines),
    updatedAt: row.updated_at.toISOString(),
  };
}
