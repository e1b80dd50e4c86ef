import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, readSpec, type OperationEntry } from '../openapi/spec-files';
import { servicePrefix } from './config';
import { arbitraryFor, nearMiss } from './testing/schema-arbitraries';
import type { TestAgent } from './testing/test-agent';
import { testEngines } from './testing/test-databases';
import { adminPassword, createAdmin, createBuyer, createProductAs, createSeller, loggedIn, startTestServer, type TestServer } from './testing/test-server';

type Actor = 'anonymous' | 'sellerA' | 'sellerB' | 'buyer' | 'admin';
const actors: Actor[] = ['anonymous', 'sellerA', 'sellerB', 'buyer', 'admin'];
const samplesPerOperationAndActor = 16;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Record<string, unknown>;
  $ref?: string;
}

function parametersOf(entry: OperationEntry): Parameter[] {
  const spec = readSpec(entry.service);
  const item = spec.paths[entry.path] as { parameters?: Parameter[] };
  const own = ((entry.operation as unknown as { parameters?: Parameter[] }).parameters ?? []) as Parameter[];
  return [...(item.parameters ?? []), ...own].map((parameter) =>
    parameter.$ref ? ((spec.components.parameters as Record<string, Parameter>)[parameter.$ref.split('/').at(-1) as string] as Parameter) : parameter,
  );
}

/** One generated request: valid, near-valid or garbage, with path, query and body. */
function requestArbitrary(entry: OperationEntry) {
  const spec = readSpec(entry.service);
  const parameters = parametersOf(entry);
  const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '%', '../..', "' OR 1=1 --", '<script>x</script>', '\u0000', 'ș'.repeat(50)));
  const parameterValue = (parameter: Parameter) => fc.oneof({ weight: 3, arbitrary: arbitraryFor(parameter.schema, spec) }, { weight: 1, arbitrary: text });
  const path = fc.tuple(
    ...parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => parameterValue(parameter).map((value) => [parameter.name, String(value)] as const)),
  );
  const query = fc.tuple(
    ...parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) =>
        fc.option(
          parameterValue(parameter).map((value) => [parameter.name, String(value)] as const),
          { nil: undefined, freq: parameter.required ? 8 : 2 },
        ),
      ),
  );
  const header = fc.tuple(
    ...parameters
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) =>
        fc.option(
          parameterValue(parameter).map((value) => [parameter.name, String(value)] as const),
          { nil: undefined, freq: 8 },
        ),
      ),
  );
  const bodySchema = (entry.operation.requestBody as { content?: { 'application/json'?: { schema: Record<string, unknown> } } } | undefined)?.content?.[
    'application/json'
  ]?.schema;
  const valid = bodySchema ? arbitraryFor(bodySchema, spec) : fc.constant(undefined);
  const body = fc.oneof(
    { weight: 3, arbitrary: valid.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 2, arbitrary: nearMiss(valid).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.anything().map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.string().map((value) => ({ kind: 'raw' as const, value })) },
  );
  const contentType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    'image/png',
  );
  const mediaTypes = Object.keys((entry.operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {});
  if (!mediaTypes.includes('image/jpeg')) return fc.record({ path, query, header, body, contentType });
  // An upload of bytes: noise, or noise behind a JPEG's, PNG's or WebP's first bytes, so the decoder is reached.
  const magic = fc.constantFrom(
    Buffer.alloc(0),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from('89504e470d0a1a0a', 'hex'),
    Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'),
  );
  const bytes = fc.tuple(magic, fc.uint8Array({ maxLength: 4_000 })).map(([head, tail]) => ({ kind: 'bytes' as const, value: Buffer.concat([head, tail]) }));
  return fc.record({
    path,
    query,
    header,
    body: fc.oneof({ weight: 4, arbitrary: bytes }, { weight: 1, arbitrary: body }),
    contentType: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...mediaTypes) }, { weight: 1, arbitrary: contentType }),
  });
}

describe.each(testEngines.slice(0, 1))('fuzzing every operation from its OpenAPI schema ($engine)', (engine) => {
  let server: TestServer;
  const agents = {} as Record<Actor, TestAgent>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const sellerA = await createSeller(server, { username: 'fuzzanna' });
    const sellerB = await createSeller(server, { username: 'fuzzbogdan' });
    agents.anonymous = server.agent();
    agents.sellerA = await loggedIn(server, sellerA.username);
    agents.sellerB = await loggedIn(server, sellerB.username);
    agents.admin = await loggedIn(server, (await createAdmin(server, 'fuzzadmin')).username, adminPassword);
    agents.buyer = await loggedIn(server, (await createBuyer(server)).username);
    await createProductAs(agents.sellerA, { name: 'Produs țintă' });
  }, 120_000);
  afterAll(async () => server?.close());

  /** Everything a refused request must leave as it was (login failure counters excepted). */
  const fingerprint = async () =>
    (
      await sql<{ state: string }>`
        SELECT md5(
          coalesce((SELECT string_agg(concat_ws('|', uuid, username, email, phone, first_name, last_name, seller_name, description, role, is_verified, is_enabled, password_hash), ',' ORDER BY uuid) FROM users), '') ||
          coalesce((SELECT string_agg(concat_ws('|', uuid, owner_uuid, name, description, price, city, phone, is_enabled, updated_at), ',' ORDER BY uuid) FROM products), '') ||
          coalesce((SELECT string_agg(concat_ws('|', product_uuid, name_folded, is_enabled), ',' ORDER BY product_uuid) FROM search_index), '') ||
          coalesce((SELECT string_agg(concat_ws('|', id, product_uuid, position, alt), ',' ORDER BY id) FROM product_photos), '') ||
          coalesce((SELECT string_agg(concat_ws('|', uuid, name, location_uuid, updated_at), ',' ORDER BY uuid) FROM order_lists), '') ||
          coalesce((SELECT string_agg(concat_ws('|', uuid, position, quantity, note, seen_at), ',' ORDER BY uuid) FROM order_lines), '') ||
          coalesce((SELECT string_agg(concat_ws('|', uuid, position, name, city, address), ',' ORDER BY uuid) FROM buyer_locations), '') ||
          coalesce((SELECT string_agg(concat_ws('|', uuid, status, answer), ',' ORDER BY uuid) FROM inquiries), '') ||
          coalesce((SELECT string_agg(concat_ws('|', uuid, name, frequency, paused, confirmed_at), ',' ORDER BY uuid) FROM saved_searches), '') ||
          coalesce((SELECT string_agg(concat_ws('|', uuid, on_price_drop, on_back_in_stock), ',' ORDER BY uuid) FROM product_watches), '') ||
          (SELECT count(*)::text FROM buyer_invitations) || (SELECT count(*)::text FROM buyer_members) ||
          (SELECT count(*)::text FROM contact_messages) || (SELECT count(*)::text FROM mail_tokens)
        ) AS state`.execute(server.database.db)
    ).rows[0]?.state;

  const operations = listOperations();
  let total = 0;

  for (const entry of operations) {
    it(`${entry.operation.operationId}: a documented status, problem+json for errors, no 5xx, nothing changed by a refusal`, async () => {
      const documented = Object.keys(entry.operation.responses).map(Number);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...actors), requestArbitrary(entry), async (actor, request) => {
          let url = servicePrefix(entry.service) + entry.path;
          for (const [name, value] of request.path) url = url.replace(`{${name}}`, encodeURIComponent(value));
          const query = new URLSearchParams(request.query.filter((pair): pair is readonly [string, string] => pair !== undefined) as [string, string][]);
          if (query.size > 0) url += `?${query}`;
          const payload =
            request.body.kind === 'raw' || request.body.kind === 'bytes'
              ? request.body.value
              : request.body.value === undefined
                ? undefined
                : JSON.stringify(request.body.value);
          const before = await fingerprint();
          const response = await Promise.race([
            agents[actor].request({
              method: entry.method.toUpperCase() as 'GET',
              url,
              ...(payload === undefined || entry.method === 'get' ? {} : { payload }),
              headers: {
                ...Object.fromEntries(request.header.filter((pair): pair is readonly [string, string] => pair !== undefined)),
                ...(payload === undefined || entry.method === 'get' ? {} : { 'content-type': request.contentType }),
              },
            }),
            new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 5 s')), 5_000)),
          ]);
          total += 1;
          expect(response.statusCode, `${entry.method.toUpperCase()} ${url} as ${actor}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          expect(documented, `${entry.method.toUpperCase()} ${url} as ${actor} answered ${response.statusCode}: ${response.body.slice(0, 300)}`).toContain(
            response.statusCode,
          );
          if (response.statusCode >= 400) {
            expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
            expect(response.json()).toMatchObject({ status: response.statusCode, code: expect.any(String) });
            expect(await fingerprint(), `${entry.operation.operationId} as ${actor} changed data and answered ${response.statusCode}`).toBe(before);
          }
        }),
        { numRuns: samplesPerOperationAndActor * actors.length, seed: 20261122 },
      );
    }, 120_000);
  }

  it('sent at least 2,000 requests', () => {
    expect(total).toBeGreaterThanOrEqual(2_000);
  });
});
