import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../../openapi/generated/product';
import { deliverOwedMail } from '../../mail/mail-outbox';
import { createMailer, type Mailer } from '../../mail/mailer';
import { hashOpaqueToken } from '../../security/opaque-tokens';
import { describeOnEachEngine } from '../../testing/each-engine';
import {
  adminPassword,
  captcha,
  createAdmin,
  createBuyer,
  createProductAs,
  createSeller,
  loggedIn,
  productService,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { productInput } from '../../testing/product-input';
import { runDigestRound } from './digest-round';
import { runWatchRound } from './watch-round';

type Schemas = components['schemas'];

const searches = `${productService}/saved-searches`;
const watches = `${productService}/product-watches`;
const oneClickBody = { payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const silentLog = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;
const wanted = { name: 'vitrina frigorifica', city: 'Brașov', filter: [], sort: ['NO_SORT'], priceMax: 5000 };
const showcase = (overrides: Record<string, unknown> = {}) =>
  productInput({ name: 'Vitrină frigorifică 1,2 m', description: 'Pentru cofetării.', price: 4800, city: 'Brașov', ...overrides });

describeOnEachEngine('saved searches and watched products over HTTP (issue #52) on $engine', (engine) => {
  let server: TestServer;
  let mailer: Mailer;
  const site = () => ({ siteName: server.app.config.siteName, publicUrl: server.app.config.publicUrl });
  const deliver = () => deliverOwedMail(server.database.db, mailer, silentLog);
  beforeAll(async () => {
    server = await startTestServer(engine);
    mailer = createMailer({ smtpUrl: server.inbox.url, from: 'test@horeca.test', outboxDir: '', log: silentLog });
  });
  afterAll(async () => {
    mailer?.close();
    await server?.close();
  });

  const buyerAgent = async () => {
    const buyer = await createBuyer(server);
    return { buyer, agent: await loggedIn(server, buyer.username) };
  };

  it('a buyer saves a search and watches a product; a seller lists a match and lowers the watched price; the digest names both once, the watch tells its drop, and one click stops each', async () => {
    const seller = await createSeller(server);
    const sellerAgent = await loggedIn(server, seller.username);
    const watched = await createProductAs(sellerAgent, showcase());
    const { buyer, agent } = await buyerAgent();

    const saved = await agent.post(searches, { name: 'Vitrine în Brașov', criteria: wanted, frequency: 'DAILY' });
    expect(saved.statusCode).toBe(201);
    const search = saved.json() as Schemas['SavedSearch'];
    expect(search).toMatchObject({ name: 'Vitrine în Brașov', frequency: 'DAILY', paused: false, confirmed: true, lastDigestAt: null });
    expect((await agent.put(`${watches}/${watched.uuid}`, { onPriceDrop: true, onBackInStock: false })).statusCode).toBe(201);

    const fresh = await createProductAs(sellerAgent, showcase({ name: 'Vitrină frigorifică verticală', price: 3900 }));
    expect((await sellerAgent.put(`${productService}/product/${watched.uuid}`, showcase({ price: 4500 }))).statusCode).toBe(200);

    expect(await runWatchRound(server.database.db, site())).toEqual({ mailed: 1 });
    const due = new Date(search.nextDigestAt);
    expect(await runDigestRound(server.database.db, { site: site(), now: due })).toEqual({ settled: 1, mailed: 1 });
    await deliver();

    const digest = await server.inbox.waitFor(buyer.email, /Noutăți pentru „Vitrine în Brașov”/);
    const text = digest.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('Vitrină frigorifică verticală, Brașov: 3.900,00 RON cu TVA (nou)');
    expect(text).toContain('Vitrină frigorifică 1,2 m, Brașov: 4.500,00 RON cu TVA (prețul a scăzut cu 300,00 RON, de la 4.800,00 RON)');
    expect(digest.html).toContain(`/product?id=${fresh.uuid}`);
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(digest.headers['list-unsubscribe'] ?? '')?.[1] as string;
    expect(oneClick).toContain('/svc/product/alerts/unsubscribe?token=');
    const watchMail = await server.inbox.waitFor(buyer.email, /are un preț mai mic/);
    expect(watchMail.text.replace(/\u00a0/g, ' ')).toContain('prețul a scăzut cu 300,00 RON, de la 4.800,00 RON');

    // The next digest has nothing new, so nothing is sent.
    const next = (await agent.get(searches)).json() as Schemas['SavedSearches'];
    expect(next.searches[0]!.lastDigestAt).toBe(due.toISOString());
    expect(await runDigestRound(server.database.db, { site: site(), now: new Date(next.searches[0]!.nextDigestAt) })).toEqual({ settled: 1, mailed: 0 });

    // One click, as a mail program makes it: no session, no origin, a form body.
    const anonymous = server.agent();
    const stopped = await server.app.inject({ method: 'POST', url: new URL(oneClick).pathname + new URL(oneClick).search, ...oneClickBody });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ kind: 'SAVED_SEARCH', name: 'Vitrine în Brașov' });
    expect(((await agent.get(searches)).json() as Schemas['SavedSearches']).searches[0]!.paused).toBe(true);

    const watchStop = /^<(https?:\/\/[^>]+)>$/.exec(watchMail.headers['list-unsubscribe'] ?? '')?.[1] as string;
    const watchStopPath = new URL(watchStop).pathname + new URL(watchStop).search;
    const unwatched = await anonymous.request({ method: 'POST', url: watchStopPath, ...oneClickBody });
    expect(unwatched.json()).toEqual({ kind: 'WATCH', name: 'Vitrină frigorifică 1,2 m' });
    expect(((await agent.get(watches)).json() as Schemas['ProductWatches']).watches).toEqual([]);
    expect((await anonymous.request({ method: 'POST', url: watchStopPath, ...oneClickBody })).json()).toMatchObject({ code: 'ALERT_LINK_INVALID' });
  });

  it('renames, changes how often, pauses, resumes and deletes a saved search; only its owner reaches it', async () => {
    const { agent } = await buyerAgent();
    const search = (
      await agent.post(searches, { name: 'Cafea', criteria: { ...wanted, name: 'cafea', city: 'Toate' }, frequency: 'DAILY' })
    ).json() as Schemas['SavedSearch'];
    const weekly = await agent.patch(`${searches}/${search.uuid}`, { name: 'Cafea boabe', frequency: 'WEEKLY', paused: true });
    expect(weekly.json()).toMatchObject({ name: 'Cafea boabe', frequency: 'WEEKLY', paused: true });
    expect(new Date((weekly.json() as Schemas['SavedSearch']).nextDigestAt).getUTCDay()).toBe(1);
    expect((await agent.patch(`${searches}/${search.uuid}`, { paused: false })).json()).toMatchObject({ paused: false });

    const stranger = (await buyerAgent()).agent;
    expect((await stranger.get(searches)).json()).toEqual({ searches: [] });
    expect((await stranger.patch(`${searches}/${search.uuid}`, { paused: true })).json()).toMatchObject({ code: 'SAVED_SEARCH_NOT_FOUND' });
    expect((await stranger.delete(`${searches}/${search.uuid}`)).statusCode).toBe(404);
    await createAdmin(server, 'sefalerte');
    const admin = await loggedIn(server, 'sefalerte', adminPassword);
    expect((await admin.get(searches)).statusCode).toBe(403);
    expect((await server.agent().get(searches)).statusCode).toBe(401);

    expect((await agent.delete(`${searches}/${search.uuid}`)).statusCode).toBe(204);
    expect((await agent.get(searches)).json()).toEqual({ searches: [] });
  });

  it('refuses an unknown city, a price range upside down and a 21st search, each with its code', async () => {
    const { agent } = await buyerAgent();
    expect((await agent.post(searches, { name: 'X', criteria: { ...wanted, city: 'Atlantida' }, frequency: 'DAILY' })).json()).toMatchObject({
      code: 'CITY_NOT_FOUND',
    });
    const upsideDown = await agent.post(searches, { name: 'X', criteria: { ...wanted, priceMin: 10, priceMax: 5 }, frequency: 'DAILY' });
    expect(upsideDown.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'criteria.priceMin' }] });
    for (let index = 0; index < 20; index += 1)
      expect((await agent.post(searches, { name: `Căutarea ${index}`, criteria: wanted, frequency: 'WEEKLY' })).statusCode).toBe(201);
    const over = await agent.post(searches, { name: 'A 21-a', criteria: wanted, frequency: 'WEEKLY' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'SAVED_SEARCHES_LIMIT_REACHED' });
  });

  it("a visitor's search by e-mail sends nothing until the address confirms it, and the link works once", async () => {
    const visitor = server.agent();
    expect((await visitor.post(searches, { name: 'Vitrine', criteria: wanted, frequency: 'DAILY', recaptchaToken: captcha })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'email' }],
    });
    const created = await visitor.post(searches, {
      name: 'Vitrine',
      criteria: wanted,
      frequency: 'DAILY',
      email: 'Hotel@Exemplu.ro',
      recaptchaToken: captcha,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ confirmed: false });
    const confirmation = await server.inbox.waitFor('hotel@exemplu.ro', /Confirmă căutarea salvată „Vitrine”/);
    const link = confirmation.links.find((candidate) => candidate.includes('/saved-searches/confirm?token=')) as string;
    const token = new URL(link).searchParams.get('token') as string;

    const seller = await loggedIn(server, (await createSeller(server)).username);
    await createProductAs(seller, showcase({ name: 'Vitrină frigorifică nouă', price: 3000 }));
    const row = await server.database.db
      .selectFrom('saved_searches')
      .select(['uuid', 'next_due_at', 'confirm_token_hash'])
      .where('email', '=', 'hotel@exemplu.ro')
      .executeTakeFirstOrThrow();
    expect(row.confirm_token_hash).toBe(hashOpaqueToken(token));
    await runDigestRound(server.database.db, { site: site(), now: row.next_due_at });
    const owedTo = async () =>
      (await server.database.db.selectFrom('mail_outbox').select('message').execute()).filter(({ message }) => message.to === 'hotel@exemplu.ro');
    expect((await owedTo()).map(({ message }) => message.subject)).toEqual(['Confirmă căutarea salvată „Vitrine” | Catalog HoReCa']);

    expect((await visitor.post(`${searches}/confirm`, { token })).json()).toEqual({ kind: 'SAVED_SEARCH', name: 'Vitrine' });
    expect((await visitor.post(`${searches}/confirm`, { token })).json()).toMatchObject({ code: 'ALERT_LINK_INVALID' });
  });

  it('watches a product for one reason or both, changes them, and stops; a product that does not show, or no reason, is refused', async () => {
    const seller = await loggedIn(server, (await createSeller(server)).username);
    const product = await createProductAs(seller, showcase({ inStock: false }));
    const { agent } = await buyerAgent();
    const url = `${watches}/${product.uuid}`;
    expect((await agent.put(url, { onPriceDrop: false, onBackInStock: false })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const created = await agent.put(url, { onPriceDrop: false, onBackInStock: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ product: product.uuid, name: product.name, onBackInStock: true, seenGross: 4800, seenInStock: false });
    const changed = await agent.put(url, { onPriceDrop: true, onBackInStock: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ onPriceDrop: true, onBackInStock: true });
    expect(((await agent.get(watches)).json() as Schemas['ProductWatches']).watches).toHaveLength(1);
    expect((await agent.put(`${watches}/00000000-0000-4000-8000-000000000000`, { onPriceDrop: true, onBackInStock: false })).json()).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
    });
    expect((await agent.delete(url)).statusCode).toBe(204);
    expect((await agent.delete(url)).json()).toMatchObject({ code: 'WATCH_NOT_FOUND' });
  });

  it('a mail server that refuses for ten minutes delays a digest and a watch mail, and loses neither', async () => {
    const seller = await loggedIn(server, (await createSeller(server)).username);
    const watched = await createProductAs(seller, showcase({ name: 'Vitrină frigorifică de perete', price: 4600 }));
    const { buyer, agent } = await buyerAgent();
    const search = (await agent.post(searches, { name: 'Vitrine refuzate', criteria: wanted, frequency: 'DAILY' })).json() as Schemas['SavedSearch'];
    await agent.put(`${watches}/${watched.uuid}`, { onPriceDrop: true, onBackInStock: false });
    await createProductAs(seller, showcase({ name: 'Vitrină frigorifică de colț', price: 4100 }));
    await seller.put(`${productService}/product/${watched.uuid}`, showcase({ name: 'Vitrină frigorifică de perete', price: 4400 }));
    const { db } = server.database;
    const owedToBuyer = async () =>
      db
        .selectFrom('mail_outbox')
        .select(['sent_at', 'attempts'])
        .where(sql`message ->> 'to'`, '=', buyer.email)
        .execute();

    server.inbox.mode = 'refuse';
    try {
      await runWatchRound(db, site());
      await runDigestRound(db, { site: site(), now: new Date(search.nextDigestAt) });
      expect(await owedToBuyer()).toHaveLength(2);
      // Ten minutes pass for the buyer's mail, a minute at a time; at each, whatever is due is tried again and refused.
      for (let minute = 0; minute <= 10; minute += 1) {
        await deliver();
        await sql`UPDATE mail_outbox SET send_after = send_after - interval '1 minute' WHERE sent_at IS NULL AND message ->> 'to' = ${buyer.email}`.execute(db);
      }
      const waiting = await owedToBuyer();
      expect(waiting.map((mail) => mail.sent_at)).toEqual([null, null]);
      expect(waiting.every((mail) => mail.attempts >= 4)).toBe(true);
      // The search's window moved on when its digest was owed: other rounds owe nothing more.
      await runWatchRound(db, site());
      await runDigestRound(db, { site: site(), now: new Date(search.nextDigestAt) });
      expect(await owedToBuyer()).toHaveLength(2);
    } finally {
      server.inbox.mode = 'accept';
    }
    await sql`UPDATE mail_outbox SET send_after = now() WHERE sent_at IS NULL AND message ->> 'to' = ${buyer.email}`.execute(db);
    await deliver();
    const digests = await server.inbox.waitForCount(buyer.email, /Noutăți pentru „Vitrine refuzate”/, 1);
    expect(digests.map((mail) => mail.text.replace(/\u00a0/g, ' '))).toEqual([
      expect.stringContaining('Vitrină frigorifică de colț, Brașov: 4.100,00 RON cu TVA (nou)'),
    ]);
    expect(await server.inbox.waitForCount(buyer.email, /Vitrină frigorifică de perete are un preț mai mic/, 1)).toHaveLength(1);
    await deliver();
    expect(server.inbox.mailsTo(buyer.email)).toHaveLength(2);
  });

  it('an unknown unsubscribe token stops nothing', async () => {
    const answer = await server.agent().request({ method: 'POST', url: `${productService}/alerts/unsubscribe?token=${'x'.repeat(43)}`, ...oneClickBody });
    expect(answer.statusCode, answer.body).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'ALERT_LINK_INVALID' });
  });
});
