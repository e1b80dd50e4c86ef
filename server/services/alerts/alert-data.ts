import type { Kysely } from 'kysely';
import type { components } from '../../../openapi/generated/auth';
import type { DatabaseSchema } from '../../db/schema';

type AlertData = NonNullable<components['schemas']['AccountData']['alerts']>;

/** What an account's data download holds of its saved searches and watches (issue #52, GDPR Art. 15); nothing when it keeps none. */
export async function alertDataOf(db: Kysely<DatabaseSchema>, user: { uuid: string }): Promise<{ alerts?: AlertData }> {
  const [searches, watches] = await Promise.all([
    db
      .selectFrom('saved_searches')
      .select(['name', 'criteria', 'frequency', 'paused', 'created_at', 'last_digest_at'])
      .where('user_uuid', '=', user.uuid)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('product_watches as w')
      .innerJoin('products as p', 'p.uuid', 'w.product_uuid')
      .select(['p.name', 'w.on_price_drop', 'w.on_back_in_stock', 'w.seen_gross', 'w.created_at'])
      .where('w.user_uuid', '=', user.uuid)
      .orderBy('w.created_at', 'desc')
      .execute(),
  ]);
  if (searches.length === 0 && watches.length === 0) return {};
  return {
    alerts: {
      savedSearches: searches.map((row) => ({
        name: row.name,
        criteria: { ...row.criteria },
        frequency: row.frequency,
        paused: row.paused,
        createdAt: row.created_at.toISOString(),
        lastDigestAt: row.last_digest_at ? row.last_digest_at.toISOString() : null,
      })),
      watches: watches.map((row) => ({
        productName: row.name,
        onPriceDrop: row.on_price_drop,
        onBackInStock: row.on_back_in_stock,
        seenGross: Number(row.seen_gross),
        createdAt: row.created_at.toISOString(),
      })),
    },
  };
}
