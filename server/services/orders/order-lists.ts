import { sql, type Kysely } from 'kysely';
import type { components, operations } from '../../../openapi/generated/product';
import type { DatabaseSchema } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { requireBuyer } from '../buyers/buyer-caller';
import type { RequestOf } from '../handlers';
import { listOfCompany, orderListView, type OrderList } from './order-list-view';

type Db = Kysely<DatabaseSchema>;

/** A company's lists at most; a list's lines at most (docs/product.md, order lists). */
const maxListsPerCompany = 50;

/** A location the company has, or none; another's is LOCATION_NOT_FOUND on `field`. */
export async function companyLocation(db: Db, company: string, location: string | null | undefined, field: string): Promise<string | null> {
  if (!location) return null;
  const row = await db.selectFrom('buyer_locations').select('uuid').where('uuid', '=', location).where('company_uuid', '=', company).executeTakeFirst();
  if (!row)
    throw new HttpProblem(404, 'LOCATION_NOT_FOUND', {
      errors: [{ field, rule: 'unknown', message: 'Locația nu a fost găsită.', code: 'LOCATION_NOT_FOUND' }],
    });
  return row.uuid;
}

/** A second list of the same name (ignoring case) is ORDER_LIST_NAME_TAKEN on its field. */
function nameTakenFrom(error: unknown): unknown {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code === '23505' && (constraint === undefined || constraint === 'order_lists_name_key'))
    return new HttpProblem(409, 'ORDER_LIST_NAME_TAKEN', {
      errors: [{ field: 'name', rule: 'unique', message: 'Există deja o listă cu acest nume.', code: 'ORDER_LIST_NAME_TAKEN' }],
    });
  return error;
}

export async function listOrderLists(request: RequestOf<operations, 'listOrderLists'>, db: Db): Promise<components['schemas']['OrderLists']> {
  const buyer = await requireBuyer(request, db);
  const rows = await db
    .selectFrom('order_lists as l')
    .select([
      'l.uuid',
      'l.name',
      'l.is_default',
      'l.location_uuid',
      'l.updated_at',
      sql<number>`(SELECT count(*) FROM order_lines WHERE list_uuid = l.uuid)`.as('line_count'),
    ])
    .where('l.company_uuid', '=', buyer.company)
    .orderBy('l.is_default', 'desc')
    .orderBy(sql`lower(l.name)`)
    .execute();
  return {
    lists: rows.map((row) => ({
      uuid: row.uuid,
      name: row.name,
      isDefault: row.is_default,
      location: row.location_uuid,
      lineCount: Number(row.line_count),
      updatedAt: row.updated_at.toISOString(),
    })),
  };
}

/** A new list; the company's lists are counted under a lock on the company, so two made at once cannot pass the limit. */
export async function createOrderList(request: RequestOf<operations, 'createOrderList'>, db: Db): Promise<OrderList> {
  const buyer = await requireBuyer(request, db);
  const location = await companyLocation(db, buyer.company, request.body.location, 'location');
  const created = await db
    .transaction()
    .execute(async (trx) => {
      await trx.selectFrom('buyer_companies').select('uuid').where('uuid', '=', buyer.company).forUpdate().executeTakeFirst();
      const { count } = await trx
        .selectFrom('order_lists')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('company_uuid', '=', buyer.company)
        .executeTakeFirstOrThrow();
      if (Number(count) >= maxListsPerCompany) throw new HttpProblem(409, 'ORDER_LISTS_LIMIT_REACHED');
      return trx
        .insertInto('order_lists')
        .values({ company_uuid: buyer.company, name: request.body.name.trim(), location_uuid: location })
        .returning('uuid')
        .executeTakeFirstOrThrow();
    })
    .catch((error: unknown) => {
      throw nameTakenFrom(error);
    });
  return orderListView(db, buyer.company, created.uuid);
}

export async function getOrderList(request: RequestOf<operations, 'getOrderList'>, db: Db): Promise<OrderList> {
  const buyer = await requireBuyer(request, db);
  return orderListView(db, buyer.company, request.params.list);
}

export async function updateOrderList(request: RequestOf<operations, 'updateOrderList'>, db: Db): Promise<OrderList> {
  const buyer = await requireBuyer(request, db);
  await listOfCompany(db, buyer.company, request.params.list);
  const location = await companyLocation(db, buyer.company, request.body.location, 'location');
  await db
    .updateTable('order_lists')
    .set({ name: request.body.name.trim(), location_uuid: location, updated_at: new Date() })
    .where('uuid', '=', request.params.list)
    .execute()
    .catch((error: unknown) => {
      throw nameTakenFrom(error);
    });
  return orderListView(db, buyer.company, request.params.list);
}

/** Deletes a list and its lines; "Favorite" stays (DEFAULT_ORDER_LIST_KEPT), and inquiries sent from it stay with their sellers. */
export async function deleteOrderList(request: RequestOf<operations, 'deleteOrderList'>, db: Db): Promise<void> {
  const buyer = await requireBuyer(request, db);
  const list = await listOfCompany(db, buyer.company, request.params.list);
  if (list.is_default) throw new HttpProblem(409, 'DEFAULT_ORDER_LIST_KEPT');
  await db.deleteFrom('order_lists').where('uuid', '=', list.uuid).execute();
}
