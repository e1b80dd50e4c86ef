import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../openapi/runtime-config';
import { listOperations } from '../openapi/spec-files';
import { issueMailToken } from './services/auth/mail-tokens';
import type { TestAgent } from './testing/test-agent';
import { engineTitle, testEngines } from './testing/test-databases';
import { jpegPhoto } from './testing/test-images';
import {
  adminPassword,
  auth,
  bulkRow,
  createAdmin,
  createProductAs,
  createSeller,
  loggedIn,
  productInput,
  productService,
  searchService,
  sellerPassword,
  startTestServer,
  type SellerFixture,
  type TestServer,
} from './testing/test-server';

type Actor = 'anonymous' | 'sellerA' | 'sellerB' | 'admin';
const actors: Actor[] = ['anonymous', 'sellerA', 'sellerB', 'admin'];

/** What a call may use: seller A (the target), A's product (with a photo if the row asks for one), and a mail token of A's. */
interface Scene {
  target: SellerFixture;
  product: { uuid: string };
  photo: string;
  server: TestServer;
}

interface Row {
  call: (agent: TestAgent, scene: Scene) => ReturnType<TestAgent['get']>;
  expected: Record<Actor, number>;
  /** A's product gets a photo before the call. */
  withPhoto?: true;
}

async function addedPhoto(owner: TestAgent, product: string): Promise<string> {
  const response = await owner.request({
    method: 'POST',
    url: `${productService}/product/${product}/photos`,
    payload: await jpegPhoto(64, 48),
    headers: { 'content-type': 'image/jpeg' },
  });
  return (response.json() as { id: string }).id;
}

const everyone = (status: number): Record<Actor, number> => ({ anonymous: status, sellerA: status, sellerB: status, admin: status });
const adminOnly = (success: number): Record<Actor, number> => ({ anonymous: 401, sellerA: 403, sellerB: 403, admin: success });

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
    expected: { anonymous: 401, sellerA: 201, sellerB: 201, admin: 201 },
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
    expected: { anonymous: 401, sellerA: 201, sellerB: 201, admin: 201 },
  },
  bulkImportPreview: {
    call: (agent) => agent.post(`${productService}/product/bulk/preview`, { products: [bulkRow(1)], wipePreviousData: true }),
    expected: { anonymous: 401, sellerA: 200, sellerB: 200, admin: 200 },
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

describe.each(testEngines)('who may call each state-changing operation, on $engine', (engine) => {
  describe.skipIf(engine.skipReason !== undefined)(engineTitle(engine), () => {
    let server: TestServer;
    let adminUsername: string;
    beforeAll(async () => {
      server = await startTestServer(engine);
      adminUsername = (await createAdmin(server, 'adminmatrice')).username;
    });
    afterAll(async () => server?.close());

    /** Everything a refused call must leave as it was: the target's account, products and sessions. */
    const snapshot = async (target: SellerFixture) =>
      (
        await sql<{ state: string }>`
          SELECT md5(concat(
            (SELECT concat_ws('|', username, email, phone, first_name, last_name, seller_name, is_verified, is_enabled, password_hash) FROM users WHERE uuid = ${target.uuid}::uuid),
            (SELECT string_agg(concat_ws('|', uuid, name, is_enabled, updated_at), ',' ORDER BY uuid) FROM products WHERE owner_uuid = ${target.uuid}::uuid),
            (SELECT count(*) FROM refresh_tokens WHERE user_uuid = ${target.uuid}::uuid AND revoked_at IS NULL),
            (SELECT string_agg(concat_ws('|', ph.id, ph.position, ph.alt), ',' ORDER BY ph.id) FROM product_photos ph JOIN products p ON p.uuid = ph.product_uuid WHERE p.owner_uuid = ${target.uuid}::uuid)
          )) AS state`.execute(server.database.db)
      ).rows[0]?.state;

    for (const [operationId, row] of Object.entries(matrix)) {
      it.each(actors)(`${operationId} as %s`, async (actor) => {
        const target = await createSeller(server);
        const other = await createSeller(server);
        const agentA = await loggedIn(server, target.username);
        const product = await createProductAs(agentA);
        const photo = row.withPhoto ? await addedPhoto(agentA, product.uuid) : '';
        const agents: Record<Actor, () => Promise<TestAgent>> = {
          anonymous: async () => server.agent(),
          sellerA: async () => agentA,
          sellerB: () => loggedIn(server, other.username),
          admin: () => loggedIn(server, adminUsername, adminPassword),
        };
        const agent = await agents[actor]();
        const before = await snapshot(target);

        const response = await row.call(agent, { target, product, photo, server });

        expect(response.statusCode, response.body.slice(0, 200)).toBe(row.expected[actor]);
        if (response.statusCode >= 400) {
          expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(await snapshot(target)).toEqual(before);
          if (response.statusCode === 403)
            expect(response.json().code).toMatch(
              /^(USER_IS_NOT_AUTHORIZED|USER_TRIED_ADMIN_MODE|ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED|SECOND_FACTOR_REQUIRED)$/,
            );
        }
      });
    }
  });
});
