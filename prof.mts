import { sql } from 'kysely';
import { openDatabase } from './server/db/database';
import { migrateToLatest } from './server/db/migrate';
import { ensureAdmin } from './server/services/auth/admin-bootstrap';
import { firstBatch } from './server/services/search/search-pages';
import { indexedColumns, indexedValuesOf } from './server/services/search/index-writer';
import { generatedRows } from './bench/generated-catalogue';
import { searchMix, typoRequest } from './bench/search-and-import';
const d = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/horeca_prof' });
await migrateToLatest(d.db);
const seeded = await d.db.selectFrom('products').select(d.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
if (Number(seeded.n) === 0) {
  await ensureAdmin(d.db, { username: 'prof', email: 'p@p.ro', password: 'Prof!2345' });
  const owner = (await d.db.selectFrom('users').select('uuid').executeTakeFirstOrThrow()).uuid;
  const insertAll = async (rows: any[], wipe: boolean) => d.db.transaction().execute(async (trx) => {
  if (wipe) await trx.deleteFrom('products').execute();
  for (let i = 0; i < rows.length; i += 10000) {
    const c = rows.slice(i, i + 10000); const col = (f: (r: any) => unknown) => c.map(f);
    await sql`WITH inserted AS (INSERT INTO products (owner_uuid, name, description, price, vat_included, in_stock, negotiable, is_deliverable, sell_type, package_type, city, phone, is_enabled)
    SELECT ${owner}::uuid, * FROM unnest(${col(r => r.name)}::text[], ${col(r => r.description)}::text[], ${col(r => r.price)}::numeric[], ${col(r => r.vatIncluded)}::boolean[], ${col(r => r.inStock)}::boolean[], ${col(r => r.negotiable)}::boolean[], ${col(r => r.deliverable)}::boolean[], ${col(r => r.sellType)}::text[], ${col(r => r.packageType)}::text[], ${col(r => r.city)}::text[], ${col(r => r.phone)}::text[], ${col(r => r.enabled)}::boolean[]) RETURNING *)
    INSERT INTO search_index (${indexedColumns}) SELECT ${indexedValuesOf('inserted')} FROM inserted`.execute(trx);
  }});
  await insertAll(generatedRows(10000), false);
  await sql`ANALYZE products, search_index`.execute(d.db);
  await insertAll(generatedRows(100000), true);
  await sql`ANALYZE products, search_index`.execute(d.db);
}
for (const [label, req] of [...searchMix, ['typo', typoRequest] as const]) {
  const times = [];
  for (let i = 0; i < 5; i++) { const t1 = performance.now(); await firstBatch(d.db, req, req.perPage, req.page * req.perPage); times.push(performance.now() - t1); }
  console.log(label.padEnd(28), times.map(t => t.toFixed(1)).join(' '));
}
await d.close();
