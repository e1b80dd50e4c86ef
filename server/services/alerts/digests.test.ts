import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import type { DatabaseSchema, SavedCriteria } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { recordProducts } from '../catalogue/catalogue-feed';
import { describeOnEachEngine } from '../../testing/each-engine';
import { createBuyer, createSeller, type BuyerFixture, type SellerFixture } from '../../testing/test-server';
import { nextDigestAt } from './digest-schedule';
import { runDigestRound } from './digest-round';
import { runWatchRound } from './watch-round';

const site = { siteName: 'Catalog HoReCa', publicUrl: 'https://catalog.example' };
const token = () => randomBytes(24).toString('base64url');
const criteria = (overrides: Partial<SavedCriteria> = {}): SavedCriteria => ({
  name: 'vitrina frigorifica',
  city: 'Brașov',
  filter: [],
  sort: ['NO_SORT'],
  priceMax: 5000,
  ...overrides,
});

type Listed = { name: string; price: number; city?: string; inStock?: boolean };

/** A product listed by `seller`, and its row in the catalogue's feed, written on `db` (in a transaction the caller holds). */
async function listOn(db: Kysely<DatabaseSchema>, seller: SellerFixture, product: Listed): Promise<string> {
  const row = await db
    .insertInto('products')
    .values({
      owner_uuid: seller.uuid,
      name: product.name,
      name_key: product.name.toLowerCase(),
      description: 'Pentru cofetării și restaurante.',
      price: product.price,
      vat_included: true,
      in_stock: product.inStock ?? true,
      negotiable: false,
      is_deliverable: true,
      sell_type: 'buc',
      package_type: 'Individual',
      city: product.city ?? 'Brașov',
      phone: '0721000111',
      is_enabled: true,
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  await recordProducts(db, [row.uuid]);
  return row.uuid;
}

/** A product listed by `seller`, and its row in the catalogue's feed, as a write makes them together. */
const list = (database: Database, seller: SellerFixture, product: Listed): Promise<string> =>
  database.db.transaction().execute((trx) => listOn(trx, seller, product));

async function change(database: Database, product: string, values: { price?: number; in_stock?: boolean }): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await trx.updateTable('products').set(values).where('uuid', '=', product).execute();
    await recordProducts(trx, [product]);
  });
}

async function saveSearch(database: Database, buyer: BuyerFixture, wanted: SavedCriteria, dueAt: Date): Promise<string> {
  const row = await database.db
    .insertInto('saved_searches')
    .values({
      user_uuid: buyer.uuid,
      name: 'Vitrine în Brașov',
      criteria: JSON.stringify(wanted),
      frequency: 'DAILY',
      confirmed_at: new Date(),
      unsubscribe_token: token(),
      next_due_at: dueAt,
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return row.uuid;
}

async function watch(database: Database, buyer: BuyerFixture, product: string, seen: { gross: number; inStock: boolean }): Promise<void> {
  await database.db
    .insertInto('product_watches')
    .values({
      user_uuid: buyer.uuid,
      product_uuid: product,
      on_price_drop: true,
      on_back_in_stock: true,
      seen_gross: seen.gross,
      seen_in_stock: seen.inStock,
      unsubscribe_token: token(),
    })
    .execute();
}

/** The mails owed and not yet sent, oldest first; amounts' no-break spaces read as spaces. */
async function owed(database: Database): Promise<MailMessage[]> {
  const rows = await database.db.selectFrom('mail_outbox').select('message').where('sent_at', 'is', null).orderBy('id').execute();
  return rows.map(({ message }) => ({ ...message, text: message.text.replace(/\u00a0/g, ' ') }));
}

describeOnEachEngine('saved searches and watched products follow the catalogue feed (issue #52) on $engine', (engine) => {
  let database: Database;
  let seller: SellerFixture;
  let buyer: BuyerFixture;
  beforeEach(async () => {
    database = await engine.open();
    seller = await createSeller({ database });
    buyer = await createBuyer({ database });
  });
  afterEach(async () => {
    await database.close();
  });

  it('names, once, a new matching product and a matching one whose price dropped, and by how much; the next digest has nothing and is not sent', async () => {
    const older = await list(database, seller, { name: 'Vitrină frigorifică 1,2 m', price: 4800 });
    const elsewhere = await list(database, seller, { name: 'Vitrină frigorifică Cluj', price: 4000, city: 'Cluj-Napoca' });
    const dueAt = new Date(Date.now() + 60_000);
    const search = await saveSearch(database, buyer, criteria(), dueAt);
    const fresh = await list(database, seller, { name: 'Vitrină frigorifică verticală', price: 3900 });
    await list(database, seller, { name: 'Vitrină frigorifică mare', price: 7500 });
    await change(database, older, { price: 4500 });
    await change(database, elsewhere, { price: 3500 });

    expect(await runDigestRound(database.db, { site, now: new Date(dueAt.getTime() - 1) })).toEqual({ settled: 0, mailed: 0 });
    expect(await runDigestRound(database.db, { site, now: dueAt })).toEqual({ settled: 1, mailed: 1 });
    const [digest, ...others] = await owed(database);
    expect(others).toEqual([]);
    expect(digest!.to).toBe(buyer.email);
    expect(digest!.subject).toBe('Noutăți pentru „Vitrine în Brașov” | Catalog HoReCa');
    expect(digest!.text).toContain('Vitrină frigorifică verticală, Brașov: 3.900,00 RON cu TVA (nou)');
    expect(digest!.text).toContain('Vitrină frigorifică 1,2 m, Brașov: 4.500,00 RON cu TVA (prețul a scăzut cu 300,00 RON, de la 4.800,00 RON)');
    expect(digest!.text).not.toContain('mare');
    expect(digest!.text).not.toContain('Cluj');
    expect(digest!.text).toContain('https://catalog.example/search?q=vitrina+frigorifica&city=Bra%C8%99ov&pmax=5000&tva=cu');
    expect(digest!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest!.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/catalog\.example\/svc\/product\/alerts\/unsubscribe\?token=[\w-]+>$/);
    expect(digest!.html).toContain(`/product?id=${fresh}`);

    const row = await database.db.selectFrom('saved_searches').select(['next_due_at', 'last_digest_at']).where('uuid', '=', search).executeTakeFirstOrThrow();
    expect(row.next_due_at).toEqual(nextDigestAt('DAILY', dueAt));
    expect(row.last_digest_at).toEqual(dueAt);

    // The next day: nothing new, so nothing is sent; the window still moves on.
    await database.db.updateTable('mail_outbox').set({ sent_at: new Date() }).execute();
    expect(await runDigestRound(database.db, { site, now: row.next_due_at })).toEqual({ settled: 1, mailed: 0 });
    expect(await owed(database)).toEqual([]);
  });

  it('a digest lists at most 20 products and counts the rest', async () => {
    const dueAt = new Date(Date.now() + 60_000);
    await saveSearch(database, buyer, criteria({ name: 'tava', city: 'Toate', priceMax: undefined }), dueAt);
    for (let index = 0; index < 23; index += 1) await list(database, seller, { name: `Tavă gastronorm ${index + 1}`, price: 50 + index });
    await runDigestRound(database.db, { site, now: dueAt });
    const [digest] = await owed(database);
    expect(digest!.text.match(/\(nou\)/g)).toHaveLength(20);
    expect(digest!.text).toContain('Și încă 3 produse: le vezi pe site.');
  });

  it('a paused or unconfirmed search sends nothing', async () => {
    const dueAt = new Date(Date.now() + 60_000);
    const search = await saveSearch(database, buyer, criteria(), dueAt);
    await database.db.updateTable('saved_searches').set({ paused: true }).where('uuid', '=', search).execute();
    await list(database, seller, { name: 'Vitrină frigorifică verticală', price: 3900 });
    expect(await runDigestRound(database.db, { site, now: dueAt })).toEqual({ settled: 0, mailed: 0 });
    await database.db.updateTable('saved_searches').set({ paused: false, confirmed_at: null }).where('uuid', '=', search).execute();
    expect(await runDigestRound(database.db, { site, now: dueAt })).toEqual({ settled: 0, mailed: 0 });
  });

  it('a watched product that drops in price and comes back in stock mails its watcher once', async () => {
    const product = await list(database, seller, { name: 'Mașină de gheață 25 kg', price: 2000, inStock: false });
    await watch(database, buyer, product, { gross: 2000, inStock: false });
    await runWatchRound(database.db, site);
    await change(database, product, { price: 1800, in_stock: true });
    expect(await runWatchRound(database.db, site)).toEqual({ mailed: 1 });
    const [mail, ...others] = await owed(database);
    expect(others).toEqual([]);
    expect(mail!.to).toBe(buyer.email);
    expect(mail!.subject).toBe('Mașină de gheață 25 kg are un preț mai mic și este din nou în stoc | Catalog HoReCa');
    expect(mail!.text).toContain('prețul a scăzut cu 200,00 RON, de la 2.000,00 RON');
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await runWatchRound(database.db, site)).toEqual({ mailed: 0 });
    // A rise tells nothing; a drop after it is measured from the higher price.
    await change(database, product, { price: 2100 });
    expect(await runWatchRound(database.db, site)).toEqual({ mailed: 0 });
    await change(database, product, { price: 2050 });
    expect(await runWatchRound(database.db, site)).toEqual({ mailed: 1 });
    expect((await owed(database)).at(-1)!.text).toContain('de la 2.100,00 RON');
  });

  it('two processes running the watch round at once mail each watcher once, and the next round owes nothing', async () => {
    const products = [];
    for (let index = 0; index < 4; index += 1) products.push(await list(database, seller, { name: `Cuptor convecție ${index + 1}`, price: 9000 }));
    for (const product of products) await watch(database, buyer, product, { gross: 9000, inStock: true });
    await runWatchRound(database.db, site);
    for (const product of products) await change(database, product, { price: 8500 });
    const rounds = await Promise.all([runWatchRound(database.db, site), runWatchRound(database.db, site)]);
    expect(rounds.reduce((sum, round) => sum + round.mailed, 0)).toBe(4);
    expect(await owed(database)).toHaveLength(4);
    expect(await runWatchRound(database.db, site)).toEqual({ mailed: 0 });
  });

  it.runIf(engine.engine === 'postgres')(
    'a transaction running elsewhere when a search is saved neither makes a product seen then new, nor loses the one it lists itself (PostgreSQL: PGlite runs one transaction at a time)',
    async () => {
      const dueAt = new Date(Date.now() + 60_000);
      await database.db.connection().execute(async (other) => {
        // The other transaction takes an id first, so the server's horizon stays below everything that follows.
        await sql`BEGIN`.execute(other);
        await sql`SELECT pg_current_xact_id()`.execute(other);
        await list(database, seller, { name: 'Vitrină frigorifică văzută', price: 3000 });
        await saveSearch(database, buyer, criteria(), dueAt);
        await listOn(other, seller, { name: 'Vitrină frigorifică târzie', price: 3100 });
        await sql`COMMIT`.execute(other);
      });
      expect(await runDigestRound(database.db, { site, now: dueAt })).toEqual({ settled: 1, mailed: 1 });
      const [mail, ...others] = await owed(database);
      expect(others).toEqual([]);
      expect(mail!.text).toContain('Vitrină frigorifică târzie, Brașov: 3.100,00 RON cu TVA (nou)');
      expect(mail!.text).not.toContain('văzută');
    },
  );

  it('two processes settling the same due searches at once send each digest once', async () => {
    const dueAt = new Date(Date.now() + 60_000);
    for (let index = 0; index < 6; index += 1) await saveSearch(database, buyer, criteria(), dueAt);
    await list(database, seller, { name: 'Vitrină frigorifică verticală', price: 3900 });
    const rounds = await Promise.all([
      runDigestRound(database.db, { site, now: dueAt, batchSize: 2 }),
      runDigestRound(database.db, { site, now: dueAt, batchSize: 2 }),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.mailed, 0)).toBe(6);
    expect(await owed(database)).toHaveLength(6);
  });
});
