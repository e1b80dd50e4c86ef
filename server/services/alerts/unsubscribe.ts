import type { Kysely } from 'kysely';
import type { components, operations } from '../../../openapi/generated/product';
import type { DatabaseSchema } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import type { RequestOf } from '../handlers';

type Db = Kysely<DatabaseSchema>;

/**
 * One click from an alert mail (RFC 8058), signed in or not: the token stops what it was made
 * for and nothing else. A saved search is paused, which its owner may undo; a watch is deleted.
 */
export async function unsubscribeAlert(request: RequestOf<operations, 'unsubscribeAlert'>, db: Db): Promise<components['schemas']['AlertStopped']> {
  const { token } = request.query;
  const search = await db.updateTable('saved_searches').set({ paused: true }).where('unsubscribe_token', '=', token).returning('name').executeTakeFirst();
  if (search) return { kind: 'SAVED_SEARCH', name: search.name };
  const watch = await db
    .deleteFrom('product_watches as w')
    .using('products as p')
    .whereRef('p.uuid', '=', 'w.product_uuid')
    .where('w.unsubscribe_token', '=', token)
    .returning('p.name')
    .executeTakeFirst();
  if (watch) return { kind: 'WATCH', name: watch.name };
  throw new HttpProblem(404, 'ALERT_LINK_INVALID');
}
