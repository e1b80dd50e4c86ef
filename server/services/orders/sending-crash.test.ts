import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../../../openapi/runtime-config';
import type { components } from '../../../openapi/generated/product';
import type { Database } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { processTargets, until } from '../../testing/process-targets';
import { HttpSession, startServerProcess } from '../../testing/server-process';
import { SmtpInbox } from '../../testing/smtp-inbox';
import { createBuyer, createSeller, sellerPassword, type BuyerFixture } from '../../testing/test-server';

/** A buyer whose "Favorite" holds one product of each of three sellers, written before any server runs. */
async function seeded(database: Database): Promise<{ buyer: BuyerFixture; sellers: string[] }> {
  await migrateToLatest(database.db);
  const buyer = await createBuyer({ database });
  const sellers = [];
  for (const [position, name] of ['Cafea 1 kg', 'Ceai verde', 'Apă plată 0,5 l'].entries()) {
    const seller = await createSeller({ database });
    const product = await database.db
      .insertInto('products')
      .values({
        owner_uuid: seller.uuid,
        name,
        name_key: name.toLowerCase(),
        description: 'Pentru restaurant',
        price: 10 * (position + 1),
        vat_included: true,
        in_stock: true,
        negotiable: false,
        is_deliverable: true,
        sell_type: 'buc',
        package_type: 'Individual',
        city: 'Cluj-Napoca',
        phone: '0721000111',
        is_enabled: true,
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('order_lines')
      .values({
        list_uuid: buyer.favorite,
        position,
        product_uuid: product.uuid,
        quantity: 2,
        seen_name: name,
        seen_seller_uuid: seller.uuid,
        seen_seller_name: 'x',
        seen_unit: 'buc',
        seen_net: 1,
        seen_gross: 1,
      })
      .execute();
    sellers.push(seller.email);
  }
  return { buyer, sellers };
}

async function signedIn(url: string, username: string): Promise<HttpSession> {
  const session = new HttpSession();
  const login = await session.request(`${url}/svc/auth/api/auth/login`, {
    method: 'POST',
    body: { username, password: sellerPassword, recaptchaToken: localCaptchaToken },
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return session;
}

const send = async (session: HttpSession, url: string, list: string, key: string) => {
  const response = await session.request(`${url}/svc/product/order-lists/${list}/send`, { method: 'POST', body: {}, headers: { 'idempotency-key': key } });
  expect(response.status).toBe(201);
  return (await response.json()) as components['schemas']['OrderSending'];
};

describe.each(processTargets('sending-crash'))('a process killed while sending a list, on $engine (issue #50, decision 053)', (target) => {
  it.skipIf(target.skipReason !== undefined)(
    target.skipReason
      ? `SKIPPED: ${target.skipReason}`
      : 'loses no inquiry, and the next process sends each seller their mail once; the buyer pressing again sends nothing more',
    async () => {
      const { env, open, cleanup } = await target.setup();
      const inbox = await SmtpInbox.start();
      try {
        const before = await open();
        const { buyer, sellers } = await seeded(before).finally(() => before.close());
        const serverEnv = { ...env, SMTP_URL: inbox.url, AUTH_RATE_LIMIT: '1000' };

        // The first process commits the sending, then hangs on the mail server with the first mail, and dies.
        inbox.mode = 'hold';
        const first = await startServerProcess(serverEnv);
        const key = randomUUID();
        const sending = await send(await signedIn(first.url, buyer.username), first.url, buyer.favorite, key);
        expect(sending.inquiries).toHaveLength(3);
        await until(() => inbox.held >= 1, 30_000);
        await first.stop('SIGKILL');

        const between = await open();
        try {
          expect(await between.db.selectFrom('inquiries').select('uuid').execute()).toHaveLength(3);
          const owed = await between.db.selectFrom('mail_outbox').select(['sent_at']).execute();
          expect(owed).toHaveLength(3);
          expect(owed.filter((row) => row.sent_at !== null)).toHaveLength(0);
          // The dead process's lease on the mail it held runs out.
          await sql`UPDATE mail_outbox SET held_until = now() - interval '1 second', send_after = now()`.execute(between.db);
        } finally {
          await between.close();
        }

        // The buyer, not having seen the answer, presses again on the next process: the same sending, nothing new.
        inbox.mode = 'accept';
        const second = await startServerProcess(serverEnv);
        const again = await send(await signedIn(second.url, buyer.username), second.url, buyer.favorite, key);
        expect(again.uuid).toBe(sending.uuid);
        expect(again.inquiries.map((inquiry) => inquiry.uuid).sort()).toEqual(sending.inquiries.map((inquiry) => inquiry.uuid).sort());
        for (const seller of sellers) await inbox.waitFor(seller, /Cerere nouă C-\d{6}/, 30_000);
        await second.stop();

        for (const seller of sellers) expect(inbox.mailsTo(seller).filter((mail) => /Cerere nouă/.test(mail.subject))).toHaveLength(1);
        const after = await open();
        try {
          expect(await after.db.selectFrom('inquiries').select('uuid').execute()).toHaveLength(3);
          expect((await after.db.selectFrom('mail_outbox').select('sent_at').execute()).filter((row) => row.sent_at === null)).toHaveLength(0);
        } finally {
          await after.close();
        }
      } finally {
        await inbox.close();
        await cleanup();
      }
    },
    180_000,
  );
});
