import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../../openapi/generated/product';
import { describeOnEachEngine } from '../../testing/each-engine';
import {
  adminPassword,
  captcha,
  createAdmin,
  createProductAs,
  createSeller,
  loggedIn,
  productService,
  search,
  searchService,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { productInput } from '../../testing/product-input';
import type { TestAgent } from '../../testing/test-agent';

type Schemas = components['schemas'];

const report = (overrides: Record<string, unknown> = {}) => ({
  reason: 'COUNTERFEIT',
  explanation: 'Sticla nu are timbrul producătorului, iar eticheta are greșeli.',
  address: 'http://localhost/product?id=x',
  goodFaith: true,
  recaptchaToken: captcha,
  ...overrides,
});

const hide = (upTo: number) => ({
  action: 'HIDE_LISTING',
  ground: 'TERMS',
  groundDetail: 'Termeni și condiții, secțiunea 4: produse contrafăcute',
  facts: 'Trei cumpărători au trimis fotografii ale etichetei contrafăcute.',
  upTo,
});

describeOnEachEngine('reports and their moderation (issue #51, DSA Art. 16, 17 and 20) on $engine', (engine) => {
  let server: TestServer;
  let first: TestAgent;
  let second: TestAgent;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await createAdmin(server, 'moderatorunu');
    await createAdmin(server, 'moderatordoi');
    first = await loggedIn(server, 'moderatorunu', adminPassword);
    second = await loggedIn(server, 'moderatordoi', adminPassword);
  });
  afterAll(async () => server?.close());

  const queue = async (agent: TestAgent) => (await agent.get(`${productService}/moderation/queue`)).json() as Schemas['ModerationQueue'];
  const itemOf = async (product: string) => (await queue(first)).items.find((item) => item.productUuid === product);
  const shown = async (name: string) => (await search(server.agent(), { name })).map((product) => product.name);

  it('goes from a report to a hidden listing, a complaint and its reversal by another administrator, every step mailed and logged', async () => {
    const seller = await createSeller(server);
    const owner = await loggedIn(server, seller.username);
    const product = await createProductAs(owner, { name: 'Whisky contrafăcut de raportat' });
    const visitor = server.agent();

    const sent = await visitor.post(`${productService}/product/${product.uuid}/reports`, report({ name: 'Ioana Pop', email: 'Ioana@Horeca.test' }));
    expect(sent.statusCode).toBe(201);
    const receipt = sent.json() as Schemas['ReportReceipt'];
    expect(receipt).toMatchObject({ reference: expect.stringMatching(/^R-\d{6}$/), productName: 'Whisky contrafăcut de raportat' });
    const receiptMail = await server.inbox.waitFor('ioana@horeca.test', /Am primit raportul R-/);
    expect(receiptMail.text).toContain(receipt.reference);

    const item = await itemOf(product.uuid);
    expect(item).toMatchObject({ openReports: 1, reasons: [{ reason: 'COUNTERFEIT', count: 1 }], listingHidden: false });
    const reports = (await first.get(`${productService}/moderation/products/${product.uuid}/reports`)).json() as Schemas['ProductReports'];
    expect(reports.reports).toEqual([expect.objectContaining({ reference: receipt.reference, reporterEmail: 'ioana@horeca.test', reporterName: 'Ioana Pop' })]);

    const decided = await first.post(`${productService}/moderation/products/${product.uuid}/decision`, hide(item?.upTo ?? 0));
    expect(decided.statusCode).toBe(201);
    const decision = decided.json() as Schemas['ModerationDecision'];
    expect(decision).toMatchObject({ action: 'HIDE_LISTING', reports: 1, automated: false, contestable: true });
    // Out of search and off its page at once, through the feed.
    expect(await shown('Whisky contrafăcut')).toEqual([]);
    expect((await visitor.get(`${searchService}/api/search/${product.uuid}`)).statusCode).toBe(404);
    expect(await itemOf(product.uuid)).toBeUndefined();

    const statement = await server.inbox.waitFor(seller.email, /Decizia D-\d{6}: produsul/);
    for (const part of [
      'Ce am restrâns:',
      'Faptele: Trei cumpărători',
      'Temeiul: Termenii și condițiile site-ului',
      'luată de un administrator, nu automat',
      'Cum o contești',
    ])
      expect(statement.text).toContain(part);
    await server.inbox.waitFor('ioana@horeca.test', /Decizia pentru raportul R-/);

    // The seller's own switch cannot bring a hidden listing back.
    expect(
      (await owner.put(`${productService}/product/${product.uuid}`, productInput({ name: 'Whisky contrafăcut de raportat', isEnabled: true }))).statusCode,
    ).toBe(200);
    expect(await shown('Whisky contrafăcut')).toEqual([]);

    const mine = (await owner.get(`${productService}/moderation/decisions`)).json() as Schemas['ModerationDecisions'];
    expect(mine.decisions.map((entry) => entry.reference)).toEqual([decision.reference]);
    const contested = await owner.post(`${productService}/moderation/decisions/${decision.uuid}/complaint`, {
      text: 'Avem factura de la importatorul autorizat.',
    });
    expect(contested.statusCode).toBe(201);
    const complaint = contested.json() as Schemas['ModerationComplaint'];
    expect(
      (await owner.post(`${productService}/moderation/decisions/${decision.uuid}/complaint`, { text: 'A doua oară aceeași contestație.' })).json(),
    ).toMatchObject({
      status: 409,
      code: 'COMPLAINT_ALREADY_SENT',
    });
    await server.inbox.waitFor('ioana@horeca.test', /a fost contestată/);

    const open = (await first.get(`${productService}/moderation/complaints`)).json() as Schemas['OpenComplaints'];
    expect(open.complaints.find((entry) => entry.complaint.uuid === complaint.uuid)).toMatchObject({ mayDecide: false });
    const reversal = { outcome: 'REVERSED', reply: 'Factura arată că produsul este original.' };
    expect((await first.post(`${productService}/moderation/complaints/${complaint.uuid}/decision`, reversal)).json()).toMatchObject({
      status: 403,
      code: 'COMPLAINT_NEEDS_ANOTHER_ADMINISTRATOR',
    });
    const restored = await second.post(`${productService}/moderation/complaints/${complaint.uuid}/decision`, reversal);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ outcome: 'REVERSED' });
    // Back as it was before it was hidden: enabled.
    expect(await shown('Whisky contrafăcut')).toEqual(['Whisky contrafăcut de raportat']);
    expect((await server.inbox.waitFor(seller.email, /Contestația la decizia D-\d{6}: admisă/)).text).toContain('apare din nou în căutare');
    await server.inbox.waitFor('ioana@horeca.test', /Contestația la decizia pentru raportul/);

    const log = (await first.get(`${productService}/moderation/log`)).json() as Schemas['ModerationLog'];
    const steps = log.entries.filter((entry) => entry.productUuid === product.uuid);
    expect(steps.map((entry) => [entry.step, entry.actor])).toEqual([
      ['COMPLAINT_DECIDED', 'moderatordoi'],
      ['COMPLAINED', seller.username],
      ['DECIDED', 'moderatorunu'],
      ['REPORTED', 'vizitator'],
    ]);
    // Nobody edits the log, not even with the database's own hands.
    await expect(sql`UPDATE moderation_log SET reason = 'șters' WHERE product_uuid = ${product.uuid}::uuid`.execute(server.database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM moderation_log WHERE product_uuid = ${product.uuid}::uuid`.execute(server.database.db)).rejects.toThrow(/append-only/);
  });

  it('refuses a product that does not exist, a second report within a day, and a missing contact where the Act asks for one', async () => {
    const seller = await createSeller(server);
    const product = await createProductAs(await loggedIn(server, seller.username), { name: 'Ulei de raportat de două ori' });
    const visitor = server.agent();
    expect((await visitor.post(`${productService}/product/00000000-0000-4000-8000-000000000000/reports`, report())).json()).toMatchObject({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
    });
    const missing = (await visitor.post(`${productService}/product/${product.uuid}/reports`, report({ reason: 'MISLEADING' }))).json();
    expect(missing).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(missing.errors.map((error: { field: string }) => error.field)).toEqual(['name', 'email']);
    expect((await visitor.post(`${productService}/product/${product.uuid}/reports`, report({ goodFaith: false }))).statusCode).toBe(400);

    // Anonymous for a counterfeit, as the Act allows: the sender is known by their network.
    expect((await visitor.post(`${productService}/product/${product.uuid}/reports`, report())).statusCode).toBe(201);
    expect((await visitor.post(`${productService}/product/${product.uuid}/reports`, report())).json()).toMatchObject({
      status: 409,
      code: 'REPORT_ALREADY_SENT',
    });
    const withEmail = report({ reason: 'DANGEROUS', name: 'Dan', email: 'dan@horeca.test' });
    expect((await visitor.post(`${productService}/product/${product.uuid}/reports`, withEmail)).statusCode).toBe(201);
    expect((await server.agent().post(`${productService}/product/${product.uuid}/reports`, withEmail)).json()).toMatchObject({ code: 'REPORT_ALREADY_SENT' });
    expect((await itemOf(product.uuid))?.openReports).toBe(2);
  });

  it('groups a thousand reports against one product into one item, decided at once', async () => {
    const seller = await createSeller(server);
    const product = await createProductAs(await loggedIn(server, seller.username), { name: 'Produs raportat de o mie de ori' });
    await sql`
        INSERT INTO content_reports (product_uuid, product_name, seller_uuid, reason, explanation, address, sender_key)
        SELECT ${product.uuid}::uuid, ${product.name}, ${seller.uuid}::uuid, (ARRAY['ILLEGAL', 'DANGEROUS'])[1 + n % 2], 'Explicația raportului', '/product', 'sender' || n
        FROM generate_series(1, 1000) AS n`.execute(server.database.db);
    const item = await itemOf(product.uuid);
    expect(item).toMatchObject({
      openReports: 1000,
      reasons: [
        { reason: 'DANGEROUS', count: 500 },
        { reason: 'ILLEGAL', count: 500 },
      ],
    });
    const decided = await first.post(`${productService}/moderation/products/${product.uuid}/decision`, {
      action: 'DISMISS',
      ground: 'NONE',
      groundDetail: 'Produsul respectă legea și termenii',
      facts: 'Rapoartele nu arată nimic ilegal sau periculos.',
      upTo: item?.upTo ?? 0,
    });
    expect(decided.json()).toMatchObject({ action: 'DISMISS', reports: 1000, contestable: false });
    expect(await itemOf(product.uuid)).toBeUndefined();
    expect(await shown('raportat de o mie')).toEqual(['Produs raportat de o mie de ori']);
  });

  it('gives one decision when two administrators decide at once, and leaves newer reports open', async () => {
    const seller = await createSeller(server);
    const product = await createProductAs(await loggedIn(server, seller.username), { name: 'Produs decis de doi' });
    expect((await server.agent().post(`${productService}/product/${product.uuid}/reports`, report())).statusCode).toBe(201);
    const upTo = (await itemOf(product.uuid))?.upTo ?? 0;
    const answers = await Promise.all([
      first.post(`${productService}/moderation/products/${product.uuid}/decision`, hide(upTo)),
      second.post(`${productService}/moderation/products/${product.uuid}/decision`, { ...hide(upTo), action: 'SUSPEND_SELLER' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({ code: 'REPORTS_ALREADY_DECIDED' });
    const decisions = await server.database.db.selectFrom('moderation_decisions').select('uuid').where('product_uuid', '=', product.uuid).execute();
    expect(decisions).toHaveLength(1);
    const reports = await server.database.db.selectFrom('content_reports').select('decision_uuid').where('product_uuid', '=', product.uuid).execute();
    expect(reports).toEqual([{ decision_uuid: decisions[0]?.uuid }]);
  });

  it('suspends a seller: every listing leaves search, the seller still signs in to contest, and only administrators moderate', async () => {
    const seller = await createSeller(server);
    const owner = await loggedIn(server, seller.username);
    const product = await createProductAs(owner, { name: 'Primul produs suspendat' });
    await createProductAs(owner, { name: 'Al doilea produs suspendat' });
    await server.agent().post(`${productService}/product/${product.uuid}/reports`, report({ reason: 'ILLEGAL' }));
    const upTo = (await itemOf(product.uuid))?.upTo ?? 0;
    expect((await owner.post(`${productService}/moderation/products/${product.uuid}/decision`, hide(upTo))).statusCode).toBe(403);
    expect((await owner.get(`${productService}/moderation/queue`)).statusCode).toBe(403);
    expect((await owner.get(`${productService}/moderation/log`)).statusCode).toBe(403);
    const wrongGround = await first.post(`${productService}/moderation/products/${product.uuid}/decision`, {
      ...hide(upTo),
      action: 'SUSPEND_SELLER',
      ground: 'NONE',
    });
    expect(wrongGround.json()).toMatchObject({ status: 400, errors: [{ field: 'ground' }] });

    const decided = await first.post(`${productService}/moderation/products/${product.uuid}/decision`, {
      ...hide(upTo),
      action: 'SUSPEND_SELLER',
      ground: 'LAW',
    });
    expect(decided.statusCode).toBe(201);
    expect(await shown('produs suspendat')).toEqual([]);
    await server.inbox.waitFor(seller.email, /contul tău de vânzător a fost suspendat/);
    const stillIn = await loggedIn(server, seller.username);
    const mine = (await stillIn.get(`${productService}/moderation/decisions`)).json() as Schemas['ModerationDecisions'];
    expect(mine.decisions).toEqual([expect.objectContaining({ action: 'SUSPEND_SELLER', contestable: true })]);
    const stranger = await loggedIn(server, (await createSeller(server)).username);
    expect(
      (await stranger.post(`${productService}/moderation/decisions/${mine.decisions[0]?.uuid}/complaint`, { text: 'Nu este decizia mea de contestat.' }))
        .statusCode,
    ).toBe(403);

    const complaint = (
      await stillIn.post(`${productService}/moderation/decisions/${mine.decisions[0]?.uuid}/complaint`, { text: 'Firma are toate avizele.' })
    ).json();
    const upheld = await second.post(`${productService}/moderation/complaints/${complaint.uuid}/decision`, {
      outcome: 'UPHELD',
      reply: 'Avizele nu privesc acest produs.',
    });
    expect(upheld.json()).toMatchObject({ outcome: 'UPHELD' });
    expect(await shown('produs suspendat')).toEqual([]);
    expect(
      (
        await second.post(`${productService}/moderation/complaints/${complaint.uuid}/decision`, { outcome: 'REVERSED', reply: 'M-am răzgândit totuși.' })
      ).json(),
    ).toMatchObject({
      code: 'COMPLAINT_ALREADY_DECIDED',
    });
    expect((await server.inbox.waitFor(seller.email, /respinsă/)).text).toContain('Am menținut decizia.');
  });
});
