import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { operations } from '../../../openapi/generated/product';
import { csvCellsOf, csvColumns } from '../../../openapi/domain/csv-rules';
import { csvLines } from '../../../openapi/domain/csv-writing';
import type { DatabaseSchema } from '../../db/schema';
import { isAdmin, requireSellerOrAdmin } from '../../security/session-guard';
import { fieldsOfRow } from '../catalogue/product-fields';
import type { RequestOf } from '../handlers';

type Db = Kysely<DatabaseSchema>;

/** Rows read per query: a batch is written before the next is read, so a large catalogue never sits whole in memory. */
const batch = 2_000;

/** A spreadsheet reads a file that starts with a byte-order mark as UTF-8, diacritics and all. */
const byteOrderMark = '\uFEFF';

/**
 * The owner's products in name order, batch by batch, as CSV lines: the header first, then a
 * row per product in the import's columns (openapi/domain/csv-rules.ts). Each batch starts
 * after the last name and uuid written, so products written meanwhile neither repeat nor shift it.
 */
async function* catalogueCsv(db: Db, owner: string): AsyncGenerator<string> {
  yield byteOrderMark + csvLines([csvColumns]);
  let after: { name_key: string; uuid: string } | undefined;
  for (;;) {
    let query = db.selectFrom('products').selectAll().where('owner_uuid', '=', owner);
    if (after) query = query.where(sql<boolean>`(name_key, uuid) > (${after.name_key}, ${after.uuid}::uuid)`);
    const rows = await query.orderBy('name_key').orderBy('uuid').limit(batch).execute();
    yield csvLines(rows.map((row) => csvCellsOf(fieldsOfRow(row))));
    if (rows.length < batch) return;
    const last = rows[rows.length - 1] as (typeof rows)[number];
    after = { name_key: last.name_key, uuid: last.uuid };
  }
}

/**
 * A seller's catalogue as the CSV the import reads back unchanged (issue #48): the caller's
 * own, or for an administrator the seller named by `userUuid`.
 */
export async function exportProducts(request: RequestOf<operations, 'exportProducts'>, reply: FastifyReply, db: Db) {
  const caller = await requireSellerOrAdmin(request);
  const owner = isAdmin(caller) && request.query.userUuid ? request.query.userUuid : caller.uuid;
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="catalog-${day}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(catalogueCsv(db, owner)));
}
