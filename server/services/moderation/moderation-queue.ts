import { sql, type Kysely } from 'kysely';
import type { components, operations } from '../../../openapi/generated/product';
import { reportReference } from '../../../openapi/domain/moderation-texts';
import type { DatabaseSchema, ReportReason } from '../../db/schema';
import { requireAdmin } from '../../security/session-guard';
import type { RequestOf } from '../handlers';
import { iso } from './decision-view';

type Db = Kysely<DatabaseSchema>;
type Schemas = components['schemas'];

/** Queue items per page, and reports shown per product. */
const itemsPerPage = 20;
const reportsShown = 50;

/**
 * The open reports, one item per product however many it has, the product most recently
 * reported first, with how many reports each reason brought (issue #51).
 */
export async function listModerationQueue(request: RequestOf<operations, 'listModerationQueue'>, db: Db): Promise<Schemas['ModerationQueue']> {
  await requireAdmin(request);
  const page = request.query.page ?? 0;
  const open = db
    .selectFrom('content_reports')
    .where('decision_uuid', 'is', null)
    .groupBy('product_uuid')
    .select((eb) => [
      'product_uuid',
      eb.fn.countAll<number>().as('open_reports'),
      eb.fn.max('number').as('up_to'),
      eb.fn.max('created_at').as('newest_at'),
      sql<string>`(array_agg(product_name ORDER BY number DESC))[1]`.as('product_name'),
      sql<string | null>`(array_agg(seller_uuid ORDER BY number DESC))[1]`.as('seller_uuid'),
    ]);
  const { total } = await db
    .selectFrom(open.as('open'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom(open.as('open'))
    .leftJoin('products as p', 'p.uuid', 'open.product_uuid')
    .leftJoin('users as u', 'u.uuid', 'open.seller_uuid')
    .select(['open.product_uuid', 'open.open_reports', 'open.up_to', 'open.newest_at', 'open.product_name', 'u.seller_name', 'p.moderation_hidden'])
    .orderBy('open.newest_at', 'desc')
    .orderBy('open.product_uuid')
    .limit(itemsPerPage)
    .offset(page * itemsPerPage)
    .execute();
  const reasons = rows.length
    ? await db
        .selectFrom('content_reports')
        .where('decision_uuid', 'is', null)
        .where(
          'product_uuid',
          'in',
          rows.map((row) => row.product_uuid),
        )
        .groupBy(['product_uuid', 'reason'])
        .select((eb) => ['product_uuid', 'reason', eb.fn.countAll<number>().as('count')])
        .orderBy('count', 'desc')
        .orderBy('reason')
        .execute()
    : [];
  return {
    items: rows.map((row) => ({
      productUuid: row.product_uuid,
      productName: row.product_name,
      ...(row.seller_name ? { sellerName: row.seller_name } : {}),
      openReports: Number(row.open_reports),
      upTo: Number(row.up_to),
      newestAt: iso(row.newest_at as Date),
      reasons: reasons
        .filter((reason) => reason.product_uuid === row.product_uuid)
        .map((reason) => ({ reason: reason.reason as ReportReason, count: Number(reason.count) })),
      listingHidden: row.moderation_hidden === true,
    })),
    totalItems: Number(total),
    totalPages: Math.ceil(Number(total) / itemsPerPage),
  };
}

/** A product's open reports, newest first, with what each sender said and how to reach them. */
export async function listProductReports(request: RequestOf<operations, 'listProductReports'>, db: Db): Promise<Schemas['ProductReports']> {
  await requireAdmin(request);
  const rows = await db
    .selectFrom('content_reports')
    .selectAll()
    .where('product_uuid', '=', request.params.uuid)
    .where('decision_uuid', 'is', null)
    .orderBy('number', 'desc')
    .limit(reportsShown)
    .execute();
  return {
    reports: rows.map((row) => ({
      uuid: row.uuid,
      reference: reportReference(Number(row.number)),
      reason: row.reason,
      explanation: row.explanation,
      address: row.address,
      ...(row.reporter_name ? { reporterName: row.reporter_name } : {}),
      ...(row.reporter_email ? { reporterEmail: row.reporter_email } : {}),
      createdAt: iso(row.created_at),
    })),
  };
}
