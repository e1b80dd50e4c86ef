import type { FastifyInstance } from 'fastify';
import { localCaptchaToken } from '../../openapi/runtime-config';
import { buildApp } from '../build-app';
import type { Database } from '../db/database';
import { readAccessToken } from '../security/access-tokens';
import type { CaptchaVerifier } from '../security/captcha';
import { hashPassword } from '../security/passwords';
import { phoneKey } from '../../openapi/domain/field-rules';
import { ensureAdmin } from '../services/auth/accounts/admin-bootstrap';
import { productInput } from './product-input';
import { SmtpInbox } from './smtp-inbox';
import { TestAgent } from './test-agent';
import { testConfig } from './test-config';
import type { TestEngine } from './test-databases';

export const captcha = localCaptchaToken;
export const auth = '/svc/auth';
export const adminPassword = 'Sef-Cheie#Rosie47';
export const sellerPassword = 'Munte!Verde#2031';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  inbox: SmtpInbox;
  agent(): TestAgent;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  verifyCaptcha?: CaptchaVerifier;
  /** A front-end build to serve (its index.html at least); none by default. */
  distDir?: string;
}

/** A whole server on a fresh database of `engine`, mailing through a real in-process SMTP server. */
export async function startTestServer(engine: TestEngine, options: TestServerOptions = {}): Promise<TestServer> {
  const database = await engine.open();
  const inbox = await SmtpInbox.start();
  const config = testConfig({ SMTP_URL: inbox.url, AUTH_RATE_LIMIT: '1000', ...options.env });
  const app = await buildApp({ config, database, distDir: options.distDir, ...(options.verifyCaptcha ? { verifyCaptcha: options.verifyCaptcha } : {}) });
  // The index loads in the background once the app is ready (decision 019); tests start from a loaded one.
  if (config.services.includes('search')) {
    await app.ready();
    await app.searchEngine.loaded;
  }
  return {
    app,
    database,
    inbox,
    agent: () => new TestAgent(app),
    async close() {
      await app.close();
      await inbox.close();
      await database.close();
    },
  };
}

export interface SellerFixture {
  username: string;
  email: string;
  phone: string;
  uuid: string;
}

let sellerCounter = 0;

/** Every fixture seller has the same password: its argon2 hash (real parameters, 15–30 ms) is made once and shared. */
let sellerPasswordHash: Promise<string> | undefined;

/** An activated seller, written straight to the database (the register flow has its own tests). */
export async function createSeller(
  server: Pick<TestServer, 'database'>,
  overrides: { username?: string; isVerified?: boolean; isEnabled?: boolean } = {},
): Promise<SellerFixture> {
  sellerCounter += 1;
  const username = overrides.username ?? `vanzator${sellerCounter}${Date.now() % 100000}`;
  const phone = `07${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
  const row = await server.database.db
    .insertInto('users')
    .values({
      username,
      email: `${username}@horeca.test`,
      phone,
      phone_key: phoneKey(phone),
      first_name: 'Ana',
      last_name: 'Popescu',
      seller_name: `Distribuție ${username} SRL`,
      seller_identifier: `RO${sellerCounter}`,
      password_hash: await (sellerPasswordHash ??= hashPassword(sellerPassword)),
      role: 'SELLER_HORECA',
      is_verified: overrides.isVerified ?? true,
      is_enabled: overrides.isEnabled ?? true,
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return { username, email: `${username}@horeca.test`, phone, uuid: row.uuid };
}

export interface BuyerFixture extends SellerFixture {
  company: string;
  location: string;
  /** The company's "Favorite" list. */
  favorite: string;
}

/**
 * An activated buyer who owns a company with one location in Cluj-Napoca and its "Favorite" list,
 * written straight to the database (the registration has its own tests); `company` adds a member
 * to an existing company instead.
 */
export async function createBuyer(
  server: Pick<TestServer, 'database'>,
  options: { company?: BuyerFixture; membership?: 'OWNER' | 'MEMBER' } = {},
): Promise<BuyerFixture> {
  sellerCounter += 1;
  const username = `cumparator${sellerCounter}${Date.now() % 100000}`;
  const phone = `07${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
  return server.database.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username,
        email: `${username}@horeca.test`,
        phone,
        phone_key: phoneKey(phone),
        first_name: 'Ioana',
        last_name: 'Marin',
        seller_name: `Restaurant ${username} SRL`,
        seller_identifier: 'RO18547290',
        password_hash: await (sellerPasswordHash ??= hashPassword(sellerPassword)),
        role: 'BUYER_HORECA',
        is_verified: true,
        is_enabled: true,
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    const fixture = { username, email: `${username}@horeca.test`, phone, uuid: user.uuid };
    if (options.company) {
      await trx
        .insertInto('buyer_members')
        .values({ user_uuid: user.uuid, company_uuid: options.company.company, membership: options.membership ?? 'MEMBER' })
        .execute();
      return { ...fixture, company: options.company.company, location: options.company.location, favorite: options.company.favorite };
    }
    const company = await trx
      .insertInto('buyer_companies')
      .values({ name: `Restaurant ${username} SRL`, identifier: 'RO18547290' })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    await trx.insertInto('buyer_members').values({ user_uuid: user.uuid, company_uuid: company.uuid, membership: 'OWNER' }).execute();
    const location = await trx
      .insertInto('buyer_locations')
      .values({ company_uuid: company.uuid, position: 0, name: 'Bistro Centru', city: 'Cluj-Napoca', address: 'Str. Memorandumului 1' })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    const favorite = await trx
      .insertInto('order_lists')
      .values({ company_uuid: company.uuid, name: 'Favorite', is_default: true })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    return { ...fixture, company: company.uuid, location: location.uuid, favorite: favorite.uuid };
  });
}

export async function createAdmin(server: TestServer, username = 'sefadmin'): Promise<SellerFixture> {
  await ensureAdmin(server.database.db, { username, email: `${username}@horeca.test`, password: adminPassword });
  const row = await server.database.db.selectFrom('users').select(['uuid', 'email', 'phone']).where('username', '=', username).executeTakeFirstOrThrow();
  return { username, email: row.email, phone: row.phone, uuid: row.uuid };
}

/**
 * A logged-in agent for `username`. An administrator's session is recorded as having passed
 * an authenticator code, as the product requires of it (decision 023), for tests about
 * something else; the second factor's own tests sign in through it.
 */
export async function loggedIn(server: TestServer, username: string, password = sellerPassword): Promise<TestAgent> {
  const agent = server.agent();
  const response = await agent.post(`${auth}/api/auth/login`, { username, password, recaptchaToken: captcha });
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
  const claims = await readAccessToken(agent.cookie('access_token') ?? '', server.app.config.jwtSecret);
  if (claims?.role === 'ADMIN_HORECA')
    await server.database.db.updateTable('sessions').set({ second_factor: 'totp' }).where('id', '=', claims.session).execute();
  return agent;
}

export const productService = '/svc/product';
export const searchService = '/svc/search';

/** Creates a product through the API as `agent`'s user and returns it. */
export async function createProductAs(agent: TestAgent, overrides: Record<string, unknown> = {}) {
  const response = await agent.post(`${productService}/product`, productInput(overrides));
  if (response.statusCode !== 201) throw new Error(`product create failed: ${response.statusCode} ${response.body}`);
  return response.json() as { uuid: string; name: string; updatedAt: string; owner: string; price: number; city: string };
}

/** One page of public search results. */
export async function search(agent: TestAgent, request: Record<string, unknown> = {}) {
  const response = await agent.post(`${searchService}/api/search`, {
    name: '',
    city: 'Toate',
    page: 0,
    perPage: 12,
    filter: [],
    sort: ['NO_SORT'],
    ...request,
  });
  if (response.statusCode !== 200) throw new Error(`search failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { products: { uuid: string; name: string; price: number; updatedAt: string; city: string; seller: string; owner: string }[] })
    .products;
}

/** One valid bulk-import row (the CSV's shape after defaults); override what a test is about. */
export const bulkRow = (index: number, overrides: Record<string, unknown> = {}) => ({
  name: `Farfurie întinsă porțelan ${index}`,
  description: 'Diametru 27 cm, rezistentă la mașina de spălat vase.',
  price: 19.5 + (index % 50),
  vatIncluded: true,
  sellType: 'la bucata',
  packageType: 'Individual',
  phone: '0731222333',
  city: 'Constanta',
  deliverable: true,
  negotiable: false,
  inStock: index % 3 !== 0,
  enabled: true,
  ...overrides,
});
