import { sql, type Kysely } from 'kysely';
import { phoneKey } from '../../openapi/domain/field-rules';
import { defaultListName } from '../../openapi/domain/order-texts';
import { productPrices } from '../../openapi/domain/product-prices';
import type { DatabaseSchema } from '../db/schema';

/** The demo restaurant (issue #50): a buyer with two locations, two lists and an inquiry sent. Its password is the sellers'. */
export const demoBuyer = {
  username: 'restaurant',
  email: 'restaurant@cataloghoreca.local',
  phone: '0700000010',
  firstName: 'Elena',
  lastName: 'Dumitrescu',
  company: 'Bistro La Doi Pași SRL',
  identifier: 'RO18547290',
} as const;

/**
 * Seeds the demo restaurant: "Favorite" with a product from each of `sellers`, one of
 * them cheaper when it was added (so the list shows a price that went up), and "Comanda de luni"
 * for the first location; the first of `sellers` has an inquiry from it to answer.
 */
export async function seedDemoBuyer(trx: Kysely<DatabaseSchema>, passwordHash: string, sellers: readonly string[]): Promise<void> {
  const user = await trx
    .insertInto('users')
    .values({
      username: demoBuyer.username,
      email: demoBuyer.email,
      phone: demoBuyer.phone,
      phone_key: phoneKey(demoBuyer.phone),
      first_name: demoBuyer.firstName,
      last_name: demoBuyer.lastName,
      seller_name: demoBuyer.company,
      seller_identifier: demoBuyer.identifier,
      password_hash: passwordHash,
      role: 'BUYER_HORECA',
      is_verified: true,
      is_enabled: true,
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  const company = await trx
    .insertInto('buyer_companies')
    .values({ name: demoBuyer.company, identifier: demoBuyer.identifier })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  await trx.insertInto('buyer_members').values({ user_uuid: user.uuid, company_uuid: company.uuid, membership: 'OWNER' }).execute();
  const [centre] = await trx
    .insertInto('buyer_locations')
    .values([
      { company_uuid: company.uuid, position: 0, name: 'Bistro Centru', city: 'București', address: 'Str. Lipscani 12' },
      { company_uuid: company.uuid, position: 1, name: 'Bistro Floreasca', city: 'București', address: 'Calea Floreasca 100' },
    ])
    .returning('uuid')
    .execute();
  const lists = await trx
    .insertInto('order_lists')
    .values([
      { company_uuid: company.uuid, name: defaultListName, is_default: true },
      { company_uuid: company.uuid, name: 'Comanda de luni', location_uuid: centre?.uuid ?? null },
    ])
    .returning(['uuid', 'is_default'])
    .execute();
  // The first product, by name, of each of `sellers`, in their order.
  const products = await sql<{
    uuid: string;
    name: string;
    price: number;
    vat_included: boolean;
    vat_rate: number | null;
    sell_type: string;
    owner_uuid: string;
    seller_name: string;
  }>`
    SELECT DISTINCT ON (wanted.position) p.uuid, p.name, p.price, p.vat_included, p.vat_rate, p.sell_type, p.owner_uuid, u.seller_name
    FROM unnest(${[...sellers]}::text[]) WITH ORDINALITY AS wanted (username, position)
    JOIN users u ON u.username = wanted.username
    JOIN products p ON p.owner_uuid = u.uuid
    ORDER BY wanted.position, p.name
  `.execute(trx);
  for (const list of lists) {
    const lines = products.rows.map((product, position) => {
      const { net, gross } = productPrices({
        price: product.price,
        vatIncluded: product.vat_included,
        ...(product.vat_rate !== null ? { vatRate: product.vat_rate } : {}),
      });
      // The favourite's first line was added when it cost a tenth less.
      const seen = list.is_default && position === 0 ? 0.9 : 1;
      return {
        list_uuid: list.uuid,
        position,
        product_uuid: product.uuid,
        quantity: list.is_default ? 1 : position + 2,
        note: list.is_default ? '' : 'Livrare până la 10:00',
        seen_name: product.name,
        seen_seller_uuid: product.owner_uuid,
        seen_seller_name: product.seller_name,
        seen_unit: product.sell_type,
        seen_net: Math.round(net * seen * 100) / 100,
        seen_gross: Math.round(gross * seen * 100) / 100,
      };
    });
    if (lines.length > 0) await trx.insertInto('order_lines').values(lines).execute();
  }
  const weekly = lists.find((list) => !list.is_default);
  const first = products.rows[0];
  if (!weekly || !first) return;
  const sending = await trx
    .insertInto('order_sendings')
    .values({ company_uuid: company.uuid, idempotency_key: 'demo-seed', list_uuid: weekly.uuid, sent_by: user.uuid })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  const { net, gross } = productPrices({
    price: first.price,
    vatIncluded: first.vat_included,
    ...(first.vat_rate !== null ? { vatRate: first.vat_rate } : {}),
  });
  const inquiry = await trx
    .insertInto('inquiries')
    .values({
      sending_uuid: sending.uuid,
      company_uuid: company.uuid,
      seller_uuid: first.owner_uuid,
      seller_name: first.seller_name,
      list_name: 'Comanda de luni',
      buyer: {
        company: demoBuyer.company,
        identifier: demoBuyer.identifier,
        location: { name: 'Bistro Centru', city: 'București', address: 'Str. Lipscani 12' },
        contact: { name: `${demoBuyer.firstName} ${demoBuyer.lastName}`, email: demoBuyer.email, phone: demoBuyer.phone },
      },
      message: 'Vă rugăm să livrați luni dimineață.',
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('inquiry_lines')
    .values({
      inquiry_uuid: inquiry.uuid,
      position: 0,
      product_uuid: first.uuid,
      name: first.name,
      unit: first.sell_type,
      quantity: 2,
      net,
      gross,
      note: 'Livrare până la 10:00',
    })
    .execute();
}
