import { describe, expect, it } from 'vitest';
import { createProductClient } from '../../openapi/clients/service-clients';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { csvCellsOf, csvColumns } from '../../openapi/domain/csv-rules';
import { csvLines } from '../../openapi/domain/csv-writing';
import { localCaptchaToken } from '../../openapi/runtime-config';
import { alertIds, ana, buyerIds, moderationIds, photoIds, photoImages, productIds, providerNames, states } from '../fixtures';
import {
  boolean,
  cookieJarFetch,
  eachLike,
  integer,
  jsonHeaders,
  metricsBody,
  number,
  pactWith,
  photoBody,
  problem,
  problemHeaders,
  productBody,
  regex,
  runInteractionTable,
  string,
  type TableInteraction,
  uuid,
  instant,
} from './pact-harness';

const pact = pactWith(providerNames.product);
const asAna = { Cookie: 'access_token=pact-access-ana' };
const asAdmin = { Cookie: 'access_token=pact-access-admin' };
const anaClient = (url: string) => createProductClient({ baseUrl: url, fetch: cookieJarFetch({ access_token: 'pact-access-ana' }) });
const adminClient = (url: string) => createProductClient({ baseUrl: url, fetch: cookieJarFetch({ access_token: 'pact-access-admin' }) });

const input = {
  name: 'Cafea boabe Arabica 1 kg',
  description: 'Prăjită mediu, pentru espresso.',
  price: 89.9,
  vatIncluded: true,
  inStock: true,
  negotiable: false,
  isDeliverable: true,
  sellType: 'kg',
  packageType: 'Pungă',
  city: 'București',
  phone: '0722000111',
  isEnabled: true,
};

const row = {
  name: 'Farfurie întinsă 27 cm',
  description: 'N/A',
  price: 19.5,
  vatIncluded: true,
  sellType: 'la bucata',
  packageType: 'Individual',
  phone: '0722000111',
  city: 'Constanța',
  deliverable: true,
  negotiable: false,
  inStock: true,
  enabled: true,
};

describe('product service contract', () => {
  it("lists a seller's own products, page by page", async () => {
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('ana listing her products, first page of 12')
      .withRequest('GET', '/product', (builder) => builder.headers(asAna).query({ perPage: '12', page: '0', productName: 'cafea' }))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({ products: eachLike(productBody()), perPage: integer(12), totalPages: integer(1), totalItems: integer(2) }),
      )
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).GET('/product', { params: { query: { perPage: 12, page: 0, productName: 'cafea' } } });
        expect(data?.products.length).toBeGreaterThan(0);
      });
  });

  it("downloads a seller's catalogue as the CSV the import reads back", async () => {
    const compared = { brand: 'Arabica Roast', unitCode: 'KGM', vatRate: 11 };
    const products = [
      { ...input, ...compared, content: { count: 1, amount: 1, unit: 'KGM' } },
      { ...input, ...compared, name: 'Cafea măcinată 250 g', price: 79.9, content: { count: 1, amount: 250, unit: 'GRM' } },
      { ...input, name: 'Ceașcă espresso porțelan', price: 69.9 },
    ];
    const csv = `\uFEFF${csvLines([csvColumns, ...products.map(csvCellsOf)])}`;
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('ana downloading her catalogue')
      .withRequest('GET', '/product/export', (builder) => builder.headers(asAna))
      .willRespondWith(200, (builder) =>
        builder
          // Pact reads a text body's type from its bytes, which say plain text; the header names the CSV.
          .body('text/plain', Buffer.from(csv))
          .headers({
            'Content-Type': regex('^text/csv(;.*)?$', 'text/csv; charset=utf-8'),
            'Content-Disposition': regex('^attachment; filename="catalog-\\d{4}-\\d{2}-\\d{2}\\.csv"$', 'attachment; filename="catalog-2026-11-28.csv"'),
          }),
      )
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).GET('/product/export', { parseAs: 'text' });
        const [header, first] = (data ?? '').replace(/^\uFEFF/, '').split('\r\n');
        expect(header?.split(',')).toEqual([...csvColumns]);
        expect(first).toContain('Cafea boabe Arabica 1 kg');
        expect(first).toContain('Arabica Roast');
      });
  });

  it('creates a product', async () => {
    await pact
      .addInteraction()
      .given(states.anaExists)
      .uponReceiving('ana creating a product')
      .withRequest('POST', '/product', (builder) => builder.headers(asAna).jsonBody(input))
      .willRespondWith(201, (builder) => builder.headers(jsonHeaders).jsonBody(productBody()))
      .executeTest(async (server) => {
        const { response } = await anaClient(server.url).POST('/product', { body: input });
        expect(response.status).toBe(201);
      });
  });

  it('refuses a city outside the list with CITY_NOT_FOUND', async () => {
    await pact
      .addInteraction()
      .given(states.anaExists)
      .uponReceiving('ana creating a product in an unknown city')
      .withRequest('POST', '/product', (builder) => builder.headers(asAna).jsonBody({ ...input, city: 'Atlantida' }))
      .willRespondWith(400, (builder) => builder.headers(problemHeaders).jsonBody(problem(400, 'CITY_NOT_FOUND')))
      .executeTest(async (server) => {
        const { error } = await anaClient(server.url).POST('/product', { body: { ...input, city: 'Atlantida' } });
        expect(error).toMatchObject({ code: 'CITY_NOT_FOUND' });
      });
  });

  it('updates a product, which is also how a listing is enabled or disabled', async () => {
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('ana disabling one of her products')
      .withRequest('PUT', `/product/${productIds[0]}`, (builder) => builder.headers(asAna).jsonBody({ ...input, isEnabled: false }))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(productBody({ isEnabled: false })))
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).PUT('/product/{uuid}', {
          params: { path: { uuid: productIds[0] } },
          body: { ...input, isEnabled: false },
        });
        expect(data?.isEnabled).toBe(false);
      });
  });

  it('takes back a product as search returns it, with its uuid, seller, owner and time', async () => {
    const asShown = { ...input, uuid: productIds[0], seller: 'Cafeneaua Anei SRL', owner: ana.uuid, updatedAt: '2026-11-20T10:00:00.000Z', price: 92.5 };
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('ana sending back one of her products as search showed it, repriced')
      .withRequest('PUT', `/product/${productIds[0]}`, (builder) => builder.headers(asAna).jsonBody(asShown))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(productBody({ price: 92.5 })))
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).PUT('/product/{uuid}', { params: { path: { uuid: productIds[0] } }, body: asShown });
        expect(data?.price).toBe(92.5);
      });
  });

  it('deletes a product', async () => {
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('ana deleting one of her products')
      .withRequest('DELETE', `/product/${productIds[1]}`, (builder) => builder.headers(asAna))
      .willRespondWith(204)
      .executeTest(async (server) => {
        const { response } = await anaClient(server.url).DELETE('/product/{uuid}', { params: { path: { uuid: productIds[1] } } });
        expect(response.status).toBe(204);
      });
  });

  it('imports a catalogue in bulk', async () => {
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('ana importing two rows and wiping her previous catalogue')
      .withRequest('POST', '/product/bulk', (builder) =>
        builder.headers(asAna).jsonBody({ products: [row, { ...row, name: 'Farfurie adâncă 22 cm' }], wipePreviousData: true }),
      )
      .willRespondWith(201, (builder) =>
        builder.headers(jsonHeaders).jsonBody({ created: integer(2), updated: integer(0), unchanged: integer(0), deleted: integer(3) }),
      )
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).POST('/product/bulk', {
          body: { products: [row, { ...row, name: 'Farfurie adâncă 22 cm' }], wipePreviousData: true },
        });
        expect(data?.created).toBe(2);
      });
  });

  it('previews how a file would change the catalogue, and reads how far an import has got', async () => {
    await pact
      .addInteraction()
      .given(states.anaHasProducts)
      .uponReceiving('ana previewing a one-row file against her three products, with the wipe')
      .withRequest('POST', '/product/bulk/preview', (builder) => builder.headers(asAna).jsonBody({ products: [row], wipePreviousData: true }))
      .willRespondWith(200, (builder) =>
        builder.headers(jsonHeaders).jsonBody({
          created: { count: integer(1), rows: eachLike({ index: integer(0), name: string(row.name) }) },
          changed: { count: integer(0), rows: [] },
          unchanged: { count: integer(0), rows: [] },
          removedIfWiped: { count: integer(3), products: eachLike({ uuid: uuid(productIds[0]), name: string('Cafea boabe Arabica 1 kg') }) },
        }),
      )
      .executeTest(async (server) => {
        const { data } = await anaClient(server.url).POST('/product/bulk/preview', { body: { products: [row], wipePreviousData: true } });
        expect(data?.created.rows[0]?.name).toBe(row.name);
        expect(data?.removedIfWiped.count).toBe(3);
      });
    await pact
      .addInteraction()
      .given(states.anaExists)
      .uponReceiving('ana asking how far her import has got, with none running')
      .withRequest('GET', '/product/bulk/progress', (builder) => builder.headers(asAna))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody({ state: 'idle', written: integer(0), total: integer(0) }))
      .executeTest(async (server) => {
        expect((await anaClient(server.url).GET('/product/bulk/progress')).data?.state).toBe('idle');
      });
  });

  it('answers a bulk import with a bad row by listing the row errors', async () => {
    await pact
      .addInteraction()
      .given(states.anaExists)
      .uponReceiving('ana importing a row with a bad phone')
      .withRequest('POST', '/product/bulk', (builder) =>
        builder.headers(asAna).jsonBody({ products: [row, { ...row, phone: '12345' }], wipePreviousData: false }),
      )
      .willRespondWith(400, (builder) =>
        builder.headers(problemHeaders).jsonBody(
          problem(400, 'VALIDATION_FAILED', {
            errors: eachLike({
              index: integer(1),
              name: string('Farfurie întinsă 27 cm'),
              field: regex('products\\.\\d+\\.\\w+', 'products.1.phone'),
              rule: string('phone'),
              message: string('Telefon invalid. Format: +407xxxxxxxx'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const { error } = await anaClient(server.url).POST('/product/bulk', { body: { products: [row, { ...row, phone: '12345' }], wipePreviousData: false } });
        expect(error).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ index: 1 })] });
      });
  });

  it('gives an admin the product metrics and count', async () => {
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving('an admin reading the product metrics')
      .withRequest('GET', '/api/product/admin/metrics', (builder) => builder.headers(asAdmin))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(metricsBody('product')))
      .executeTest(async (server) => {
        expect((await adminClient(server.url).GET('/api/product/admin/metrics')).data?.service).toBe('product');
      });
    await pact
      .addInteraction()
      .given(states.adminLoggedIn)
      .uponReceiving('an admin reading the product count')
      .withRequest('GET', '/api/product/admin/products/count', (builder) => builder.headers(asAdmin))
      .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody({ totalProducts: integer(3), enabledProducts: integer(3) }))
      .executeTest(async (server) => {
        expect((await adminClient(server.url).GET('/api/product/admin/products/count')).data?.totalProducts).toBe(3);
      });
  });

  it('answers a seller calling an admin route with 403 USER_TRIED_ADMIN_MODE', async () => {
    await pact
      .addInteraction()
      .given(states.anaExists)
      .uponReceiving('ana asking for the admin product count')
      .withRequest('GET', '/api/product/admin/products/count', (builder) => builder.headers(asAna))
      .willRespondWith(403, (builder) => builder.headers(problemHeaders).jsonBody(problem(403, 'USER_TRIED_ADMIN_MODE')))
      .executeTest(async (server) => {
        const { error } = await anaClient(server.url).GET('/api/product/admin/products/count');
        expect(error).toMatchObject({ code: 'USER_TRIED_ADMIN_MODE' });
      });
  });

  describe('reports and their moderation (issue #51)', () => {
    const decisionBody = (overrides: Record<string, unknown> = {}) => ({
      uuid: uuid(moderationIds.decision),
      reference: regex('^D-\\d{6}$', 'D-000001'),
      productUuid: uuid(productIds[0]),
      productName: string('Cafea boabe Arabica 1 kg'),
      action: regex('^(DISMISS|HIDE_LISTING|SUSPEND_SELLER)$', 'HIDE_LISTING'),
      ground: regex('^(LAW|TERMS|NONE)$', 'TERMS'),
      groundDetail: string('Termeni și condiții, secțiunea 4'),
      facts: string('Eticheta nu are timbrul producătorului.'),
      automated: boolean(false),
      reports: integer(2),
      decidedAt: instant('2026-11-29T09:00:00.000Z'),
      contestable: boolean(true),
      ...overrides,
    });
    const complaintBody = (overrides: Record<string, unknown> = {}) => ({
      uuid: uuid(moderationIds.complaint),
      decisionUuid: uuid(moderationIds.decision),
      text: string('Avem factura importatorului.'),
      createdAt: instant('2026-11-29T10:00:00.000Z'),
      ...overrides,
    });

    it('takes a visitor’s report of a product, with its reference', async () => {
      const body = {
        reason: 'COUNTERFEIT' as const,
        explanation: 'Eticheta nu are timbrul producătorului.',
        address: `https://catalog.example.ro/product?id=${productIds[0]}`,
        goodFaith: true as const,
        recaptchaToken: localCaptchaToken,
      };
      await pact
        .addInteraction()
        .given(states.anaHasProducts)
        .uponReceiving('a visitor reporting one of ana’s products as counterfeit')
        .withRequest('POST', `/product/${productIds[0]}/reports`, (builder) => builder.headers({ 'Content-Type': 'application/json' }).jsonBody(body))
        .willRespondWith(201, (builder) =>
          builder.headers(jsonHeaders).jsonBody({
            reference: regex('^R-\\d{6}$', 'R-000001'),
            productName: string('Cafea boabe Arabica 1 kg'),
            createdAt: instant('2026-11-29T08:00:00.000Z'),
          }),
        )
        .executeTest(async (server) => {
          const { data } = await createProductClient({ baseUrl: server.url, fetch: cookieJarFetch() }).POST('/product/{uuid}/reports', {
            params: { path: { uuid: productIds[0] } },
            body,
          });
          expect(data?.reference).toMatch(/^R-/);
        });
    });

    it('gives an admin the queue, a product’s reports and the log, and takes a decision', async () => {
      await pact
        .addInteraction()
        .given(states.anaProductReported)
        .uponReceiving('an admin reading the moderation queue')
        .withRequest('GET', '/moderation/queue', (builder) => builder.headers(asAdmin))
        .willRespondWith(200, (builder) =>
          builder.headers(jsonHeaders).jsonBody({
            items: eachLike({
              productUuid: uuid(productIds[0]),
              productName: string('Cafea boabe Arabica 1 kg'),
              sellerName: string('Cafeneaua Anei SRL'),
              openReports: integer(2),
              upTo: integer(2),
              newestAt: instant('2026-11-29T08:00:00.000Z'),
              reasons: eachLike({ reason: regex('^(ILLEGAL|COUNTERFEIT|DANGEROUS|MISLEADING|WRONG_CATEGORY|OTHER)$', 'COUNTERFEIT'), count: integer(1) }),
              listingHidden: boolean(false),
            }),
            totalItems: integer(1),
            totalPages: integer(1),
          }),
        )
        .executeTest(async (server) => {
          const { data } = await adminClient(server.url).GET('/moderation/queue');
          expect(data?.items[0]?.openReports).toBe(2);
        });
      await pact
        .addInteraction()
        .given(states.anaProductReported)
        .uponReceiving('an admin reading the open reports of ana’s first product')
        .withRequest('GET', `/moderation/products/${productIds[0]}/reports`, (builder) => builder.headers(asAdmin))
        .willRespondWith(200, (builder) =>
          builder.headers(jsonHeaders).jsonBody({
            reports: eachLike({
              uuid: uuid('0a7d7f10-0000-4000-8000-000000000042'),
              reference: regex('^R-\\d{6}$', 'R-000002'),
              reason: regex('^(ILLEGAL|COUNTERFEIT|DANGEROUS|MISLEADING|WRONG_CATEGORY|OTHER)$', 'DANGEROUS'),
              explanation: string('Punga era desfăcută la livrare.'),
              address: string(`/product?id=${productIds[0]}`),
              createdAt: instant('2026-11-29T08:00:00.000Z'),
            }),
          }),
        )
        .executeTest(async (server) => {
          const { data } = await adminClient(server.url).GET('/moderation/products/{uuid}/reports', { params: { path: { uuid: productIds[0] } } });
          expect(data?.reports.length).toBeGreaterThan(0);
        });
      const decision = {
        action: 'HIDE_LISTING' as const,
        ground: 'TERMS' as const,
        groundDetail: 'Termeni și condiții, secțiunea 4',
        facts: 'Eticheta nu are timbrul producătorului.',
        upTo: 1_000_000,
      };
      await pact
        .addInteraction()
        .given(states.anaProductReported)
        .uponReceiving('an admin hiding ana’s reported product')
        .withRequest('POST', `/moderation/products/${productIds[0]}/decision`, (builder) => builder.headers(asAdmin).jsonBody(decision))
        .willRespondWith(201, (builder) => builder.headers(jsonHeaders).jsonBody(decisionBody({ uuid: uuid(moderationIds.decision) })))
        .executeTest(async (server) => {
          const { data } = await adminClient(server.url).POST('/moderation/products/{uuid}/decision', {
            params: { path: { uuid: productIds[0] } },
            body: decision,
          });
          expect(data?.action).toBe('HIDE_LISTING');
        });
      await pact
        .addInteraction()
        .given(states.anaProductReported)
        .uponReceiving('an admin reading the moderation log')
        .withRequest('GET', '/moderation/log', (builder) => builder.headers(asAdmin))
        .willRespondWith(200, (builder) =>
          builder.headers(jsonHeaders).jsonBody({
            entries: eachLike({
              position: integer(1),
              at: instant('2026-11-29T08:00:00.000Z'),
              actor: string('vizitator'),
              step: regex('^(REPORTED|DECIDED|COMPLAINED|COMPLAINT_DECIDED)$', 'REPORTED'),
              productUuid: uuid(productIds[0]),
              productName: string('Cafea boabe Arabica 1 kg'),
              subjectUuid: uuid(productIds[0]),
              reason: string('Produs contrafăcut'),
            }),
          }),
        )
        .executeTest(async (server) => {
          const { data } = await adminClient(server.url).GET('/moderation/log');
          expect(data?.entries[0]?.step).toBe('REPORTED');
        });
    });

    it('shows ana the decision about her product, and takes her complaint', async () => {
      await pact
        .addInteraction()
        .given(states.anaProductHidden)
        .uponReceiving('ana reading the decisions about her products')
        .withRequest('GET', '/moderation/decisions', (builder) => builder.headers(asAna))
        .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody({ decisions: eachLike(decisionBody()) }))
        .executeTest(async (server) => {
          const { data } = await anaClient(server.url).GET('/moderation/decisions');
          expect(data?.decisions[0]?.contestable).toBe(true);
        });
      await pact
        .addInteraction()
        .given(states.anaProductHidden)
        .uponReceiving('ana contesting the decision that hid her product')
        .withRequest('POST', `/moderation/decisions/${moderationIds.decision}/complaint`, (builder) =>
          builder.headers(asAna).jsonBody({ text: 'Avem factura importatorului.' }),
        )
        .willRespondWith(201, (builder) => builder.headers(jsonHeaders).jsonBody(complaintBody({ uuid: uuid(moderationIds.complaint) })))
        .executeTest(async (server) => {
          const { data } = await anaClient(server.url).POST('/moderation/decisions/{uuid}/complaint', {
            params: { path: { uuid: moderationIds.decision } },
            body: { text: 'Avem factura importatorului.' },
          });
          expect(data?.decisionUuid).toBe(moderationIds.decision);
        });
    });

    it('gives another admin the complaint and takes the reversal', async () => {
      await pact
        .addInteraction()
        .given(states.anaContested)
        .uponReceiving('an admin reading the open complaints')
        .withRequest('GET', '/moderation/complaints', (builder) => builder.headers(asAdmin))
        .willRespondWith(200, (builder) =>
          builder.headers(jsonHeaders).jsonBody({
            complaints: eachLike({
              complaint: complaintBody(),
              decision: decisionBody({ contestable: boolean(false), complaint: complaintBody() }),
              sellerName: string('Cafeneaua Anei SRL'),
              mayDecide: boolean(true),
            }),
          }),
        )
        .executeTest(async (server) => {
          const { data } = await adminClient(server.url).GET('/moderation/complaints');
          expect(data?.complaints[0]?.mayDecide).toBe(true);
        });
      const answer = { outcome: 'REVERSED' as const, reply: 'Factura arată că produsul este original.' };
      await pact
        .addInteraction()
        .given(states.anaContested)
        .uponReceiving('an admin reversing the decision ana contested')
        .withRequest('POST', `/moderation/complaints/${moderationIds.complaint}/decision`, (builder) => builder.headers(asAdmin).jsonBody(answer))
        .willRespondWith(200, (builder) =>
          builder
            .headers(jsonHeaders)
            .jsonBody(complaintBody({ outcome: 'REVERSED', reply: string(answer.reply), decidedAt: instant('2026-11-29T11:00:00.000Z') })),
        )
        .executeTest(async (server) => {
          const { data } = await adminClient(server.url).POST('/moderation/complaints/{uuid}/decision', {
            params: { path: { uuid: moderationIds.complaint } },
            body: answer,
          });
          expect(data?.outcome).toBe('REVERSED');
        });
    });
  });

  describe('order lists and inquiries (issue #50, decision 053)', () => {
    const asRadu = { Cookie: 'access_token=pact-access-radu' };
    const raduClient = (url: string) => createProductClient({ baseUrl: url, fetch: cookieJarFetch({ access_token: 'pact-access-radu' }) });
    const prices = { net: number(80.99), gross: number(89.9) };
    const seller = { uuid: uuid(ana.uuid), name: string('Cafeneaua Anei SRL') };
    const lineBody = (overrides: Record<string, unknown> = {}) => ({
      uuid: uuid(buyerIds.line),
      product: uuid(productIds[0]),
      name: string('Cafea boabe Arabica 1 kg'),
      seller,
      unit: string('kg'),
      quantity: number(2),
      note: string(''),
      state: regex('AVAILABLE|OUT_OF_STOCK|DISABLED|DELETED|SELLER_INACTIVE', 'AVAILABLE'),
      seen: { net: number(73), gross: number(79.9) },
      current: prices,
      priceChange: { net: number(7.99), gross: number(10) },
      seenAt: instant('2026-11-29T10:00:00.000Z'),
      addedAt: instant('2026-11-29T10:00:00.000Z'),
      ...overrides,
    });
    const inquiryBody = (overrides: Record<string, unknown> = {}) => ({
      uuid: uuid(buyerIds.inquiry),
      number: integer(1),
      seller,
      listName: string('Favorite'),
      buyer: {
        company: string('Bistro Radu SRL'),
        identifier: string('RO18547290'),
        location: { name: string('Bistro Centru'), city: string('Cluj-Napoca'), address: string('Str. Memorandumului 1') },
        contact: { name: string('Radu Ionescu'), email: string('radu@bistro.test'), phone: string('0722000555') },
      },
      message: string(''),
      status: regex('NEW|SEEN|CONFIRMED|REFUSED', 'NEW'),
      answer: string(''),
      statusChangedAt: instant('2026-11-29T10:00:00.000Z'),
      createdAt: instant('2026-11-29T10:00:00.000Z'),
      lines: eachLike({
        product: uuid(productIds[0]),
        name: string('Cafea boabe Arabica 1 kg'),
        unit: string('kg'),
        quantity: number(2),
        net: number(80.99),
        gross: number(89.9),
        note: string(''),
      }),
      net: number(161.98),
      gross: number(179.8),
      ...overrides,
    });

    it("opens a buyer's list with what changed, adds a product, and sends the list once per key", async () => {
      await pact
        .addInteraction()
        .given(states.raduKeepsAnasProduct)
        .uponReceiving("radu opening his Favorite list, whose product's price went up")
        .withRequest('GET', `/order-lists/${buyerIds.favorite}`, (builder) => builder.headers(asRadu))
        .willRespondWith(200, (builder) =>
          builder.headers(jsonHeaders).jsonBody({
            uuid: uuid(buyerIds.favorite),
            name: string('Favorite'),
            isDefault: boolean(true),
            location: null,
            lines: eachLike(lineBody()),
            totals: eachLike({ seller, lines: integer(1), sendable: integer(1), net: number(161.98), gross: number(179.8) }),
            updatedAt: instant('2026-11-29T10:00:00.000Z'),
          }),
        )
        .executeTest(async (server) => {
          const { data } = await raduClient(server.url).GET('/order-lists/{list}', { params: { path: { list: buyerIds.favorite } } });
          expect(data?.lines[0]?.priceChange?.gross).toBeGreaterThan(0);
        });
      await pact
        .addInteraction()
        .given(states.raduKeepsAnasProduct)
        .uponReceiving("radu adding ana's second product to his Favorite list")
        .withRequest('POST', `/order-lists/${buyerIds.favorite}/lines`, (builder) => builder.headers(asRadu).jsonBody({ product: productIds[1], quantity: 3 }))
        .willRespondWith(201, (builder) =>
          builder.headers(jsonHeaders).jsonBody({
            ...lineBody({ uuid: uuid(), product: uuid(productIds[1]), name: string('Cafea măcinată 250 g'), quantity: number(3), seen: prices }),
            priceChange: undefined,
          }),
        )
        .executeTest(async (server) => {
          const { data } = await raduClient(server.url).POST('/order-lists/{list}/lines', {
            params: { path: { list: buyerIds.favorite } },
            body: { product: productIds[1], quantity: 3 },
          });
          expect(data?.quantity).toBe(3);
        });
      await pact
        .addInteraction()
        .given(states.raduKeepsAnasProduct)
        .uponReceiving('radu sending his Favorite list to its sellers')
        .withRequest('POST', `/order-lists/${buyerIds.favorite}/send`, (builder) =>
          builder.headers({ ...asRadu, 'idempotency-key': 'cheie-trimitere-1' }).jsonBody({ message: 'Până marți.' }),
        )
        .willRespondWith(201, (builder) =>
          builder
            .headers(jsonHeaders)
            .jsonBody({ uuid: uuid(), inquiries: eachLike(inquiryBody({ uuid: uuid(), message: string('Până marți.') })), skipped: [] }),
        )
        .executeTest(async (server) => {
          const { data } = await raduClient(server.url).POST('/order-lists/{list}/send', {
            params: { path: { list: buyerIds.favorite }, header: { 'idempotency-key': 'cheie-trimitere-1' } },
            body: { message: 'Până marți.' },
          });
          expect(data?.inquiries).toHaveLength(1);
        });
    });

    it("lists, makes, renames and deletes a company's lists, and changes, moves and removes a line", async () => {
      const summary = {
        uuid: uuid(buyerIds.favorite),
        name: string('Favorite'),
        isDefault: boolean(true),
        location: null,
        lineCount: integer(1),
        updatedAt: instant('2026-11-29T10:00:00.000Z'),
      };
      const listBody = (overrides: Record<string, unknown> = {}) => ({
        uuid: uuid(buyerIds.favorite),
        name: string('Favorite'),
        isDefault: boolean(true),
        location: null,
        lines: eachLike(lineBody()),
        totals: eachLike({ seller, lines: integer(1), sendable: integer(1), net: number(161.98), gross: number(179.8) }),
        updatedAt: instant('2026-11-29T10:00:00.000Z'),
        ...overrides,
      });
      const emptyList = (name: string) =>
        listBody({ uuid: uuid(), name: string(name), isDefault: boolean(false), lines: [], totals: [], location: uuid(buyerIds.location) });
      const interactions: TableInteraction[] = [
        {
          what: "radu listing his company's lists",
          method: 'GET',
          headers: asRadu,
          path: '/order-lists',
          status: 200,
          answer: { lists: eachLike(summary) },
          call: (url) => raduClient(url).GET('/order-lists'),
        },
        {
          what: 'radu making a list for Mondays at his location',
          method: 'POST',
          headers: asRadu,
          path: '/order-lists',
          body: { name: 'Comanda de marți', location: buyerIds.location },
          status: 201,
          answer: emptyList('Comanda de marți'),
          call: (url) => raduClient(url).POST('/order-lists', { body: { name: 'Comanda de marți', location: buyerIds.location } }),
        },
        {
          what: 'radu renaming his empty list and giving it his location',
          method: 'PUT',
          headers: asRadu,
          path: `/order-lists/${buyerIds.weekly}`,
          body: { name: 'Comanda de vineri', location: buyerIds.location },
          status: 200,
          answer: emptyList('Comanda de vineri'),
          call: (url) =>
            raduClient(url).PUT('/order-lists/{list}', {
              params: { path: { list: buyerIds.weekly } },
              body: { name: 'Comanda de vineri', location: buyerIds.location },
            }),
        },
        {
          what: 'radu deleting his empty list',
          method: 'DELETE',
          headers: asRadu,
          path: `/order-lists/${buyerIds.weekly}`,
          status: 204,
          call: (url) => raduClient(url).DELETE('/order-lists/{list}', { params: { path: { list: buyerIds.weekly } } }),
        },
        {
          what: "radu setting his line's quantity and note",
          method: 'PUT',
          headers: asRadu,
          path: `/order-lists/${buyerIds.favorite}/lines/${buyerIds.line}`,
          body: { quantity: 2.5, note: 'Livrare marți' },
          status: 200,
          answer: lineBody({ quantity: number(2.5), note: string('Livrare marți') }),
          call: (url) =>
            raduClient(url).PUT('/order-lists/{list}/lines/{line}', {
              params: { path: { list: buyerIds.favorite, line: buyerIds.line } },
              body: { quantity: 2.5, note: 'Livrare marți' },
            }),
        },
        {
          what: 'radu putting his lines in order',
          method: 'PUT',
          headers: asRadu,
          path: `/order-lists/${buyerIds.favorite}/order`,
          body: { lines: [buyerIds.line] },
          status: 200,
          answer: listBody(),
          call: (url) => raduClient(url).PUT('/order-lists/{list}/order', { params: { path: { list: buyerIds.favorite } }, body: { lines: [buyerIds.line] } }),
        },
        {
          what: 'radu marking the changes on his list as seen',
          method: 'POST',
          headers: asRadu,
          path: `/order-lists/${buyerIds.favorite}/seen`,
          status: 200,
          answer: listBody({ lines: eachLike({ ...lineBody({ seen: prices }), priceChange: undefined }) }),
          call: (url) => raduClient(url).POST('/order-lists/{list}/seen', { params: { path: { list: buyerIds.favorite } } }),
        },
        {
          what: 'radu removing his line',
          method: 'DELETE',
          headers: asRadu,
          path: `/order-lists/${buyerIds.favorite}/lines/${buyerIds.line}`,
          status: 204,
          call: (url) => raduClient(url).DELETE('/order-lists/{list}/lines/{line}', { params: { path: { list: buyerIds.favorite, line: buyerIds.line } } }),
        },
        {
          what: 'radu reading the inquiries his company sent',
          method: 'GET',
          headers: asRadu,
          path: '/inquiries/sent',
          status: 200,
          answer: { inquiries: eachLike(inquiryBody()), page: integer(0), totalPages: integer(1), totalItems: integer(1) },
          call: (url) => raduClient(url).GET('/inquiries/sent'),
        },
      ];
      await runInteractionTable(pact, states.raduKeepsAnasProduct, interactions);
      await pact
        .addInteraction()
        .given(states.raduKeepsAnasProduct)
        .uponReceiving("ana opening radu's new inquiry")
        .withRequest('POST', `/inquiries/${buyerIds.inquiry}/seen`, (builder) => builder.headers(asAna))
        .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(inquiryBody({ status: string('SEEN') })))
        .executeTest(async (server) => {
          const { data } = await anaClient(server.url).POST('/inquiries/{inquiry}/seen', { params: { path: { inquiry: buyerIds.inquiry } } });
          expect(data?.status).toBe('SEEN');
        });
    });

    it('gives the seller the inquiries sent to her, and takes her answer', async () => {
      await pact
        .addInteraction()
        .given(states.raduKeepsAnasProduct)
        .uponReceiving('ana reading the inquiries sent to her')
        .withRequest('GET', '/inquiries/received', (builder) => builder.headers(asAna))
        .willRespondWith(200, (builder) =>
          builder.headers(jsonHeaders).jsonBody({ inquiries: eachLike(inquiryBody()), page: integer(0), totalPages: integer(1), totalItems: integer(1) }),
        )
        .executeTest(async (server) => {
          const { data } = await anaClient(server.url).GET('/inquiries/received');
          expect(data?.inquiries[0]?.buyer.company).toBe('Bistro Radu SRL');
        });
      const answer = { status: 'CONFIRMED' as const, answer: 'Livrăm marți.' };
      await pact
        .addInteraction()
        .given(states.raduKeepsAnasProduct)
        .uponReceiving("ana confirming radu's inquiry")
        .withRequest('PUT', `/inquiries/${buyerIds.inquiry}/answer`, (builder) => builder.headers(asAna).jsonBody(answer))
        .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody(inquiryBody({ status: string('CONFIRMED'), answer: string(answer.answer) })))
        .executeTest(async (server) => {
          const { data } = await anaClient(server.url).PUT('/inquiries/{inquiry}/answer', { params: { path: { inquiry: buyerIds.inquiry } }, body: answer });
          expect(data?.status).toBe('CONFIRMED');
        });
      await pact
        .addInteraction()
        .given(states.raduKeepsAnasProduct)
        .uponReceiving("radu, a buyer, asking for a seller's received inquiries")
        .withRequest('GET', '/inquiries/received', (builder) => builder.headers(asRadu))
        .willRespondWith(403, (builder) => builder.headers(problemHeaders).jsonBody(problem(403, 'USER_IS_NOT_AUTHORIZED')))
        .executeTest(async (server) => {
          const { error } = await raduClient(server.url).GET('/inquiries/received');
          expect(error?.code).toBe('USER_IS_NOT_AUTHORIZED');
        });
    });
  });

  describe('saved searches and watched products (issue #52, decision 054)', () => {
    const asRadu = { Cookie: 'access_token=pact-access-radu' };
    const raduClient = (url: string) => createProductClient({ baseUrl: url, fetch: cookieJarFetch({ access_token: 'pact-access-radu' }) });
    const visitorClient = (url: string) => createProductClient({ baseUrl: url });
    const criteria = { name: 'cafea', city: 'Toate', filter: [], sort: ['NO_SORT' as const] };
    const searchBody = (overrides: Record<string, unknown> = {}) => ({
      uuid: uuid(alertIds.search),
      name: string('Cafea'),
      criteria: { name: string('cafea'), city: string('Toate'), filter: [], sort: eachLike(string('NO_SORT')) },
      frequency: regex('DAILY|WEEKLY', 'DAILY'),
      paused: boolean(false),
      confirmed: boolean(true),
      nextDigestAt: instant('2026-11-30T05:00:00.000Z'),
      lastDigestAt: null,
      createdAt: instant('2026-11-29T10:00:00.000Z'),
      ...overrides,
    });
    const watchBody = (overrides: Record<string, unknown> = {}) => ({
      product: uuid(productIds[0]),
      name: string('Cafea boabe Arabica 1 kg'),
      onPriceDrop: boolean(true),
      onBackInStock: boolean(false),
      seenGross: number(89.9),
      seenInStock: boolean(true),
      createdAt: instant('2026-11-29T10:00:00.000Z'),
      ...overrides,
    });
    const interactions: TableInteraction[] = [
      {
        what: 'radu listing his saved searches',
        method: 'GET',
        path: '/saved-searches',
        headers: asRadu,
        status: 200,
        answer: { searches: eachLike(searchBody()) },
        call: (url) => raduClient(url).GET('/saved-searches'),
      },
      {
        what: 'radu saving a search for vitrines in Brașov, weekly',
        method: 'POST',
        path: '/saved-searches',
        headers: asRadu,
        body: { name: 'Vitrine', criteria: { ...criteria, name: 'vitrina', city: 'Brașov', priceMax: 5000 }, frequency: 'WEEKLY' },
        status: 201,
        answer: searchBody({
          uuid: uuid(),
          name: string('Vitrine'),
          criteria: { name: string('vitrina'), city: string('Brașov'), filter: [], sort: eachLike(string('NO_SORT')), priceMax: number(5000) },
          frequency: string('WEEKLY'),
        }),
        call: (url) =>
          raduClient(url).POST('/saved-searches', {
            body: { name: 'Vitrine', criteria: { ...criteria, name: 'vitrina', city: 'Brașov', priceMax: 5000 }, frequency: 'WEEKLY' },
          }),
      },
      {
        what: 'radu pausing his saved search',
        method: 'PATCH',
        path: `/saved-searches/${alertIds.search}`,
        headers: asRadu,
        body: { paused: true },
        status: 200,
        answer: searchBody({ paused: boolean(true) }),
        call: (url) => raduClient(url).PATCH('/saved-searches/{search}', { params: { path: { search: alertIds.search } }, body: { paused: true } }),
      },
      {
        what: 'radu deleting his saved search',
        method: 'DELETE',
        path: `/saved-searches/${alertIds.search}`,
        headers: asRadu,
        status: 204,
        call: (url) => raduClient(url).DELETE('/saved-searches/{search}', { params: { path: { search: alertIds.search } } }),
      },
      {
        what: 'a visitor confirming their saved search from the mailed link',
        method: 'POST',
        path: '/saved-searches/confirm',
        body: { token: alertIds.confirmToken },
        status: 200,
        answer: { kind: string('SAVED_SEARCH'), name: string('Cafea') },
        call: (url) => visitorClient(url).POST('/saved-searches/confirm', { body: { token: alertIds.confirmToken } }),
      },
      {
        what: 'radu listing the products he watches',
        method: 'GET',
        path: '/product-watches',
        headers: asRadu,
        status: 200,
        answer: { watches: eachLike(watchBody()) },
        call: (url) => raduClient(url).GET('/product-watches'),
      },
      {
        what: "radu watching ana's second product for its return to stock",
        method: 'PUT',
        path: `/product-watches/${productIds[1]}`,
        headers: asRadu,
        body: { onPriceDrop: false, onBackInStock: true },
        status: 201,
        answer: watchBody({ product: uuid(productIds[1]), name: string('Cafea măcinată 250 g'), onPriceDrop: boolean(false), onBackInStock: boolean(true) }),
        call: (url) =>
          raduClient(url).PUT('/product-watches/{product}', {
            params: { path: { product: productIds[1] } },
            body: { onPriceDrop: false, onBackInStock: true },
          }),
      },
      {
        what: "radu no longer watching ana's first product",
        method: 'DELETE',
        path: `/product-watches/${productIds[0]}`,
        headers: asRadu,
        status: 204,
        call: (url) => raduClient(url).DELETE('/product-watches/{product}', { params: { path: { product: productIds[0] } } }),
      },
    ];

    it("lists, saves, pauses and deletes saved searches, confirms a visitor's, and watches and unwatches products", async () => {
      await runInteractionTable(pact, states.raduSavedASearch, interactions);
    });

    it('stops a saved search in one click from its mail, as RFC 8058 has a mail program post it', async () => {
      await pact
        .addInteraction()
        .given(states.raduSavedASearch)
        .uponReceiving("a mail program unsubscribing from radu's saved search in one click")
        // The form's one field is what the mail program sends; Pact compares a body of this type as
        // bytes sniffed for their type, which reads as text, so the contract holds the header and not the bytes.
        .withRequest('POST', '/alerts/unsubscribe', (builder) =>
          builder.query({ token: alertIds.unsubscribeToken }).headers({ 'Content-Type': 'application/x-www-form-urlencoded' }),
        )
        .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody({ kind: string('SAVED_SEARCH'), name: string('Cafea') }))
        .executeTest(async (server) => {
          const { data } = await visitorClient(server.url).POST('/alerts/unsubscribe', {
            params: { query: { token: alertIds.unsubscribeToken } },
            body: 'List-Unsubscribe=One-Click' as never,
            bodySerializer: (body) => body as BodyInit,
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          });
          expect(data?.kind).toBe('SAVED_SEARCH');
        });
    });
  });

  describe('photos (decision 034)', () => {
    const upload = readFileSync(photoImages.upload);
    const avif = readFileSync(photoImages.avif);
    const avifFile = `${createHash('sha256').update(avif).digest('hex').slice(0, 32)}.avif`;
    const photos = `/product/${productIds[0]}/photos`;

    it("adds a photo to one of ana's products, from the image's bytes", async () => {
      await pact
        .addInteraction()
        .given(states.anaHasProducts)
        .uponReceiving('ana adding a JPEG photo to her first product')
        .withRequest('POST', photos, (builder) => builder.headers(asAna).body('image/jpeg', upload))
        .willRespondWith(201, (builder) => builder.headers(jsonHeaders).jsonBody(photoBody({ width: integer(120), height: integer(90) })))
        .executeTest(async (server) => {
          const { data } = await anaClient(server.url).POST('/product/{uuid}/photos', {
            params: { path: { uuid: productIds[0] } },
            body: upload as never,
            bodySerializer: (bytes) => bytes as BodyInit,
            headers: { 'Content-Type': 'image/jpeg' },
          });
          expect(data?.altIsName).toBe(true);
        });
    });

    it('refuses an order that leaves a photo out with PHOTO_ORDER_MISMATCH', async () => {
      await pact
        .addInteraction()
        .given(states.anaProductHasPhotos)
        .uponReceiving('ana ordering only one of her two photos')
        .withRequest('PUT', `${photos}/order`, (builder) => builder.headers(asAna).jsonBody({ photos: [photoIds[1]] }))
        .willRespondWith(400, (builder) => builder.headers(problemHeaders).jsonBody(problem(400, 'PHOTO_ORDER_MISMATCH')))
        .executeTest(async (server) => {
          const { error } = await anaClient(server.url).PUT('/product/{uuid}/photos/order', {
            params: { path: { uuid: productIds[0] } },
            body: { photos: [photoIds[1]] },
          });
          expect(error).toMatchObject({ code: 'PHOTO_ORDER_MISMATCH' });
        });
    });

    it('reorders the photos, describes one and removes one', async () => {
      await pact
        .addInteraction()
        .given(states.anaProductHasPhotos)
        .uponReceiving('ana putting her second photo first')
        .withRequest('PUT', `${photos}/order`, (builder) => builder.headers(asAna).jsonBody({ photos: [photoIds[1], photoIds[0]] }))
        .willRespondWith(200, (builder) => builder.headers(jsonHeaders).jsonBody({ photos: eachLike(photoBody(), 2) }))
        .executeTest(async (server) => {
          const { data } = await anaClient(server.url).PUT('/product/{uuid}/photos/order', {
            params: { path: { uuid: productIds[0] } },
            body: { photos: [photoIds[1], photoIds[0]] },
          });
          expect(data?.photos).toHaveLength(2);
        });
      await pact
        .addInteraction()
        .given(states.anaProductHasPhotos)
        .uponReceiving('ana writing a text alternative for her first photo')
        .withRequest('PATCH', `${photos}/${photoIds[0]}`, (builder) => builder.headers(asAna).jsonBody({ alt: 'Boabe de cafea în pungă' }))
        .willRespondWith(200, (builder) =>
          builder.headers(jsonHeaders).jsonBody(photoBody({ alt: string('Boabe de cafea în pungă'), altIsName: boolean(false) })),
        )
        .executeTest(async (server) => {
          const { data } = await anaClient(server.url).PATCH('/product/{uuid}/photos/{photoId}', {
            params: { path: { uuid: productIds[0], photoId: photoIds[0] } },
            body: { alt: 'Boabe de cafea în pungă' },
          });
          expect(data?.alt).toBe('Boabe de cafea în pungă');
        });
      await pact
        .addInteraction()
        .given(states.anaProductHasPhotos)
        .uponReceiving('ana removing her second photo')
        .withRequest('DELETE', `${photos}/${photoIds[1]}`, (builder) => builder.headers(asAna))
        .willRespondWith(204)
        .executeTest(async (server) => {
          const { response } = await anaClient(server.url).DELETE('/product/{uuid}/photos/{photoId}', {
            params: { path: { uuid: productIds[0], photoId: photoIds[1] } },
          });
          expect(response.status).toBe(204);
        });
    });

    it('serves a rendition at its content-hashed address, cached for a year', async () => {
      await pact
        .addInteraction()
        .given(states.anaProductHasPhotos)
        .uponReceiving('anyone fetching the AVIF rendition of a photo')
        .withRequest('GET', `/photos/${avifFile}`)
        .willRespondWith(200, (builder) => builder.headers({ 'Cache-Control': 'public, max-age=31536000, immutable' }).body('image/avif', avif))
        .executeTest(async (server) => {
          const { data, response } = await createProductClient({ baseUrl: server.url }).GET('/photos/{file}', {
            params: { path: { file: avifFile } },
            parseAs: 'arrayBuffer',
          });
          expect(response.headers.get('content-type')).toBe('image/avif');
          expect(Buffer.from(data as ArrayBuffer).equals(avif)).toBe(true);
        });
    });
  });
});
