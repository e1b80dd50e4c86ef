import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listOperations } from '../../openapi/spec-files';
import { servicePrefix } from '../config';
import type { TestAgent } from '../testing/test-agent';
import { describeOnEachEngine } from '../testing/each-engine';
import { adminPassword, createAdmin, createProductAs, createSeller, loggedIn, startTestServer, type TestServer } from '../testing/test-server';
import { declaredMediaTypes } from '../../openapi/operation-media-types';

/** Media types a client could send a body as; every one an operation does not declare is refused. */
const candidateTypes = [
  'application/json',
  'application/octet-stream',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/problem+json',
];

/** Operations that can carry a body: GET bodies are never read (Fastify does not parse them). */
const withBodies = listOperations().filter((entry) => entry.method !== 'get');

describeOnEachEngine('a body of a media type its operation does not declare ($engine)', (engine) => {
  let server: TestServer;
  let admin: TestAgent;
  let target: { uuid: string };
  let product: { uuid: string };

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await loggedIn(server, (await createAdmin(server, 'adminmedia')).username, adminPassword);
    const seller = await createSeller(server);
    target = seller;
    product = await createProductAs(await loggedIn(server, seller.username));
  });
  afterAll(async () => server?.close());

  /** What a refused request must leave as it was: every account, session, product and message. */
  const fingerprint = async () =>
    (
      await sql<{ state: string }>`
          SELECT md5(
            coalesce((SELECT string_agg(concat_ws('|', uuid, username, email, is_verified, is_enabled, password_hash), ',' ORDER BY uuid) FROM users), '') ||
            coalesce((SELECT string_agg(concat_ws('|', uuid, name, is_enabled, updated_at), ',' ORDER BY uuid) FROM products), '') ||
            (SELECT count(*)::text FROM refresh_tokens WHERE revoked_at IS NULL) ||
            (SELECT count(*)::text FROM product_photos) || (SELECT count(*)::text FROM contact_messages) || (SELECT count(*)::text FROM mail_tokens)
          ) AS state`.execute(server.database.db)
    ).rows[0]?.state;

  it('is the case the issue saw: an administrator enabling an account with octet-stream changes nothing and ends no session', async () => {
    const seller = await createSeller(server);
    await loggedIn(server, seller.username);
    const before = await fingerprint();
    const response = await admin.request({
      method: 'POST',
      url: `/svc/auth/api/profile/${seller.uuid}/enabled`,
      payload: '{"state":true}',
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', params: { accepted: 'application/json' } });
    expect(response.json().detail).toContain('application/json');
    expect(await fingerprint()).toBe(before);
  });

  for (const entry of withBodies) {
    const declared = declaredMediaTypes(entry.operation);
    const undeclared = candidateTypes.filter((type) => !declared.includes(type.split(';')[0] as string));
    it(`${entry.operation.operationId} refuses ${undeclared.length} undeclared types with 415, and changes nothing`, async () => {
      const url = servicePrefix(entry.service) + entry.path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'id' ? target.uuid : product.uuid));
      for (const type of undeclared) {
        const before = await fingerprint();
        const response = await admin.request({
          method: entry.method.toUpperCase() as 'POST',
          url,
          payload: '{"state":true,"name":"x"}',
          headers: { 'content-type': type },
        });
        const label = `${entry.method.toUpperCase()} ${url} as ${type}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBe(415);
        expect(response.headers['content-type'], label).toMatch(/^application\/problem\+json/);
        expect(response.json().code, label).toBe(declared.includes('image/jpeg') ? 'PHOTO_TYPE_NOT_ACCEPTED' : 'UNSUPPORTED_MEDIA_TYPE');
        expect(await fingerprint(), label).toBe(before);
      }
    });
  }

  it('still takes a body with no content type when it is empty, and JSON with a charset', async () => {
    const logout = await server.agent().request({ method: 'POST', url: '/svc/auth/api/auth/logout', headers: { 'content-type': 'text/plain' } });
    expect(logout.statusCode).toBe(204);
    const search = await server.agent().request({
      method: 'POST',
      url: '/svc/search/api/search',
      payload: JSON.stringify({ name: '', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(search.statusCode).toBe(200);
  });

  it('refuses a body sent with no content type at all', async () => {
    const response = await server.agent().request({ method: 'POST', url: '/svc/search/api/search', payload: Buffer.from('{"name":""}') });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
