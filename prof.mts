import { sql } from 'kysely';
import { openDatabase } from './server/db/database';
import { migrateToLatest } from './server/db/migrate';
import { ensureAdmin } from './server/services/auth/admin-bootstrap';
import { indexProducts } from './server/services/search/index-writer';
import { firstBatch } from './server/services/search/search-pages';
import { generatedRows } from './bench/generated-catalogue';
import { searchMix } from './bench/search-and-import';
const d = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/horeca_prof' });
await migrateToLatest(d.db);
const seeded = await d.db.selectFrom('products').select(d.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
if (Number(seeded.n) === 0) {
  await ensureAdmin(d.db, { username: 'prof', email: 'p@p.ro', password: 'Prof!2345' });
  const owner = (await d.db.selectFrom('users').select('uuid').executeTakeFirstOrThrow()).uuid;
  const rows = generatedRows(100000);
  for (let i = 0; i < rows.length; i += 4000) {
    const chunk = rows.slice(i, i + 4000).map(r => ({ owner_uuid: owner, name: r.name, description: r.description, price: r.price, vat_included: r.vatIncluded, in_stock: r.inStock, negotiable: r.negotiable, is_deliverable: r.deliverable, sell_type: r.sellType, package_type: r.packageType, city: r.city, phone: r.phone, is_enabled: r.enabled }));
    const ids = await d.db.insertInto('products').values(chunk).returning('uuid').execute();
    await indexProducts(d.db, ids.map(x => x.uuid));
  }
  await sql`ANALYZE`.execute(d.db);
}
for (const [label, req] of searchMix) {
  const t0 = performance.now();
  const t1 = performance.now();
  await firstBatch(d.db, req, req.perPage, req.page * req.perPage);
  const t2 = performance.now();
  console.log(label.padEnd(28), 'plan', (t1 - t0).toFixed(1), 'fetch', (t2 - t1).toFixed(1));
}
await d.close();
