import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../openapi/runtime-config';
import { listOperations } from '../openapi/spec-files';
import { randomUUID } from 'node:crypto';
import { issueMailToken } from './services/auth/accounts/mail-tokens';
import { hashOpaqueToken } from './security/opaque-tokens';
import type { TestAgent } from './testing/test-agent';
import { describeOnEachEngine } from './testing/each-engine';
import { jpegPhoto } from './testing/test-images';
import {
  adminPassword,
  auth,
  bulkRow,
  createAdmin,
  createBuyer,
  createProductAs,
  createSeller,
  loggedIn,
  productService,
  searchService,
  sellerPassword,
  startTestServer,
  type BuyerFixture,
  type SellerFixture,
  type TestServer,
} from './testing/test-server';
import { productInput } from './testing/product-input';

type SellerSide = 'anonymous' | 'sellerA' | 'sellerB' | 'admin';
/** Buyer A owns the target company, whose list holds A's product and which sent A an inquiry; B owns another company (issue #50). */
type Actor = SellerSide | 'buyerA' | 'buyerB';
const actors: Actor[] = ['anonymous', 'sellerA', 'sellerB', 'buyerA', 'buyerB', 'admin'];

/**
 * What a call may use: seller A (the target), A's product (with a photo if the row asks for one),
 * a mail token of A's, and buyer A's company with its "Favorite" list, a line of A's product on it
 * and an inquiry it sent seller A.
 */
interface Scene {
  target: SellerFixture;
  product: { uuid: string };
  photo: string;
  server: TestServer;
  buyer: BuyerFixture;
  line: string;
  inquiry: string;
  /** What the row's `prepare` made, before the state was taken. */
  prepared: string;
}

interface Row {
  call: (agent: TestAgent, scene: Scene) => ReturnType<TestAgent['get']>;
  /** A buyer not named gets what seller B gets: neither owns the target's account or products. */
  expected: Record<SellerSide, number> & Partial<Record<Actor, number>>;
  /** A's product gets a photo before the call. */
  withPhoto?: true;
  /** Makes what the call acts on before the state a refusal must keep is taken. */
  prepare?: (scene: Omit<Scene, 'prepared'>) => Promise<string>;
}

/** The status `actor` must get from `row`. */
const expectedOf = (row: Row, actor: Actor): number => row.expected[actor] ?? row.expected.sellerB;

async function addedPhoto(owner: TestAgent, product: string): Promise<string> {
  const response = await owner.request({
    method: 'POST',
    url: `${productService}/product/${product}/photos`,
    payload: await jpegPhoto(64, 48),
    headers: { 'content-type': 'image/jpeg' },
  });
  return (response.json() as { id: string }).id;
}

const everyone = (status: number): Record<SellerSide, number> => ({ anonymous: status, sellerA: status, sellerB: status, admin: status });
const adminOnly = (success: number): Record<SellerSide, number> => ({ anonymous: 401, sellerA: 403, sellerB: 403, admin: success });
/** A call on the company of the buyer who makes it: each buyer on their own. */
const anyBuyer = (success: number): Row['expected'] => ({ anonymous: 401, sellerA: 403, sellerB: 403, admin: 403, buyerA: success, buyerB: success });
/** A call on buyer A's own saved search or watch: any other buyer or seller does not find it; an administrator keeps none. */
const ownAlerts = (success: number): Row['expected'] => ({ anonymous: 401, sellerA: 404, sellerB: 404, admin: 403, buyerA: success, buyerB: 404 });

/** A saved search of `user` (or a visitor's, unconfirmed, with this confirmation hash), due tomorrow; answers its uuid. */
async function savedSearchOf(server: TestServer, user: string | null, confirmHash?: string): Promise<string> {
  const row = await server.database.db
    .insertInto('saved_searches')
    .values({
      user_uuid: user,
      email: user ? null : 'vizitator@exemplu.ro',
      name: 'Vitrine',
      criteria: JSON.stringify({ name: 'vitrina', city: 'Toate', filter: [], sort: [] }),
      frequency: 'DAILY',
      confirmed_at: confirmHash ? null : new Date(),
      confirm_token_hash: confirmHash ?? null,
      unsubscribe_token: randomUUID().replaceAll('-', ''),
      next_due_at: new Date(Date.now() + 86_400_000),
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return row.uuid;
}

/** A call on buyer A's company: B's is another company, where A's list or member is not found. */
const buyerA = (success: number): Row['expected'] => ({ ...anyBuyer(success), buyerB: 404 });
/** A call on an inquiry sent to seller A: another seller does not find it, and no buyer answers one. */
const sellerAsInquiry = (success: number): Row['expected'] => ({ anonymous: 401, sellerA: success, sellerB: 404, admin: 403, buyerA: 403, buyerB: 403 });
/** A listing's call a buyer may not make, though any seller may on their own. */
const noBuyer = (expected: Record<SellerSide, number>): Row['expected'] => ({ ...expected, buyerA: 403, buyerB: 403 });

let buyerRegistrations = 0;
/** A registration no other call has used: its names, address and phone are new. */
function newAccount() {
  buyerRegistrations += 1;
  const tag = `${buyerRegistrations}${Date.now() % 100000}`;
  return {
    username: `clientnou${tag}`,
    email: `clientnou${tag}@horeca.test`,
    phone: `07${String(30_000_000 + Math.floor(Math.random() * 69_999_999))}`,
    firstName: 'Nou',
    lastName: 'Client',
    password: 'Munte!Verde#2031',
    recaptchaToken: localCaptchaToken,
  };
}

/** An inquiry buyer A's company sent seller A, written straight to the database. */
async function sentInquiry(server: TestServer, buyer: BuyerFixture, seller: string): Promise<string> {
  const row = await server.database.db
    .insertInto('inquiries')
    .values({
      company_uuid: buyer.company,
      seller_uuid: seller,
      seller_name: 'Vânzătorul A',
      list_name: 'Favorite',
      buyer: {
        company: 'Restaurant A SRL',
        identifier: 'RO18547290',
        location: null,
        contact: { name: 'Ioana Marin', email: buyer.email, phone: buyer.phone },
      },
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return row.uuid;
}

/** A well-formed WebAuthn answer to a challenge nobody issued. */
const unissuedCredential = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30' } };

/** An open report of A's product, written straight to the database; answers its number. */
async function openReport(server: TestServer, product: string, seller: string): Promise<number> {
  const row = await server.database.db
    .insertInto('content_reports')
    .values({
      product_uuid: product,
      product_name: 'Cafea',
      seller_uuid: seller,
      reason: 'OTHER',
      explanation: 'Descriere greșită',
      address: '/product',
      sender_key: 'matrice',
    })
    .returning('number')
    .executeTakeFirstOrThrow();
  return Number(row.number);
}

/** A decision hiding A's product, taken by nobody in this test; with a complaint against it when asked. */
async function decisionAbout(server: TestServer, product: string, seller: string, withComplaint: boolean): Promise<string> {
  const { db } = server.database;
  const decision = await db
    .insertInto('moderation_decisions')
    .values({
      product_uuid: product,
      product_name: 'Cafea',
      seller_uuid: seller,
      action: 'HIDE_LISTING',
      ground: 'TERMS',
      ground_detail: 'Secțiunea 4',
      facts: 'Faptele deciziei',
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  if (!withComplaint) return decision.uuid;
  const complaint = await db
    .insertInto('moderation_complaints')
    .values({ decision_uuid: decision.uuid, text: 'Contestația vânzătorului' })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return complaint.uuid;
}

const moderationText = 'Faptele, pe scurt, pentru decizie.';

/**
 * Every state-changing operation of the three specs, and what each actor gets. Seller A owns
 * the target account and product; B is another seller. A new operation missing here fails.
 */
const matrix: Record<string, Row> = {
  login: {
    call: (agent, { target }) =>
      agent.post(`${auth}/api/auth/login`, { username: target.username, password: 'Munte!Verde#2031', recaptchaToken: localCaptchaToken }),
    expected: everyone(200),
  },
  logout: { call: (agent) => agent.post(`${auth}/api/auth/logout`), expected: everyone(204) },
  refresh: { call: (agent) => agent.post(`${auth}/api/auth/refresh`), expected: { anonymous: 401, sellerA: 200, sellerB: 200, admin: 200 } },
  register: {
    call: (agent, { target }) =>
      agent.post(`${auth}/api/profile`, {
        username: `nou${target.username}`.slice(0, 40),
        email: `nou.${target.email}`,
        phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        firstName: 'Nou',
        lastName: 'Cont',
        sellerName: 'Nou SRL',
        sellerIdentifier: 'RO99887760',
        password: 'Munte!Verde#2031',
        recaptchaToken: localCaptchaToken,
      }),
    expected: everyone(201),
  },
  updateProfile: {
    call: (agent, { target }) => agent.put(`${auth}/api/profile/${target.username}`, { firstName: 'Alt', lastName: 'Nume', phone: target.phone }),
    expected: { anonymous: 401, sellerA: 200, sellerB: 403, admin: 403 },
  },
  fullUpdateProfile: {
    call: (agent, { target }) =>
      agent.put(`${auth}/api/profile/${target.uuid}/fullUpdate`, {
        username: target.username,
        email: target.email,
        phone: target.phone,
        firstName: 'X',
        lastName: 'Y',
        sellerName: 'Z SRL',
        sellerIdentifier: 'RO18547290',
      }),
    expected: adminOnly(200),
  },
  deleteProfile: { call: (agent, { target }) => agent.delete(`${auth}/api/profile/${target.uuid}`), expected: adminOnly(204) },
  setProfileVerified: { call: (agent, { target }) => agent.post(`${auth}/api/profile/${target.uuid}/verified`, { state: false }), expected: adminOnly(200) },
  // The fixture seller's code fails its check digit, so the administrator, let through, is told so (400) before the register is asked.
  checkCompany: { call: (agent, { target }) => agent.post(`${auth}/api/profile/${target.uuid}/company-check`), expected: adminOnly(400) },
  setDeliveryTerms: {
    call: (agent, { target }) => agent.put(`${auth}/api/profile/${target.uuid}/delivery-terms`, { cities: ['Iași'], days: ['MON'] }),
    expected: { anonymous: 401, sellerA: 200, sellerB: 403, admin: 403 },
  },
  setProfileEnabled: { call: (agent, { target }) => agent.post(`${auth}/api/profile/${target.uuid}/enabled`, { state: false }), expected: adminOnly(200) },
  changePassword: {
    call: (agent, { target }) =>
      agent.put(`${auth}/api/profile/${target.username}/change-password`, { password: 'Schimbata!1', currentPassword: sellerPassword }),
    expected: { anonymous: 401, sellerA: 204, sellerB: 403, admin: 403 },
  },
  reauthenticate: {
    call: (agent, { target }) => agent.post(`${auth}/api/profile/${target.username}/reauthenticate`, { password: sellerPassword }),
    expected: { anonymous: 401, sellerA: 204, sellerB: 403, admin: 403 },
  },
  reauthenticationPasskeyOptions: {
    // The owner passes the permission check and has no passkey to be asked with.
    call: (agent, { target }) => agent.post(`${auth}/api/profile/${target.username}/reauthenticate/passkey-options`),
    expected: { anonymous: 401, sellerA: 409, sellerB: 403, admin: 403 },
  },
  endSessions: {
    call: (agent, { target }) => agent.delete(`${auth}/api/profile/${target.username}/sessions`),
    expected: { anonymous: 401, sellerA: 200, sellerB: 403, admin: 200 },
  },
  endSession: {
    // A session of nobody's: the owner's call passes the permission check and finds nothing.
    call: (agent, { target }) => agent.delete(`${auth}/api/profile/${target.username}/sessions/00000000-0000-4000-8000-000000000000`),
    expected: { anonymous: 401, sellerA: 404, sellerB: 403, admin: 403 },
  },
  completeLogin: {
    // Without a login answered 202 there is nothing to finish, for anyone.
    call: (agent) => agent.post(`${auth}/api/auth/login/second-factor`, { method: 'totp', code: '123456' }),
    expected: everyone(401),
  },
  passkeyLoginOptions: { call: (agent) => agent.post(`${auth}/api/auth/login/passkey-options`), expected: everyone(200) },
  loginWithPasskey: {
    // An answer to no challenge the server issued signs nobody in.
    call: (agent) => agent.post(`${auth}/api/auth/login/passkey`, { credential: unissuedCredential }),
    expected: everyone(401),
  },
  passkeyRegistrationOptions: {
    call: (agent, { target }) => agent.post(`${auth}/api/profile/${target.username}/passkey-options`),
    expected: { anonymous: 401, sellerA: 200, sellerB: 403, admin: 403 },
  },
  addPasskey: {
    // The owner passes the permission check and the answer is refused.
    call: (agent, { target }) => agent.post(`${auth}/api/profile/${target.username}/passkeys`, { name: 'Telefon', credential: unissuedCredential }),
    expected: { anonymous: 401, sellerA: 400, sellerB: 403, admin: 403 },
  },
  removePasskey: {
    // The owner's password-only session may not; an administrator may, and finds none.
    call: (agent, { target }) => agent.delete(`${auth}/api/profile/${target.username}/passkeys/00000000-0000-4000-8000-000000000000`),
    expected: { anonymous: 401, sellerA: 403, sellerB: 403, admin: 404 },
  },
  startAuthenticator: {
    call: (agent, { target }) => agent.post(`${auth}/api/profile/${target.username}/authenticator`),
    expected: { anonymous: 401, sellerA: 201, sellerB: 403, admin: 403 },
  },
  confirmAuthenticator: {
    // Nothing started: the owner passes the permission check and is told so.
    call: (agent, { target }) => agent.put(`${auth}/api/profile/${target.username}/authenticator`, { code: '123456' }),
    expected: { anonymous: 401, sellerA: 409, sellerB: 403, admin: 403 },
  },
  removeAuthenticator: {
    // The owner's password-only session may not; an administrator may, and finds none.
    call: (agent, { target }) => agent.delete(`${auth}/api/profile/${target.username}/authenticator`),
    expected: { anonymous: 401, sellerA: 403, sellerB: 403, admin: 409 },
  },
  regenerateRecoveryCodes: {
    call: (agent, { target }) => agent.post(`${auth}/api/profile/${target.username}/recovery-codes`),
    expected: { anonymous: 401, sellerA: 409, sellerB: 403, admin: 403 },
  },
  exportAccountData: {
    call: (agent, { target }) => agent.post(`${auth}/api/profile/${target.username}/data`),
    expected: { anonymous: 401, sellerA: 200, sellerB: 403, admin: 403 },
  },
  forgotPassword: {
    call: (agent, { target }) => agent.post(`${auth}/api/profile/forgot-password`, { email: target.email, recaptchaToken: localCaptchaToken }),
    expected: everyone(202),
  },
  resetPassword: {
    call: async (agent, { target, server }) =>
      agent.post(`${auth}/api/profile/reset-password`, {
        email: target.email,
        token: await issueMailToken(server.database.db, target.uuid, 'reset'),
        password: 'Resetata!1',
      }),
    expected: everyone(204),
  },
  activateAccount: {
    call: async (agent, { target, server }) =>
      agent.post(`${auth}/api/profile/activate-account`, { email: target.email, token: await issueMailToken(server.database.db, target.uuid, 'activate') }),
    expected: everyone(204),
  },
  triggerDeleteAccount: {
    call: (agent) => agent.delete(`${auth}/api/profile/trigger-delete-account`),
    expected: { anonymous: 401, sellerA: 202, sellerB: 202, admin: 403 },
  },
  deleteAccount: {
    call: async (agent, { target, server }) =>
      agent.delete(`${auth}/api/profile/delete-account`, { email: target.email, token: await issueMailToken(server.database.db, target.uuid, 'delete') }),
    expected: everyone(204),
  },
  sendContactMessage: {
    call: (agent) => agent.post(`${auth}/api/contact`, { name: 'Ana', email: 'ana@horeca.test', message: 'Bună ziua', recaptchaToken: localCaptchaToken }),
    expected: everyone(202),
  },
  createProduct: {
    call: (agent) => agent.post(`${productService}/product`, productInput()),
    expected: noBuyer({ anonymous: 401, sellerA: 201, sellerB: 201, admin: 201 }),
  },
  updateProduct: {
    call: (agent, { product }) => agent.put(`${productService}/product/${product.uuid}`, productInput({ name: 'Schimbat' })),
    expected: { anonymous: 401, sellerA: 200, sellerB: 403, admin: 200 },
  },
  deleteProduct: {
    call: (agent, { product }) => agent.delete(`${productService}/product/${product.uuid}`),
    expected: { anonymous: 401, sellerA: 204, sellerB: 403, admin: 204 },
  },
  addProductPhoto: {
    call: async (agent, { product }) =>
      agent.request({
        method: 'POST',
        url: `${productService}/product/${product.uuid}/photos`,
        payload: await jpegPhoto(64, 48),
        headers: { 'content-type': 'image/jpeg' },
      }),
    expected: { anonymous: 401, sellerA: 201, sellerB: 403, admin: 201 },
  },
  reorderProductPhotos: {
    call: (agent, { product, photo }) => agent.put(`${productService}/product/${product.uuid}/photos/order`, { photos: [photo] }),
    expected: { anonymous: 401, sellerA: 200, sellerB: 403, admin: 200 },
    withPhoto: true,
  },
  updateProductPhoto: {
    call: (agent, { product, photo }) =>
      agent.request({ method: 'PATCH', url: `${productService}/product/${product.uuid}/photos/${photo}`, payload: { alt: 'Văzută de sus' } }),
    expected: { anonymous: 401, sellerA: 200, sellerB: 403, admin: 200 },
    withPhoto: true,
  },
  deleteProductPhoto: {
    call: (agent, { product, photo }) => agent.delete(`${productService}/product/${product.uuid}/photos/${photo}`),
    expected: { anonymous: 401, sellerA: 204, sellerB: 403, admin: 204 },
    withPhoto: true,
  },
  bulkImportProducts: {
    call: (agent) => agent.post(`${productService}/product/bulk`, { products: [bulkRow(1)], wipePreviousData: true }),
    expected: noBuyer({ anonymous: 401, sellerA: 201, sellerB: 201, admin: 201 }),
  },
  bulkImportPreview: {
    call: (agent) => agent.post(`${productService}/product/bulk/preview`, { products: [bulkRow(1)], wipePreviousData: true }),
    expected: noBuyer({ anonymous: 401, sellerA: 200, sellerB: 200, admin: 200 }),
  },
  reportProduct: {
    call: (agent, { product }) =>
      agent.post(`${productService}/product/${product.uuid}/reports`, {
        reason: 'COUNTERFEIT',
        explanation: 'Eticheta pare contrafăcută.',
        address: 'http://localhost/product',
        goodFaith: true,
        recaptchaToken: localCaptchaToken,
      }),
    expected: everyone(201),
  },
  decideReports: {
    call: async (agent, { product, target, server }) =>
      agent.post(`${productService}/moderation/products/${product.uuid}/decision`, {
        action: 'DISMISS',
        ground: 'NONE',
        groundDetail: 'Nu încalcă nimic',
        facts: moderationText,
        upTo: await openReport(server, product.uuid, target.uuid),
      }),
    expected: adminOnly(201),
  },
  contestDecision: {
    call: async (agent, { product, target, server }) =>
      agent.post(`${productService}/moderation/decisions/${await decisionAbout(server, product.uuid, target.uuid, false)}/complaint`, { text: moderationText }),
    expected: { anonymous: 401, sellerA: 201, sellerB: 403, admin: 403 },
  },
  decideComplaint: {
    call: async (agent, { product, target, server }) =>
      agent.post(`${productService}/moderation/complaints/${await decisionAbout(server, product.uuid, target.uuid, true)}/decision`, {
        outcome: 'UPHELD',
        reply: moderationText,
      }),
    expected: adminOnly(200),
  },
  registerBuyer: {
    call: (agent) =>
      agent.post(`${auth}/api/buyers`, {
        ...newAccount(),
        companyName: 'Bistro Nou SRL',
        companyIdentifier: 'RO18547290',
        locations: [{ name: 'Bistro', city: 'Iași', address: 'Str. Lăpușneanu 1' }],
      }),
    expected: everyone(201),
  },
  joinBuyerCompany: {
    call: async (agent, { server, buyer }) => {
      const account = newAccount();
      const token = `invitatie-${account.username}`;
      await server.database.db
        .insertInto('buyer_invitations')
        .values({
          token_hash: hashOpaqueToken(token),
          company_uuid: buyer.company,
          email: account.email,
          membership: 'MEMBER',
          invited_by: buyer.uuid,
          expires_at: new Date(Date.now() + 60_000),
        })
        .execute();
      return agent.post(`${auth}/api/buyers/join`, { ...account, token });
    },
    expected: everyone(201),
  },
  setBuyerLocations: {
    call: (agent) => agent.put(`${auth}/api/buyers/company/locations`, { locations: [{ name: 'Hotel', city: 'Sibiu', address: 'Piața Mare 1' }] }),
    expected: anyBuyer(200),
  },
  inviteBuyerMember: {
    call: (agent) => agent.post(`${auth}/api/buyers/company/invitations`, { email: newAccount().email, membership: 'MEMBER' }),
    expected: anyBuyer(201),
  },
  removeBuyerMember: {
    prepare: async ({ server, buyer }) => (await createBuyer(server, { company: buyer })).uuid,
    call: (agent, { prepared }) => agent.delete(`${auth}/api/buyers/company/members/${prepared}`),
    expected: buyerA(204),
  },
  createOrderList: { call: (agent) => agent.post(`${productService}/order-lists`, { name: 'Săptămâna viitoare' }), expected: anyBuyer(201) },
  updateOrderList: { call: (agent, { buyer }) => agent.put(`${productService}/order-lists/${buyer.favorite}`, { name: 'Favorite' }), expected: buyerA(200) },
  deleteOrderList: {
    prepare: async ({ server, buyer }) =>
      (await server.database.db.insertInto('order_lists').values({ company_uuid: buyer.company, name: 'De șters' }).returning('uuid').executeTakeFirstOrThrow())
        .uuid,
    call: (agent, { prepared }) => agent.delete(`${productService}/order-lists/${prepared}`),
    expected: buyerA(204),
  },
  addOrderLine: {
    call: (agent, { buyer, product }) => agent.post(`${productService}/order-lists/${buyer.favorite}/lines`, { product: product.uuid }),
    expected: buyerA(200),
  },
  updateOrderLine: {
    call: (agent, { buyer, line }) => agent.put(`${productService}/order-lists/${buyer.favorite}/lines/${line}`, { quantity: 4, note: 'Marți' }),
    expected: buyerA(200),
  },
  deleteOrderLine: { call: (agent, { buyer, line }) => agent.delete(`${productService}/order-lists/${buyer.favorite}/lines/${line}`), expected: buyerA(204) },
  reorderOrderLines: {
    call: (agent, { buyer, line }) => agent.put(`${productService}/order-lists/${buyer.favorite}/order`, { lines: [line] }),
    expected: buyerA(200),
  },
  markOrderListSeen: { call: (agent, { buyer }) => agent.post(`${productService}/order-lists/${buyer.favorite}/seen`), expected: buyerA(200) },
  sendOrderList: {
    call: (agent, { buyer }) =>
      agent.request({ method: 'POST', url: `${productService}/order-lists/${buyer.favorite}/send`, payload: {}, headers: { 'idempotency-key': randomUUID() } }),
    expected: buyerA(201),
  },
  markInquirySeen: { call: (agent, { inquiry }) => agent.post(`${productService}/inquiries/${inquiry}/seen`), expected: sellerAsInquiry(200) },
  answerInquiry: {
    call: (agent, { inquiry }) => agent.put(`${productService}/inquiries/${inquiry}/answer`, { status: 'CONFIRMED', answer: 'Livrăm joi.' }),
    expected: sellerAsInquiry(200),
  },
  createSavedSearch: {
    call: (agent) =>
      agent.post(`${productService}/saved-searches`, {
        name: 'Vitrine',
        criteria: { name: 'vitrina', city: 'Toate', filter: [], sort: [] },
        frequency: 'DAILY',
        email: 'vizitator@exemplu.ro',
        recaptchaToken: localCaptchaToken,
      }),
    // A visitor saves by e-mail; an administrator keeps no saved searches.
    expected: { ...everyone(201), admin: 403 },
  },
  updateSavedSearch: {
    prepare: ({ server, buyer }) => savedSearchOf(server, buyer.uuid),
    call: (agent, { prepared }) => agent.patch(`${productService}/saved-searches/${prepared}`, { paused: true }),
    expected: { ...ownAlerts(200) },
  },
  deleteSavedSearch: {
    prepare: ({ server, buyer }) => savedSearchOf(server, buyer.uuid),
    call: (agent, { prepared }) => agent.delete(`${productService}/saved-searches/${prepared}`),
    expected: { ...ownAlerts(204) },
  },
  confirmSavedSearch: {
    prepare: async ({ server }) => {
      const token = randomUUID().replaceAll('-', '');
      await savedSearchOf(server, null, hashOpaqueToken(token));
      return token;
    },
    call: (agent, { prepared }) => agent.post(`${productService}/saved-searches/confirm`, { token: prepared }),
    expected: everyone(200),
  },
  unsubscribeAlert: {
    prepare: async ({ server, buyer }) => {
      const search = await savedSearchOf(server, buyer.uuid);
      return (await server.database.db.selectFrom('saved_searches').select('unsubscribe_token').where('uuid', '=', search).executeTakeFirstOrThrow())
        .unsubscribe_token;
    },
    // The token alone decides, whoever follows it: it only pauses the search it was made for.
    call: (agent, { prepared }) =>
      agent.request({
        method: 'POST',
        url: `${productService}/alerts/unsubscribe?token=${prepared}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    expected: everyone(200),
  },
  watchProduct: {
    call: (agent, { product }) => agent.put(`${productService}/product-watches/${product.uuid}`, { onPriceDrop: true, onBackInStock: false }),
    expected: { anonymous: 401, sellerA: 201, sellerB: 201, admin: 403, buyerA: 201, buyerB: 201 },
  },
  unwatchProduct: {
    prepare: async ({ server, buyer, product }) => {
      await server.database.db
        .insertInto('product_watches')
        .values({
          user_uuid: buyer.uuid,
          product_uuid: product.uuid,
          on_price_drop: true,
          on_back_in_stock: false,
          seen_gross: 1,
          seen_in_stock: true,
          unsubscribe_token: randomUUID(),
        })
        .execute();
      return product.uuid;
    },
    call: (agent, { prepared }) => agent.delete(`${productService}/product-watches/${prepared}`),
    expected: { ...ownAlerts(204) },
  },
  searchProducts: {
    call: (agent) => agent.post(`${searchService}/api/search`, { name: '', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] }),
    expected: everyone(200),
  },
  suggestSearches: { call: (agent) => agent.post(`${searchService}/api/search/suggestions`, { text: 'caf' }), expected: everyone(200) },
  rebuildSearchIndex: { call: (agent) => agent.post(`${searchService}/api/search/rebuild`), expected: adminOnly(202) },
};

describe('the authorization matrix', () => {
  it('lists every state-changing operation of the three specs', () => {
    const writes = listOperations()
      .filter((operation) => operation.method !== 'get')
      .map((operation) => operation.operation.operationId)
      .sort();
    expect(Object.keys(matrix).sort()).toEqual(writes);
  });
});

describeOnEachEngine('who may call each state-changing operation, on $engine', (engine) => {
  let server: TestServer;
  let adminUsername: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    adminUsername = (await createAdmin(server, 'adminmatrice')).username;
  });
  afterAll(async () => server?.close());

  /**
   * Everything a refused call must leave as it was: the target's account, products and sessions,
   * and buyer A's company: its locations, members, invitations, lists, lines and inquiries, and
   * buyer A's saved searches and watches.
   */
  const snapshot = async (target: SellerFixture, buyer: BuyerFixture) =>
    (
      await sql<{ state: string }>`
          SELECT md5(concat(
            (SELECT concat_ws('|', username, email, phone, first_name, last_name, seller_name, is_verified, is_enabled, password_hash) FROM users WHERE uuid = ${target.uuid}::uuid),
            (SELECT string_agg(concat_ws('|', uuid, name, is_enabled, updated_at), ',' ORDER BY uuid) FROM products WHERE owner_uuid = ${target.uuid}::uuid),
            (SELECT count(*) FROM refresh_tokens WHERE user_uuid = ${target.uuid}::uuid AND revoked_at IS NULL),
            (SELECT string_agg(concat_ws('|', ph.id, ph.position, ph.alt), ',' ORDER BY ph.id) FROM product_photos ph JOIN products p ON p.uuid = ph.product_uuid WHERE p.owner_uuid = ${target.uuid}::uuid),
            (SELECT string_agg(concat_ws('|', uuid, position, name, city, address), ',' ORDER BY uuid) FROM buyer_locations WHERE company_uuid = ${buyer.company}::uuid),
            (SELECT string_agg(concat_ws('|', user_uuid, membership), ',' ORDER BY user_uuid) FROM buyer_members WHERE company_uuid = ${buyer.company}::uuid),
            (SELECT count(*) FROM buyer_invitations WHERE company_uuid = ${buyer.company}::uuid),
            (SELECT string_agg(concat_ws('|', uuid, name, location_uuid, updated_at), ',' ORDER BY uuid) FROM order_lists WHERE company_uuid = ${buyer.company}::uuid),
            (SELECT string_agg(concat_ws('|', l.uuid, l.position, l.quantity, l.note, l.seen_gross, l.seen_at), ',' ORDER BY l.uuid) FROM order_lines l JOIN order_lists o ON o.uuid = l.list_uuid WHERE o.company_uuid = ${buyer.company}::uuid),
            (SELECT string_agg(concat_ws('|', uuid, status, answer), ',' ORDER BY uuid) FROM inquiries WHERE company_uuid = ${buyer.company}::uuid OR seller_uuid = ${target.uuid}::uuid),
            (SELECT string_agg(concat_ws('|', uuid, name, frequency, paused, confirmed_at, next_due_at), ',' ORDER BY uuid) FROM saved_searches WHERE user_uuid = ${buyer.uuid}::uuid),
            (SELECT string_agg(concat_ws('|', product_uuid, on_price_drop, on_back_in_stock), ',' ORDER BY product_uuid) FROM product_watches WHERE user_uuid = ${buyer.uuid}::uuid)
          )) AS state`.execute(server.database.db)
    ).rows[0]?.state;

  for (const [operationId, row] of Object.entries(matrix)) {
    it.each(actors)(`${operationId} as %s`, async (actor) => {
      const target = await createSeller(server);
      const other = await createSeller(server);
      const agentA = await loggedIn(server, target.username);
      const product = await createProductAs(agentA);
      const photo = row.withPhoto ? await addedPhoto(agentA, product.uuid) : '';
      const buyer = await createBuyer(server);
      const line = await server.database.db
        .insertInto('order_lines')
        .values({
          list_uuid: buyer.favorite,
          position: 0,
          product_uuid: product.uuid,
          seen_name: product.name,
          seen_seller_uuid: target.uuid,
          seen_seller_name: 'A',
          seen_unit: 'kg',
          seen_net: 1,
          seen_gross: 1,
        })
        .returning('uuid')
        .executeTakeFirstOrThrow();
      const inquiry = await sentInquiry(server, buyer, target.uuid);
      const agents: Record<Actor, () => Promise<TestAgent>> = {
        anonymous: async () => server.agent(),
        sellerA: async () => agentA,
        sellerB: () => loggedIn(server, other.username),
        buyerA: () => loggedIn(server, buyer.username),
        buyerB: async () => loggedIn(server, (await createBuyer(server)).username),
        admin: () => loggedIn(server, adminUsername, adminPassword),
      };
      const agent = await agents[actor]();
      const scene = { target, product, photo, server, buyer, line: line.uuid, inquiry };
      const prepared = row.prepare ? await row.prepare(scene) : '';
      const before = await snapshot(target, buyer);

      const response = await row.call(agent, { ...scene, prepared });

      expect(response.statusCode, response.body.slice(0, 200)).toBe(expectedOf(row, actor));
      if (response.statusCode >= 400) {
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(await snapshot(target, buyer)).toEqual(before);
        if (response.statusCode === 403)
          expect(response.json().code).toMatch(
            /^(USER_IS_NOT_AUTHORIZED|USER_TRIED_ADMIN_MODE|ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED|SECOND_FACTOR_REQUIRED)$/,
          );
      }
    });
  }
});
