import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { phoneKey } from '../../openapi/domain/field-rules';
import type { DatabaseSchema, MailTokenPurpose } from '../../server/db/schema';
import { limitedClient } from '../../server/security/client-address';
import { hashOpaqueToken } from '../../server/security/opaque-tokens';
import { hashPassword } from '../../server/security/passwords';
import { storedRecoveryCode } from '../../server/security/recovery-codes';
import { seal } from '../../server/security/secret-box';
import { newTotpSecret } from '../../server/security/totp';
import { indexProducts } from '../../server/services/catalogue/index-writer';
import { matchingName } from '../../server/services/catalogue/matching-name';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  admin,
  alertIds,
  ana,
  buyerIds,
  invitationOfRadu,
  mihai,
  radu,
  anaPhoneSession,
  bob,
  ioana,
  loginStepOfAna,
  mailTokens,
  moderationIds,
  passkeyOfAna,
  photoIds,
  photoImages,
  productIds,
  recoveryCodeOfAna,
  refreshTokenOfAna,
  states,
} from '../fixtures';

type Db = Kysely<DatabaseSchema>;
type Person = typeof ana;

/** Every state starts from an empty catalogue, so interactions never see each other's data. */
async function reset(db: Db): Promise<void> {
  await sql`TRUNCATE users, contact_messages, moderation_log, buyer_companies, order_sendings, saved_searches CASCADE`.execute(db);
  await db.updateTable('search_index_status').set({ rebuilding: false, last_rebuild_started_at: null, last_rebuild_finished_at: null }).execute();
}

async function createUser(
  db: Db,
  person: Person,
  options: { role?: 'ADMIN_HORECA' | 'SELLER_HORECA' | 'BUYER_HORECA'; verified?: boolean; blockedUntil?: Date } = {},
) {
  await db
    .insertInto('users')
    .values({
      uuid: person.uuid,
      username: person.username,
      email: person.email,
      phone: person.phone,
      phone_key: phoneKey(person.phone),
      first_name: 'Ana',
      last_name: 'Popescu',
      seller_name: 'Cafeneaua Anei SRL',
      seller_identifier: 'RO12345674',
      description: 'Cafea de specialitate',
      password_hash: await hashPassword(person.password),
      role: options.role ?? 'SELLER_HORECA',
      is_verified: options.verified ?? true,
      is_enabled: true,
    })
    .execute();
  if (options.blockedUntil) {
    // Blocked from the addresses the verifier calls from (decision 015 counts per address).
    const until = options.blockedUntil;
    await db
      .insertInto('login_failures')
      .values(
        ['127.0.0.1', '::1'].map(limitedClient).map((client) => ({
          account_key: person.uuid,
          client,
          failures: 5,
          blocked_until: until,
          updated_at: new Date(),
        })),
      )
      .execute();
  }
  // A live session, named by the person's uuid, for the placeholder access tokens (placeholder-sessions.ts).
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: hashOpaqueToken(`placeholder-session-${person.uuid}`),
      family_id: person.uuid,
      user_uuid: person.uuid,
      expires_at: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })
    .execute();
  // An administrator's session has passed its second factor, as the product requires (decision 023).
  if (options.role === 'ADMIN_HORECA') await db.insertInto('sessions').values({ id: person.uuid, user_uuid: person.uuid, second_factor: 'totp' }).execute();
}

async function createMailToken(db: Db, person: Person, purpose: MailTokenPurpose, token: string) {
  await db
    .insertInto('mail_tokens')
    .values({ token_hash: hashOpaqueToken(token), user_uuid: person.uuid, purpose, expires_at: new Date(Date.now() + 60 * 60 * 1000) })
    .execute();
}

/**
 * Radu's company (issue #50): its location, a member (mihai) and an open invitation, "Favorite"
 * holding ana's first product as radu saw it, an empty "Comanda de luni", and an inquiry it sent ana.
 */
/** Radu's saved search and watch, and a visitor's unconfirmed search (issue #52). */
async function radusAlerts(db: Db): Promise<void> {
  const criteria = JSON.stringify({ name: 'cafea', city: 'Toate', filter: [], sort: ['NO_SORT'] });
  const due = new Date(Date.now() + 86_400_000);
  await db
    .insertInto('saved_searches')
    .values([
      {
        uuid: alertIds.search,
        user_uuid: radu.uuid,
        name: 'Cafea',
        criteria,
        frequency: 'DAILY',
        confirmed_at: new Date(),
        unsubscribe_token: alertIds.unsubscribeToken,
        next_due_at: due,
      },
      {
        email: 'vizitator@exemplu.ro',
        name: 'Cafea',
        criteria,
        frequency: 'WEEKLY',
        confirm_token_hash: hashOpaqueToken(alertIds.confirmToken),
        unsubscribe_token: `${alertIds.unsubscribeToken}-vizitator`,
        next_due_at: due,
      },
    ])
    .execute();
  await db
    .insertInto('product_watches')
    .values({
      user_uuid: radu.uuid,
      product_uuid: productIds[0],
      on_price_drop: true,
      on_back_in_stock: false,
      seen_gross: 89.9,
      seen_in_stock: true,
      unsubscribe_token: `${alertIds.unsubscribeToken}-ceas`,
    })
    .execute();
}

async function radusCompany(db: Db): Promise<void> {
  await db.insertInto('buyer_companies').values({ uuid: buyerIds.company, name: 'Bistro Radu SRL', identifier: 'RO18547290' }).execute();
  await db.insertInto('buyer_members').values({ user_uuid: radu.uuid, company_uuid: buyerIds.company, membership: 'OWNER' }).execute();
  await db
    .insertInto('buyer_locations')
    .values({
      uuid: buyerIds.location,
      company_uuid: buyerIds.company,
      position: 0,
      name: 'Bistro Centru',
      city: 'Cluj-Napoca',
      address: 'Str. Memorandumului 1',
    })
    .execute();
  await db
    .insertInto('order_lists')
    .values([
      { uuid: buyerIds.favorite, company_uuid: buyerIds.company, name: 'Favorite', is_default: true },
      { uuid: buyerIds.weekly, company_uuid: buyerIds.company, name: 'Comanda de luni' },
    ])
    .execute();
  await createUser(db, mihai, { role: 'BUYER_HORECA' });
  await db.insertInto('buyer_members').values({ user_uuid: mihai.uuid, company_uuid: buyerIds.company, membership: 'MEMBER' }).execute();
  await db
    .insertInto('buyer_invitations')
    .values({
      token_hash: hashOpaqueToken(invitationOfRadu.token),
      company_uuid: buyerIds.company,
      email: invitationOfRadu.email,
      membership: 'MEMBER',
      invited_by: radu.uuid,
      expires_at: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })
    .execute();
  await db
    .insertInto('order_lines')
    .values({
      uuid: buyerIds.line,
      list_uuid: buyerIds.favorite,
      position: 0,
      product_uuid: productIds[0],
      quantity: 2,
      seen_name: 'Cafea boabe Arabica 1 kg',
      seen_seller_uuid: ana.uuid,
      seen_seller_name: 'Cafeneaua Anei SRL',
      seen_unit: 'kg',
      seen_net: 73,
      seen_gross: 79.9,
    })
    .execute();
  await db
    .insertInto('inquiries')
    .values({
      uuid: buyerIds.inquiry,
      company_uuid: buyerIds.company,
      seller_uuid: ana.uuid,
      seller_name: 'Cafeneaua Anei SRL',
      list_name: 'Favorite',
      buyer: {
        company: 'Bistro Radu SRL',
        identifier: 'RO18547290',
        location: { name: 'Bistro Centru', city: 'Cluj-Napoca', address: 'Str. Memorandumului 1' },
        contact: { name: 'Radu Ionescu', email: radu.email, phone: radu.phone },
      },
    })
    .execute();
  await db
    .insertInto('inquiry_lines')
    .values({
      inquiry_uuid: buyerIds.inquiry,
      position: 0,
      product_uuid: productIds[0],
      name: 'Cafea boabe Arabica 1 kg',
      unit: 'kg',
      quantity: 2,
      net: 80.99,
      gross: 89.9,
      note: '',
    })
    .execute();
}

/** Two open reports of ana's first product, by a visitor and by bob. */
async function reportAnasProduct(db: Db): Promise<void> {
  const report = { product_uuid: productIds[0], product_name: 'Cafea boabe Arabica 1 kg', seller_uuid: ana.uuid, address: `/product?id=${productIds[0]}` };
  await db
    .insertInto('content_reports')
    .values([
      { ...report, reason: 'COUNTERFEIT', explanation: 'Eticheta nu are timbrul producătorului.', sender_key: 'address:192.0.2.0' },
      {
        ...report,
        reason: 'DANGEROUS',
        explanation: 'Punga era desfăcută la livrare.',
        reporter_name: 'Bob',
        reporter_email: bob.email,
        sender_key: 'email:bob',
      },
    ])
    .execute();
  await db
    .insertInto('moderation_log')
    .values({
      actor: 'vizitator',
      step: 'REPORTED',
      product_uuid: productIds[0],
      product_name: report.product_name,
      subject_uuid: productIds[0],
      reason: 'Produs contrafăcut',
    })
    .execute();
}

/** A decision, by nobody of these states, hiding ana's first product; with her complaint when asked. */
async function hideAnasProduct(db: Db, contested: boolean): Promise<void> {
  await db
    .insertInto('moderation_decisions')
    .values({
      uuid: moderationIds.decision,
      product_uuid: productIds[0],
      product_name: 'Cafea boabe Arabica 1 kg',
      seller_uuid: ana.uuid,
      action: 'HIDE_LISTING',
      ground: 'TERMS',
      ground_detail: 'Termeni și condiții, secțiunea 4',
      facts: 'Eticheta nu are timbrul producătorului.',
      was_enabled: true,
    })
    .execute();
  await db.updateTable('products').set({ moderation_hidden: true }).where('uuid', '=', productIds[0]).execute();
  if (contested)
    await db
      .insertInto('moderation_complaints')
      .values({ uuid: moderationIds.complaint, decision_uuid: moderationIds.decision, text: 'Avem factura importatorului.' })
      .execute();
}

async function createProducts(db: Db, owner: Person) {
  const names = ['Cafea boabe Arabica 1 kg', 'Cafea măcinată 250 g', 'Ceașcă espresso porțelan'];
  await db
    .insertInto('products')
    .values(
      productIds.map((uuid, index) => ({
        uuid,
        owner_uuid: owner.uuid,
        name: names[index] as string,
        name_key: matchingName(names[index] as string),
        description: 'Prăjită mediu, pentru espresso.',
        price: 89.9 - index * 10,
        vat_included: true,
        in_stock: true,
        negotiable: false,
        is_deliverable: true,
        sell_type: 'kg',
        package_type: 'Pungă',
        city: 'București',
        phone: owner.phone,
        is_enabled: true,
        // The data buyers compare by (issue #48): the coffees have a brand, a content and the reduced rate; the cup has none.
        ...(index < 2
          ? {
              brand: 'Arabica Roast',
              unit_code: 'KGM',
              vat_rate: 11,
              content: index === 0 ? { count: 1, amount: 1, unit: 'KGM' } : { count: 1, amount: 250, unit: 'GRM' },
            }
          : {}),
      })),
    )
    .execute();
  await indexProducts(db, [...productIds]);
}

/** An authenticator app for the person, confirmed or only started, sealed with the provider's key, and, once confirmed, a recovery code. */
async function createAuthenticator(db: Db, factorKey: string, person: Person, confirmed: boolean) {
  await db
    .insertInto('authenticators')
    .values({ user_uuid: person.uuid, sealed_secret: seal(factorKey, person.uuid, newTotpSecret()), confirmed_at: confirmed ? new Date() : null })
    .execute();
  if (!confirmed) return;
  const { lookup, codeHash } = await storedRecoveryCode(recoveryCodeOfAna);
  await db.insertInto('recovery_codes').values({ user_uuid: person.uuid, lookup, code_hash: codeHash }).execute();
}

/**
 * Reloads the app's search index from the database. A rebuild already under way may have read
 * the tables before the state was written, so a second one follows it.
 */
export async function reloadedIndex(app: FastifyInstance): Promise<void> {
  await app.searchEngine.reload();
  await app.searchEngine.reload();
}

/** Two photos of the product, each with the AVIF and WebP renditions of `contracts/images/`, at their content-hashed addresses. */
async function createPhotos(db: Db, product: string): Promise<void> {
  const renditions = (['avif', 'webp'] as const).map((format) => {
    const bytes = readFileSync(photoImages[format]);
    return { type: `image/${format}` as const, bytes, address: `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${format}` };
  });
  for (const [position, id] of photoIds.entries()) {
    await db.insertInto('product_photos').values({ id, product_uuid: product, position, alt: null, width: 320, height: 240 }).execute();
    await db
      .insertInto('photo_renditions')
      .values(renditions.map((rendition) => ({ photo_id: id, width: 320, height: 240, ...rendition })))
      .execute();
  }
}

/**
 * The handler of every provider state named in fixtures.ts. The states write the database
 * directly, behind the search process's back, so each ends by reloading its in-memory index
 * (`reloadSearchIndex`), as an operator's rebuild would.
 */
export function stateHandlers(db: Db, factorKey: string, reloadSearchIndex: () => Promise<unknown>): Record<string, () => Promise<void>> {
  const handlers: Record<string, () => Promise<void>> = {
    [states.nothing]: () => reset(db),
    [states.anaExists]: async () => {
      await reset(db);
      await createUser(db, ana);
    },
    [states.anaBlocked]: async () => {
      await reset(db);
      await createUser(db, ana, { blockedUntil: new Date(Date.now() + 60_000) });
    },
    [states.anaLoggedIn]: async () => {
      await reset(db);
      await createUser(db, ana);
      await db
        .insertInto('refresh_tokens')
        .values({
          token_hash: hashOpaqueToken(refreshTokenOfAna),
          family_id: anaPhoneSession,
          user_uuid: ana.uuid,
          expires_at: new Date(Date.now() + 86_400_000),
        })
        .execute();
      // Where her two sessions were opened: this computer, and her phone.
      await db
        .insertInto('sessions')
        .values([
          { id: ana.uuid, user_uuid: ana.uuid, user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36', network: '192.0.2.0/24' },
          {
            id: anaPhoneSession,
            user_uuid: ana.uuid,
            user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
            network: '198.51.100.0/24',
          },
        ])
        .execute();
    },
    [states.anaHasProducts]: async () => {
      await reset(db);
      await createUser(db, ana);
      await createProducts(db, ana);
    },
    [states.anaDeliversToCluj]: async () => {
      await reset(db);
      await createUser(db, ana);
      await db
        .updateTable('users')
        .set({ delivery_terms: { cities: ['Cluj-Napoca'], days: ['MON', 'THU'], minimumOrder: 300 } })
        .where('uuid', '=', ana.uuid)
        .execute();
      await createProducts(db, ana);
    },
    [states.anaProductHasPhotos]: async () => {
      await reset(db);
      await createUser(db, ana);
      await createProducts(db, ana);
      await createPhotos(db, productIds[0]);
    },
    [states.adminLoggedIn]: async () => {
      await reset(db);
      await createUser(db, admin, { role: 'ADMIN_HORECA' });
      await createUser(db, ana);
      await createUser(db, bob);
      await createProducts(db, ana);
    },
    [states.anaProductReported]: async () => {
      await reset(db);
      await createUser(db, admin, { role: 'ADMIN_HORECA' });
      await createUser(db, ana);
      await createUser(db, bob);
      await createProducts(db, ana);
      await reportAnasProduct(db);
    },
    [states.anaProductHidden]: async () => {
      await reset(db);
      await createUser(db, ana);
      await createProducts(db, ana);
      await hideAnasProduct(db, false);
    },
    [states.anaContested]: async () => {
      await reset(db);
      await createUser(db, admin, { role: 'ADMIN_HORECA' });
      await createUser(db, ana);
      await createProducts(db, ana);
      await hideAnasProduct(db, true);
    },
    [states.raduKeepsAnasProduct]: async () => {
      await reset(db);
      await createUser(db, ana);
      await createUser(db, radu, { role: 'BUYER_HORECA' });
      await createProducts(db, ana);
      await radusCompany(db);
    },
    [states.raduSavedASearch]: async () => {
      await reset(db);
      await createUser(db, ana);
      await createUser(db, radu, { role: 'BUYER_HORECA' });
      await createProducts(db, ana);
      await radusCompany(db);
      await radusAlerts(db);
    },
    [states.anaHasAuthenticator]: async () => {
      await reset(db);
      await createUser(db, ana);
      await createAuthenticator(db, factorKey, ana, true);
      await db.insertInto('sessions').values({ id: ana.uuid, user_uuid: ana.uuid, second_factor: 'totp' }).execute();
      await db
        .insertInto('pending_logins')
        .values({ token_hash: hashOpaqueToken(loginStepOfAna), user_uuid: ana.uuid, expires_at: new Date(Date.now() + 5 * 60_000) })
        .execute();
    },
    [states.anaStartedAuthenticator]: async () => {
      await reset(db);
      await createUser(db, ana);
      await createAuthenticator(db, factorKey, ana, false);
    },
    [states.adminAndAnaWithAuthenticator]: async () => {
      await reset(db);
      await createUser(db, admin, { role: 'ADMIN_HORECA' });
      await createUser(db, ana);
      await createAuthenticator(db, factorKey, ana, true);
    },
    [states.adminAndAnaWithPasskey]: async () => {
      await reset(db);
      await createUser(db, admin, { role: 'ADMIN_HORECA' });
      await createUser(db, ana);
      await db
        .insertInto('passkeys')
        .values({ id: passkeyOfAna.id, user_uuid: ana.uuid, credential_id: passkeyOfAna.credentialId, public_key: new Uint8Array(77), name: 'Telefonul Anei' })
        .execute();
    },
    [states.ioanaHasActivationLink]: async () => {
      await reset(db);
      await createUser(db, ioana, { verified: false });
      await createMailToken(db, ioana, 'activate', mailTokens.activation);
    },
    [states.anaHasResetLink]: async () => {
      await reset(db);
      await createUser(db, ana);
      await createMailToken(db, ana, 'reset', mailTokens.reset);
    },
    [states.anaHasDeletionLink]: async () => {
      await reset(db);
      await createUser(db, ana);
      await createMailToken(db, ana, 'delete', mailTokens.deletion);
    },
  };
  return Object.fromEntries(
    Object.entries(handlers).map(([state, handler]) => [
      state,
      async () => {
        await handler();
        await reloadSearchIndex();
      },
    ]),
  );
}
