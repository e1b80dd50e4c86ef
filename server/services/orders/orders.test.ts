import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { components } from '../../../openapi/generated/product';
import { deliverOwedMail } from '../../mail/mail-outbox';
import { createMailer, type Mailer } from '../../mail/mailer';
import { describeOnEachEngine } from '../../testing/each-engine';
import {
  adminPassword,
  createAdmin,
  createBuyer,
  createProductAs,
  createSeller,
  loggedIn,
  productService,
  startTestServer,
  type BuyerFixture,
  type TestServer,
} from '../../testing/test-server';
import { productInput } from '../../testing/product-input';
import type { TestAgent } from '../../testing/test-agent';

type Schemas = components['schemas'];

const lists = `${productService}/order-lists`;
const silentLog = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;

describeOnEachEngine('order lists and the inquiries they send (issue #50) on $engine', (engine) => {
  let server: TestServer;
  let mailer: Mailer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    mailer = createMailer({ smtpUrl: server.inbox.url, from: 'test@horeca.test', outboxDir: '', log: silentLog });
  });
  afterAll(async () => {
    mailer?.close();
    await server?.close();
  });

  /** A seller with a logged-in agent and one product of theirs at `price` RON with TVA. */
  const sellerWith = async (name: string, price: number, minimumOrder?: number) => {
    const seller = await createSeller(server);
    const agent = await loggedIn(server, seller.username);
    if (minimumOrder !== undefined)
      await agent.put(`/svc/auth/api/profile/${seller.uuid}/delivery-terms`, { cities: ['Cluj-Napoca'], days: ['TUE'], minimumOrder });
    const product = await createProductAs(agent, { name, price, vatIncluded: true, vatRate: 21 });
    return { seller, agent, product };
  };
  const buyerAgent = async (buyer: BuyerFixture) => loggedIn(server, buyer.username);
  const listOf = async (agent: TestAgent, list: string) => (await agent.get(`${lists}/${list}`)).json() as Schemas['OrderList'];
  const send = (agent: TestAgent, list: string, key: string, body: Record<string, unknown> = {}) =>
    agent.request({ method: 'POST', url: `${lists}/${list}/send`, payload: body, headers: { 'idempotency-key': key } });

  it('keeps a line with what the buyer saw, and tells a price up, out of stock, disabled, deleted and a seller gone quiet', async () => {
    const buyer = await createBuyer(server);
    const agent = await buyerAgent(buyer);
    const coffee = await sellerWith('Cafea boabe 1 kg', 121);
    const milk = await sellerWith('Lapte 3,5% 1 l', 12.1);
    const sugar = await sellerWith('Zahăr 1 kg', 6.05);
    const oil = await sellerWith('Ulei 5 l', 60.5);

    for (const { product } of [coffee, milk, sugar, oil]) {
      const added = await agent.post(`${lists}/${buyer.favorite}/lines`, { product: product.uuid, quantity: 2, note: 'Luni' });
      expect(added.statusCode).toBe(201);
    }
    const again = await agent.post(`${lists}/${buyer.favorite}/lines`, { product: coffee.product.uuid });
    expect(again.statusCode).toBe(200);
    const before = await listOf(agent, buyer.favorite);
    expect(before.lines.map((line) => [line.name, line.state, line.quantity, line.seen])).toEqual([
      ['Cafea boabe 1 kg', 'AVAILABLE', 2, { net: 100, gross: 121 }],
      ['Lapte 3,5% 1 l', 'AVAILABLE', 2, { net: 10, gross: 12.1 }],
      ['Zahăr 1 kg', 'AVAILABLE', 2, { net: 5, gross: 6.05 }],
      ['Ulei 5 l', 'AVAILABLE', 2, { net: 50, gross: 60.5 }],
    ]);

    await coffee.agent.put(`${productService}/product/${coffee.product.uuid}`, { ...(await productOf(coffee.agent, coffee.product.uuid)), price: 133.1 });
    await milk.agent.put(`${productService}/product/${milk.product.uuid}`, { ...(await productOf(milk.agent, milk.product.uuid)), inStock: false });
    await sugar.agent.put(`${productService}/product/${sugar.product.uuid}`, { ...(await productOf(sugar.agent, sugar.product.uuid)), isEnabled: false });
    await oil.agent.delete(`${productService}/product/${oil.product.uuid}`);

    const after = await listOf(agent, buyer.favorite);
    expect(after.lines.map((line) => [line.name, line.state, line.priceChange ?? null])).toEqual([
      ['Cafea boabe 1 kg', 'AVAILABLE', { net: 10, gross: 12.1 }],
      ['Lapte 3,5% 1 l', 'OUT_OF_STOCK', null],
      ['Zahăr 1 kg', 'DISABLED', null],
      ['Ulei 5 l', 'DELETED', null],
    ]);
    expect(after.lines[3]?.current).toBeUndefined();

    await server.database.db.updateTable('users').set({ is_enabled: false }).where('uuid', '=', milk.seller.uuid).execute();
    expect((await listOf(agent, buyer.favorite)).lines[1]?.state).toBe('SELLER_INACTIVE');

    const seen = (await agent.post(`${lists}/${buyer.favorite}/seen`)).json() as Schemas['OrderList'];
    expect(seen.lines[0]).toMatchObject({ seen: { net: 110, gross: 133.1 } });
    expect(seen.lines[0]?.priceChange).toBeUndefined();
    expect(seen.lines[3]).toMatchObject({ name: 'Ulei 5 l', state: 'DELETED', seen: { gross: 60.5 } });
  });

  it('totals each seller without and with TVA against their minimum order, counting only what can be sent', async () => {
    const buyer = await createBuyer(server);
    const agent = await buyerAgent(buyer);
    const wine = await sellerWith('Vin roșu 0,75 l', 24.2, 300);
    const second = await createProductAs(wine.agent, { name: 'Vin alb 0,75 l', price: 36.3, vatIncluded: true, vatRate: 21 });
    await agent.post(`${lists}/${buyer.favorite}/lines`, { product: wine.product.uuid, quantity: 6 });
    await agent.post(`${lists}/${buyer.favorite}/lines`, { product: second.uuid, quantity: 2.5 });

    const [total] = (await listOf(agent, buyer.favorite)).totals;
    expect(total).toMatchObject({ lines: 2, sendable: 2, net: 195, gross: 235.95, minimumOrder: 300, belowMinimum: true });
  });

  it('creates lists by name, refuses a second of the same name and deleting "Favorite", and reorders lines only when each is named once', async () => {
    const buyer = await createBuyer(server);
    const agent = await buyerAgent(buyer);
    const created = await agent.post(lists, { name: 'Săptămâna 49', location: buyer.location });
    expect(created.statusCode).toBe(201);
    const week = created.json() as Schemas['OrderList'];
    expect(week).toMatchObject({ name: 'Săptămâna 49', location: buyer.location, isDefault: false, lines: [] });
    expect((await agent.post(lists, { name: 'SĂPTĂMÂNA 49' })).json()).toMatchObject({ code: 'ORDER_LIST_NAME_TAKEN', errors: [{ field: 'name' }] });
    expect((await agent.delete(`${lists}/${buyer.favorite}`)).json()).toMatchObject({ code: 'DEFAULT_ORDER_LIST_KEPT' });
    expect((await agent.post(lists, { name: 'Alta', location: randomUUID() })).json()).toMatchObject({ code: 'LOCATION_NOT_FOUND' });

    const first = await sellerWith('Făină 50 kg', 150);
    const other = await createProductAs(first.agent, { name: 'Drojdie 500 g', price: 9 });
    const a = ((await agent.post(`${lists}/${week.uuid}/lines`, { product: first.product.uuid })).json() as Schemas['OrderLine']).uuid;
    const b = ((await agent.post(`${lists}/${week.uuid}/lines`, { product: other.uuid })).json() as Schemas['OrderLine']).uuid;
    expect((await agent.put(`${lists}/${week.uuid}/order`, { lines: [b] })).json()).toMatchObject({ code: 'ORDER_LINES_MISMATCH' });
    expect((await agent.put(`${lists}/${week.uuid}/order`, { lines: [b, b] })).json()).toMatchObject({ code: 'ORDER_LINES_MISMATCH' });
    const reordered = (await agent.put(`${lists}/${week.uuid}/order`, { lines: [b, a] })).json() as Schemas['OrderList'];
    expect(reordered.lines.map((line) => line.name)).toEqual(['Drojdie 500 g', 'Făină 50 kg']);

    const changed = await agent.put(`${lists}/${week.uuid}/lines/${a}`, { quantity: 3.25, note: 'Tip 000' });
    expect(changed.json()).toMatchObject({ quantity: 3.25, note: 'Tip 000' });
    expect((await agent.delete(`${lists}/${week.uuid}/lines/${a}`)).statusCode).toBe(204);
    expect((await agent.delete(`${lists}/${week.uuid}/lines/${a}`)).json()).toMatchObject({ code: 'ORDER_LINE_NOT_FOUND' });

    const summaries = (await agent.get(lists)).json() as Schemas['OrderLists'];
    expect(summaries.lists.map((list) => [list.name, list.isDefault, list.lineCount])).toEqual([
      ['Favorite', true, 0],
      ['Săptămâna 49', false, 1],
    ]);
    expect((await agent.delete(`${lists}/${week.uuid}`)).statusCode).toBe(204);
  });

  it('refuses a product that does not show, and a line past 500', async () => {
    const buyer = await createBuyer(server);
    const agent = await buyerAgent(buyer);
    const hidden = await sellerWith('Ascuns', 10);
    await hidden.agent.put(`${productService}/product/${hidden.product.uuid}`, { ...(await productOf(hidden.agent, hidden.product.uuid)), isEnabled: false });
    expect((await agent.post(`${lists}/${buyer.favorite}/lines`, { product: hidden.product.uuid })).json()).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      errors: [{ field: 'product' }],
    });

    const many = await sellerWith('Pahar 0', 1);
    const uuids = await server.database.db
      .insertInto('products')
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          owner_uuid: many.seller.uuid,
          name: `Pahar ${index + 1}`,
          name_key: `pahar ${index + 1}`,
          description: 'Pahar de apă',
          price: 1,
          vat_included: true,
          in_stock: true,
          negotiable: false,
          is_deliverable: true,
          sell_type: 'buc',
          package_type: 'Individual',
          city: 'Cluj-Napoca',
          phone: '0721000111',
          is_enabled: true,
        })),
      )
      .returning('uuid')
      .execute();
    await server.database.db
      .insertInto('order_lines')
      .values(
        uuids.map((row, position) => ({
          list_uuid: buyer.favorite,
          position,
          product_uuid: row.uuid,
          seen_name: 'Pahar',
          seen_seller_uuid: many.seller.uuid,
          seen_seller_name: 'x',
          seen_unit: 'buc',
          seen_net: 1,
          seen_gross: 1,
        })),
      )
      .execute();
    expect((await agent.post(`${lists}/${buyer.favorite}/lines`, { product: many.product.uuid })).json()).toMatchObject({ code: 'ORDER_LIST_FULL' });
    expect((await listOf(agent, buyer.favorite)).lines).toHaveLength(500);
  });

  it('sends a list to each of its sellers once, whatever the presses, and each seller sees and answers only their own', async () => {
    const buyer = await createBuyer(server);
    const colleague = await createBuyer(server, { company: buyer });
    const agent = await buyerAgent(buyer);
    const sellers = [await sellerWith('Cafea 1 kg', 100), await sellerWith('Ceai 100 plicuri', 30), await sellerWith('Apă 0,5 l', 2)];
    const gone = await createProductAs(sellers[0]!.agent, { name: 'Cafea decofeinizată', price: 120 });
    for (const [index, { product }] of sellers.entries())
      await agent.post(`${lists}/${buyer.favorite}/lines`, { product: product.uuid, quantity: index + 1, note: `notă ${index}` });
    await agent.post(`${lists}/${buyer.favorite}/lines`, { product: gone.uuid });
    await sellers[0]!.agent.delete(`${productService}/product/${gone.uuid}`);

    const key = randomUUID();
    // A double press: the same request twice at once.
    const body = { message: 'Livrare marți dimineață' };
    const presses = await Promise.all([send(agent, buyer.favorite, key, body), send(agent, buyer.favorite, key, body)]);
    expect(
      presses.map((press) => press.statusCode),
      presses[0]?.body,
    ).toEqual([201, 201]);
    const [first, second] = presses.map((press) => press.json() as Schemas['OrderSending']);
    expect(second?.uuid).toBe(first?.uuid);
    expect(first?.inquiries).toHaveLength(3);
    expect(second?.inquiries.map((inquiry) => inquiry.uuid).sort()).toEqual(first?.inquiries.map((inquiry) => inquiry.uuid).sort());
    const skipped = [...(first?.skipped ?? []), ...(second?.skipped ?? [])];
    expect(skipped).toEqual([expect.objectContaining({ name: 'Cafea decofeinizată', state: 'DELETED' })]);
    expect(await server.database.db.selectFrom('inquiries').select('uuid').where('company_uuid', '=', buyer.company).execute()).toHaveLength(3);

    const mail = await server.inbox.waitFor(sellers[1]!.seller.email, /Cerere nouă C-\d{6} de la Restaurant/);
    expect(mail.text).toMatch(/Ceai 100 plicuri: cantitate 2 \(kg\), preț văzut 30,00\sRON cu TVA \(24,79\sRON fără TVA\)\. Notă: notă 1/);
    expect(mail.text).toContain('Livrare la: Bistro Centru, Str. Memorandumului 1, Cluj-Napoca.');
    expect(mail.text).toContain('nu este o comandă fermă');
    expect(server.inbox.mailsTo(sellers[1]!.seller.email).filter((received) => /Cerere nouă/.test(received.subject))).toHaveLength(1);

    expect((await send(agent, randomUUID(), key)).json()).toMatchObject({ code: 'ORDER_LIST_NOT_FOUND' });
    const other = (await agent.post(lists, { name: 'Alta' })).json() as Schemas['OrderList'];
    expect((await send(agent, other.uuid, key)).json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await send(agent, other.uuid, randomUUID())).json()).toMatchObject({ code: 'ORDER_LIST_EMPTY' });

    const received = (await sellers[1]!.agent.get(`${productService}/inquiries/received`)).json() as Schemas['InquiryPage'];
    expect(received.totalItems).toBe(1);
    const inquiry = received.inquiries[0]!;
    expect(inquiry).toMatchObject({
      status: 'NEW',
      message: 'Livrare marți dimineață',
      listName: 'Favorite',
      lines: [{ name: 'Ceai 100 plicuri', quantity: 2, gross: 30, note: 'notă 1' }],
      buyer: { contact: { email: buyer.email }, location: { city: 'Cluj-Napoca' } },
    });
    expect((await sellers[0]!.agent.post(`${productService}/inquiries/${inquiry.uuid}/seen`)).json()).toMatchObject({ code: 'INQUIRY_NOT_FOUND' });
    expect((await sellers[1]!.agent.post(`${productService}/inquiries/${inquiry.uuid}/seen`)).json()).toMatchObject({ status: 'SEEN' });

    const colleagueAgent = await buyerAgent(colleague);
    const sent = async () => ((await colleagueAgent.get(`${productService}/inquiries/sent`)).json() as Schemas['InquiryPage']).inquiries;
    expect((await sent()).find((item) => item.uuid === inquiry.uuid)?.status).toBe('SEEN');

    const answered = await sellers[1]!.agent.put(`${productService}/inquiries/${inquiry.uuid}/answer`, { status: 'CONFIRMED', answer: 'Livrăm marți.' });
    expect(answered.json()).toMatchObject({ status: 'CONFIRMED', answer: 'Livrăm marți.' });
    expect((await sellers[1]!.agent.put(`${productService}/inquiries/${inquiry.uuid}/answer`, { status: 'REFUSED' })).json()).toMatchObject({
      code: 'INQUIRY_ALREADY_ANSWERED',
    });
    expect((await server.inbox.waitFor(buyer.email, /Cererea C-\d{6} a fost confirmată/)).text).toContain('Livrăm marți.');
    expect((await sent()).find((item) => item.uuid === inquiry.uuid)?.status).toBe('CONFIRMED');
  });

  it("delays the sellers' mail while the mail server refuses for ten minutes, and loses none", async () => {
    const buyer = await createBuyer(server);
    const agent = await buyerAgent(buyer);
    const sellers = [await sellerWith('Smântână 1 l', 20), await sellerWith('Unt 5 kg', 180)];
    for (const { product } of sellers) await agent.post(`${lists}/${buyer.favorite}/lines`, { product: product.uuid });
    const { db } = server.database;
    const owedTo = async () =>
      db
        .selectFrom('mail_outbox')
        .select(['sent_at', 'attempts'])
        .where(
          sql`message ->> 'to'`,
          'in',
          sellers.map(({ seller }) => seller.email),
        )
        .execute();

    server.inbox.mode = 'refuse';
    try {
      expect((await send(agent, buyer.favorite, randomUUID())).statusCode).toBe(201);
      await vi.waitFor(async () => expect((await owedTo()).every((mail) => mail.attempts >= 1)).toBe(true), { timeout: 10_000 });
      // Ten minutes pass, a minute at a time; at each, whatever is due is tried again and refused.
      for (let minute = 1; minute <= 10; minute += 1) {
        await sql`UPDATE mail_outbox SET send_after = send_after - interval '1 minute' WHERE sent_at IS NULL`.execute(db);
        await deliverOwedMail(db, mailer, silentLog);
      }
      const waiting = await owedTo();
      expect(waiting.map((mail) => mail.sent_at)).toEqual([null, null]);
      expect(waiting.every((mail) => mail.attempts >= 4)).toBe(true);
    } finally {
      server.inbox.mode = 'accept';
    }
    // The server answers again; the mail goes when its wait is over.
    await sql`UPDATE mail_outbox SET send_after = now() WHERE sent_at IS NULL`.execute(db);
    await deliverOwedMail(db, mailer, silentLog);
    for (const { seller } of sellers) expect((await server.inbox.waitForCount(seller.email, /Cerere nouă/, 1)).length).toBe(1);
    expect((await owedTo()).every((mail) => mail.sent_at !== null)).toBe(true);
    for (const { seller } of sellers) expect(server.inbox.mailsTo(seller.email).filter((mail) => /Cerere nouă/.test(mail.subject))).toHaveLength(1);
  });

  it("keeps each company's lists and inquiries its own", async () => {
    const buyer = await createBuyer(server);
    const stranger = await buyerAgent(await createBuyer(server));
    const seller = await sellerWith('Pâine', 5);
    const admin = await createAdmin(server, 'adminliste');
    const adminAgent = await loggedIn(server, admin.username, adminPassword);
    const agent = await buyerAgent(buyer);
    await agent.post(`${lists}/${buyer.favorite}/lines`, { product: seller.product.uuid });

    expect((await stranger.get(`${lists}/${buyer.favorite}`)).json()).toMatchObject({ code: 'ORDER_LIST_NOT_FOUND' });
    expect((await stranger.post(`${lists}/${buyer.favorite}/lines`, { product: seller.product.uuid })).json()).toMatchObject({
      code: 'ORDER_LIST_NOT_FOUND',
    });
    expect((await adminAgent.get(`${lists}/${buyer.favorite}`)).statusCode).toBe(403);
    expect((await seller.agent.get(lists)).statusCode).toBe(403);
    expect((await agent.get(`${productService}/inquiries/received`)).statusCode).toBe(403);
    expect((await agent.post(`${productService}/product`, productInput())).statusCode).toBe(403);
    expect((await listOf(agent, buyer.favorite)).lines).toHaveLength(1);
  });
});

async function productOf(agent: TestAgent, uuid: string): Promise<Record<string, unknown>> {
  const page = (await agent.get(`${productService}/product?perPage=48&page=0`)).json() as { products: Record<string, unknown>[] };
  const product = page.products.find((candidate) => candidate.uuid === uuid);
  if (!product) throw new Error(`product ${uuid} not found`);
  return product;
}
