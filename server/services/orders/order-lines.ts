import { sql, type Kysely } from 'kysely';
import type { operations } from '../../../openapi/generated/product';
import type { DatabaseSchema } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { requireBuyer } from '../buyers/buyer-caller';
import type { RequestOf } from '../handlers';
import { currentPrices, lineRows, listOfCompany, orderListView, toOrderLine, type OrderLine, type OrderList } from './order-list-view';

type Db = Kysely<DatabaseSchema>;

/** A list's lines at most (docs/product.md, order lists). */
const maxLinesPerList = 500;

const touched = (trx: Db, list: string) => trx.updateTable('order_lists').set({ updated_at: new Date() }).where('uuid', '=', list).execute();

/** The line, read as the list shows it; one not on the list is ORDER_LINE_NOT_FOUND. */
async function lineView(db: Db, list: string, line: string): Promise<OrderLine> {
  const [row] = await lineRows(db, list, line);
  if (!row) throw new HttpProblem(404, 'ORDER_LINE_NOT_FOUND');
  return toOrderLine(row);
}

/**
 * Adds a product shown in search to the list, keeping what the buyer sees of it now (name,
 * seller, both prices) to tell later what changed. Under a lock on the list, so two adds at once
 * keep the limit and their order; a product already on the list answers its line (`added: false`).
 */
export async function addOrderLine(request: RequestOf<operations, 'addOrderLine'>, db: Db): Promise<{ added: boolean; line: OrderLine }> {
  const buyer = await requireBuyer(request, db);
  const { list } = request.params;
  const { product, quantity, note } = request.body;
  const result = await db.transaction().execute(async (trx) => {
    await listOfCompany(trx, buyer.company, list, true);
    const existing = await trx.selectFrom('order_lines').select('uuid').where('list_uuid', '=', list).where('product_uuid', '=', product).executeTakeFirst();
    if (existing) return { added: false, uuid: existing.uuid };
    const shown = await trx
      .selectFrom('products as p')
      .innerJoin('users as u', 'u.uuid', 'p.owner_uuid')
      .select(['p.name', 'p.price', 'p.vat_included', 'p.vat_rate', 'p.sell_type', 'p.owner_uuid', 'u.seller_name'])
      .where('p.uuid', '=', product)
      .where('p.is_enabled', '=', true)
      .where('u.lists_products', '=', true)
      .executeTakeFirst();
    if (!shown)
      throw new HttpProblem(404, 'PRODUCT_NOT_FOUND', {
        errors: [{ field: 'product', rule: 'unknown', message: 'Produsul nu mai este în catalog.', code: 'PRODUCT_NOT_FOUND' }],
      });
    const { count, last } = await trx
      .selectFrom('order_lines')
      .select((eb) => [eb.fn.countAll<number>().as('count'), sql<number | null>`max(position)`.as('last')])
      .where('list_uuid', '=', list)
      .executeTakeFirstOrThrow();
    if (Number(count) >= maxLinesPerList) throw new HttpProblem(409, 'ORDER_LIST_FULL');
    const prices = currentPrices(shown) as { net: number; gross: number };
    const inserted = await trx
      .insertInto('order_lines')
      .values({
        list_uuid: list,
        position: last === null ? 0 : Number(last) + 1,
        product_uuid: product,
        ...(quantity !== undefined ? { quantity } : {}),
        ...(note !== undefined ? { note: note.trim() } : {}),
        seen_name: shown.name,
        seen_seller_uuid: shown.owner_uuid,
        seen_seller_name: shown.seller_name,
        seen_unit: shown.sell_type,
        seen_net: prices.net,
        seen_gross: prices.gross,
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    await touched(trx, list);
    return { added: true, uuid: inserted.uuid };
  });
  return { added: result.added, line: await lineView(db, list, result.uuid) };
}

export async function updateOrderLine(request: RequestOf<operations, 'updateOrderLine'>, db: Db): Promise<OrderLine> {
  const buyer = await requireBuyer(request, db);
  const { list, line } = request.params;
  await db.transaction().execute(async (trx) => {
    await listOfCompany(trx, buyer.company, list, true);
    const changed = await trx
      .updateTable('order_lines')
      .set({ quantity: request.body.quantity, note: request.body.note.trim() })
      .where('uuid', '=', line)
      .where('list_uuid', '=', list)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new HttpProblem(404, 'ORDER_LINE_NOT_FOUND');
    await touched(trx, list);
  });
  return lineView(db, list, line);
}

export async function deleteOrderLine(request: RequestOf<operations, 'deleteOrderLine'>, db: Db): Promise<void> {
  const buyer = await requireBuyer(request, db);
  const { list, line } = request.params;
  await db.transaction().execute(async (trx) => {
    await listOfCompany(trx, buyer.company, list, true);
    const removed = await trx.deleteFrom('order_lines').where('uuid', '=', line).where('list_uuid', '=', list).executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw new HttpProblem(404, 'ORDER_LINE_NOT_FOUND');
    await touched(trx, list);
  });
}

/** Puts the lines in the order sent, which must name each of the list's lines once (ORDER_LINES_MISMATCH otherwise). */
export async function reorderOrderLines(request: RequestOf<operations, 'reorderOrderLines'>, db: Db): Promise<OrderList> {
  const buyer = await requireBuyer(request, db);
  const { list } = request.params;
  const order = request.body.lines.map((line) => line.toLowerCase());
  await db.transaction().execute(async (trx) => {
    await listOfCompany(trx, buyer.company, list, true);
    const lines = (await trx.selectFrom('order_lines').select('uuid').where('list_uuid', '=', list).execute()).map((row) => row.uuid.toLowerCase());
    const named = new Set(order);
    if (named.size !== order.length || named.size !== lines.length || lines.some((line) => !named.has(line)))
      throw new HttpProblem(400, 'ORDER_LINES_MISMATCH');
    if (order.length > 0) {
      await sql`
        UPDATE order_lines SET position = wanted.position
        FROM unnest(${order}::uuid[]) WITH ORDINALITY AS wanted (uuid, position)
        WHERE order_lines.uuid = wanted.uuid AND order_lines.list_uuid = ${list}::uuid
      `.execute(trx);
    }
    await touched(trx, list);
  });
  return orderListView(db, buyer.company, list);
}

/**
 * The buyer has seen what changed: each line whose product still exists keeps its name, seller's
 * name, unit and prices as they are now, so the list shows changes from here on. A deleted
 * product's line keeps what was last seen of it.
 */
export async function markOrderListSeen(request: RequestOf<operations, 'markOrderListSeen'>, db: Db): Promise<OrderList> {
  const buyer = await requireBuyer(request, db);
  const { list } = request.params;
  await db.transaction().execute(async (trx) => {
    await listOfCompany(trx, buyer.company, list, true);
    const rows = await lineRows(trx, list);
    const seen = rows.flatMap((row) => {
      const prices = currentPrices(row);
      return prices && row.name !== null
        ? [{ uuid: row.uuid, name: row.name, seller: row.seller_name ?? row.seen_seller_name, unit: row.sell_type ?? row.seen_unit, ...prices }]
        : [];
    });
    if (seen.length > 0) {
      await sql`
        UPDATE order_lines SET seen_name = now_seen.name, seen_seller_name = now_seen.seller, seen_unit = now_seen.unit,
          seen_net = now_seen.net, seen_gross = now_seen.gross, seen_at = now()
        FROM unnest(${seen.map((row) => row.uuid)}::uuid[], ${seen.map((row) => row.name)}::text[], ${seen.map((row) => row.seller)}::text[],
          ${seen.map((row) => row.unit)}::text[], ${seen.map((row) => row.net)}::numeric[], ${seen.map((row) => row.gross)}::numeric[])
          AS now_seen (uuid, name, seller, unit, net, gross)
        WHERE order_lines.uuid = now_seen.uuid
      `.execute(trx);
    }
  });
  return orderListView(db, buyer.company, list);
}
