import type { Kysely } from 'kysely';
import { seedDemoBuyer } from './demo-buyer';
import { phoneKey } from '../../openapi/domain/field-rules';
import type { DatabaseSchema } from '../db/schema';
import { hashPassword } from '../security/passwords';
import { ensureAdmin } from '../services/auth/accounts/admin-bootstrap';
import { recordEverything } from '../services/catalogue/catalogue-feed';
import { indexProducts, tidySearchTables } from '../services/catalogue/index-writer';
import { matchingName } from '../services/catalogue/matching-name';
import { columnsOfFields, type ProductFieldValues } from '../services/catalogue/product-fields';
import { processPhoto } from '../services/product/photos/photo-processing';
import { storePhoto } from '../services/product/photos/photo-writes';
import { demoPhoto } from './demo-photos';
import { demoAdmin, demoDeliveryTerms, demoModerator, demoSellerPassword, demoSellers, type DemoSeller } from './demo-catalogue';
import { randomSequence } from './random-sequence';
import { demoProductData } from './demo-product-data';

type DemoProduct = ProductFieldValues & { updatedAt: Date };

/** Every line of a seller in each of its variants: about 60 products per seller. */
function demoProductsOf(seller: DemoSeller, seed: number, now = new Date()): DemoProduct[] {
  const random = randomSequence(seed);
  const products: DemoProduct[] = [];
  for (const [name, description, sellType, packageType, minPrice, maxPrice] of seller.items) {
    for (const variant of seller.variants) {
      const price = Math.round((minPrice + random() * (maxPrice - minPrice)) * 100) / 100;
      products.push({
        name: `${name} – ${variant}`,
        description,
        price: Math.max(price, 0.5),
        vatIncluded: random() > 0.25,
        inStock: random() > 0.2,
        negotiable: random() > 0.7,
        isDeliverable: random() > 0.3,
        sellType,
        packageType,
        city: seller.cities[Math.floor(random() * seller.cities.length)] as string,
        phone: seller.phone,
        isEnabled: random() > 0.05,
        updatedAt: new Date(now.getTime() - Math.floor(random() * 120 * 24 * 60 * 60 * 1000)),
        ...demoProductData(seller, { name, variant, sellType }, random),
      });
    }
  }
  return products;
}

export interface SeedResult {
  sellers: number;
  products: number;
}

/** Seeds the demo admin, sellers and catalogue in one transaction, if no user exists yet. */
export async function seedDemo(db: Kysely<DatabaseSchema>): Promise<SeedResult | undefined> {
  const existing = await db.selectFrom('users').select('uuid').limit(1).executeTakeFirst();
  if (existing) return undefined;
  const passwordHash = await hashPassword(demoSellerPassword);
  // Drawn and processed before the transaction, side by side: sharp works off the event loop.
  const photos = await Promise.all(
    demoSellers.map((seller, position) =>
      Promise.all(seller.items.map(async ([name, , , packageType]) => processPhoto(await demoPhoto(position, name, packageType)))),
    ),
  );
  const seeded = await db.transaction().execute(async (trx) => {
    await ensureAdmin(trx, { ...demoAdmin, phone: '0700000001' }, { published: true });
    await ensureAdmin(trx, { ...demoModerator, phone: '0700000002' }, { published: true });
    let products = 0;
    for (const [position, seller] of demoSellers.entries()) {
      const { uuid } = await trx
        .insertInto('users')
        .values({
          username: seller.username,
          email: `${seller.username}@cataloghoreca.local`,
          phone: seller.phone,
          phone_key: phoneKey(seller.phone),
          first_name: seller.firstName,
          last_name: seller.lastName,
          seller_name: seller.sellerName,
          seller_identifier: seller.sellerIdentifier,
          description: seller.description,
          delivery_terms: demoDeliveryTerms(seller, position),
          password_hash: passwordHash,
          role: 'SELLER_HORECA',
          is_verified: true,
          is_enabled: true,
        })
        .returning('uuid')
        .executeTakeFirstOrThrow();
      const rows = demoProductsOf(seller, position + 1);
      const inserted = await trx
        .insertInto('products')
        .values(
          rows.map((row) => ({
            owner_uuid: uuid,
            ...columnsOfFields(row),
            name_key: matchingName(row.name),
            created_at: row.updatedAt,
            updated_at: row.updatedAt,
          })),
        )
        .returning('uuid')
        .execute();
      await indexProducts(
        trx,
        inserted.map((row) => row.uuid),
      );
      // The first variant of each line has a photo, so the catalogue shows products with and without.
      for (const [line, photo] of (photos[position] ?? []).entries()) {
        const product = inserted[line * seller.variants.length];
        if (product) await storePhoto(trx, product.uuid, photo, 0);
      }
      products += inserted.length;
    }
    await seedDemoBuyer(
      trx,
      passwordHash,
      demoSellers.slice(0, 3).map((seller) => seller.username),
    );
    // Every search process reads the seeded catalogue, not only those that start after it.
    await recordEverything(trx);
    return { sellers: demoSellers.length, products };
  });
  await tidySearchTables(db);
  return seeded;
}
