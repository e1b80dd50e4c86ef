import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../db/database';
import { describeOnEachEngine } from './each-engine';
import { migratedFromEmpty } from './test-databases';

/** Everything the migrations make: tables and columns, indexes, functions, text-search configurations, and the migrations recorded. */
async function schemaOf(database: Database): Promise<unknown> {
  const { rows } = await sql<{ part: string; item: string }>`
    SELECT 'column' AS part, concat_ws(' ', table_name, column_name, data_type, is_nullable, column_default) AS item
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL SELECT 'index', indexdef FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL SELECT 'function', p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')'
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
    UNION ALL SELECT 'text search', cfgname FROM pg_ts_config
    UNION ALL SELECT 'migration', name FROM kysely_migration
    ORDER BY 1, 2`.execute(database.db);
  return rows;
}

describeOnEachEngine('a test database on $engine', (engine) => {
  it('is the schema the migrations make from empty, with no rows', async () => {
    const copied = await engine.open();
    const fresh = await migratedFromEmpty(engine.engine);
    try {
      const schema = await schemaOf(copied);
      expect(schema).toEqual(await schemaOf(fresh));
      expect(schema).toContainEqual({ part: 'migration', item: '026-saved-searches-keep-snapshots' });
      const { rows } = await sql<{
        users: number;
        products: number;
      }>`SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM products) AS products`.execute(copied.db);
      expect(rows[0]).toEqual({ users: 0, products: 0 });
    } finally {
      await copied.close();
      await fresh.close();
    }
  });

  it('is its own: what one test writes, another never sees', async () => {
    const first = await engine.open();
    const second = await engine.open();
    try {
      await sql`INSERT INTO buyer_companies (name, identifier) VALUES ('Restaurant Unu SRL', 'RO18547290')`.execute(first.db);
      const count = async (database: Database) => (await sql<{ n: number }>`SELECT count(*) AS n FROM buyer_companies`.execute(database.db)).rows[0]?.n;
      expect(await count(first)).toBe(1);
      expect(await count(second)).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
