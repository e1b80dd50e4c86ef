import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { listOperations, readSpec, type OpenApiDocument } from './spec-files';
import { serviceNames } from './services';

/** docs/product.md §7, call by call, with the two paths the spec leaves open chosen in decision 003. */
const specCalls = [
  'auth POST /api/auth/login',
  'auth POST /api/auth/logout',
  'auth POST /api/auth/refresh',
  'auth GET /api/profile/{id}',
  'auth GET /api/profile',
  'auth PUT /api/profile/{id}',
  'auth PUT /api/profile/{uuid}/fullUpdate',
  'auth POST /api/profile',
  'auth DELETE /api/profile/{id}',
  'auth POST /api/profile/{id}/verified',
  'auth POST /api/profile/{id}/enabled',
  'auth GET /api/profile/{id}/roles',
  'auth POST /api/profile/forgot-password',
  'auth POST /api/profile/reset-password',
  'auth POST /api/profile/activate-account',
  'auth PUT /api/profile/{id}/change-password',
  'auth DELETE /api/profile/trigger-delete-account',
  'auth DELETE /api/profile/delete-account',
  'auth GET /api/profile/admin/metrics',
  'auth GET /api/profile/admin/stats',
  'auth POST /api/contact',
  'search POST /api/search',
  'search GET /api/search/{id}',
  'search POST /api/search/rebuild',
  'search GET /api/search/admin/metrics',
  'product GET /product',
  'product POST /product',
  'product PUT /product/{uuid}',
  'product DELETE /product/{uuid}',
  'product POST /product/bulk',
  'product GET /api/product/admin/metrics',
  'product GET /api/product/admin/products/count',
];

/** Calls beyond docs/product.md §7 that our own decisions add: the import preview and its write progress (decision 016). */
const addedCalls = [
  'product POST /product/bulk/preview',
  'product GET /product/bulk/progress',
  // An administrator asks ANAF's register about a seller's company (issue #49, decision 045).
  'auth POST /api/profile/{id}/company-check',
  // A seller's delivery terms and public page (issue #49, decision 047).
  'auth PUT /api/profile/{id}/delivery-terms',
  'search GET /api/seller/{slug}',
  // A seller's catalogue as the CSV the import reads back (issue #48, decision 044).
  'product GET /product/export',
  // A user's own data, downloaded (issue #51, GDPR Art. 15 and 20; decision 051).
  'auth POST /api/profile/{id}/data',
  // Reports and their moderation (issue #51, DSA Art. 16, 17 and 20; decision 052).
  'product POST /product/{uuid}/reports',
  'product GET /moderation/queue',
  'product GET /moderation/products/{uuid}/reports',
  'product POST /moderation/products/{uuid}/decision',
  'product GET /moderation/decisions',
  'product POST /moderation/decisions/{uuid}/complaint',
  'product GET /moderation/complaints',
  'product POST /moderation/complaints/{uuid}/decision',
  'product GET /moderation/log',
  // Buyers, their companies, order lists and the inquiries they send (issue #50, decision 053).
  'auth POST /api/buyers',
  'auth GET /api/buyers/company',
  'auth PUT /api/buyers/company/locations',
  'auth POST /api/buyers/company/invitations',
  'auth DELETE /api/buyers/company/members/{member}',
  'auth POST /api/buyers/join',
  'product GET /order-lists',
  'product POST /order-lists',
  'product GET /order-lists/{list}',
  'product PUT /order-lists/{list}',
  'product DELETE /order-lists/{list}',
  'product POST /order-lists/{list}/lines',
  'product PUT /order-lists/{list}/lines/{line}',
  'product DELETE /order-lists/{list}/lines/{line}',
  'product PUT /order-lists/{list}/order',
  'product POST /order-lists/{list}/seen',
  'product POST /order-lists/{list}/send',
  'product GET /inquiries/sent',
  'product GET /inquiries/received',
  'product POST /inquiries/{inquiry}/seen',
  'product PUT /inquiries/{inquiry}/answer',
  // Saved searches and watched products (issue #52, decision 054).
  'product GET /saved-searches',
  'product POST /saved-searches',
  'product PATCH /saved-searches/{search}',
  'product DELETE /saved-searches/{search}',
  'product POST /saved-searches/confirm',
  'product POST /alerts/unsubscribe',
  'product GET /product-watches',
  'product PUT /product-watches/{product}',
  'product DELETE /product-watches/{product}',
  // A user's own sessions (issue #27, decision 021).
  'auth GET /api/profile/{id}/sessions',
  'auth DELETE /api/profile/{id}/sessions',
  'auth DELETE /api/profile/{id}/sessions/{sessionId}',
  // Second factors (issue #27, decision 023).
  'auth POST /api/auth/login/second-factor',
  'auth GET /api/profile/{id}/second-factors',
  'auth POST /api/profile/{id}/authenticator',
  'auth PUT /api/profile/{id}/authenticator',
  'auth DELETE /api/profile/{id}/authenticator',
  'auth POST /api/profile/{id}/recovery-codes',
  // Passkeys (issue #27, decision 024).
  'auth POST /api/auth/login/passkey-options',
  'auth POST /api/auth/login/passkey',
  'auth POST /api/profile/{id}/passkey-options',
  'auth POST /api/profile/{id}/passkeys',
  'auth DELETE /api/profile/{id}/passkeys/{passkeyId}',
  // A recent sign-in (issue #27, decision 025).
  'auth POST /api/profile/{id}/reauthenticate',
  // A step-up with a passkey (issue #47, decision 043).
  'auth POST /api/profile/{id}/reauthenticate/passkey-options',
  // Suggestions as the visitor types (issue #25, decision 030).
  'search POST /api/search/suggestions',
  // Product photos (issue #29, decision 034).
  'product POST /product/{uuid}/photos',
  'product PUT /product/{uuid}/photos/order',
  'product PATCH /product/{uuid}/photos/{photoId}',
  'product DELETE /product/{uuid}/photos/{photoId}',
  'product GET /photos/{file}',
];

const operations = listOperations();

describe('the OpenAPI specs', () => {
  it('describe exactly the 32 calls of docs/product.md §7, with their paths and methods, and only the calls our decisions add', () => {
    const described = operations.map(({ service, method, path }) => `${service} ${method.toUpperCase()} ${path}`);
    expect(described.sort()).toEqual([...specCalls, ...addedCalls].sort());
  });

  it('give every operation a unique operationId and the roles allowed to call it', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) {
      expect(operation['x-roles'], operation.operationId).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });

  it('require the access cookie exactly where anonymous callers are not allowed', () => {
    for (const { service, operation } of operations) {
      const security = operation.security ?? (service === 'product' ? [{ accessCookie: [] }] : []);
      const anonymous = operation['x-roles'].includes('ANONYMOUS');
      const needsAccessCookie = security.some((requirement) => 'accessCookie' in requirement);
      expect(needsAccessCookie, operation.operationId).toBe(!anonymous);
    }
  });

  it('answer every error as problem+json', () => {
    for (const service of serviceNames) {
      const spec = readSpec(service);
      const responses = spec.components.responses as Record<string, { content: Record<string, unknown> }>;
      for (const [name, response] of Object.entries(responses)) {
        expect(Object.keys(response.content), `${service} ${name}`).toEqual(['application/problem+json']);
      }
    }
    for (const { operation } of operations) {
      const statuses = Object.keys(operation.responses).map(Number);
      expect(
        statuses.some((status) => status >= 400),
        operation.operationId,
      ).toBe(true);
      for (const status of statuses.filter((value) => value >= 400)) {
        expect(operation.responses[String(status)], `${operation.operationId} ${status}`).toHaveProperty('$ref');
      }
    }
  });

  it('take the shared schemas from common.yaml: no service file defines its own, and every bundle carries them as common.yaml states them', () => {
    const common = (parse(readFileSync(new URL('./common.yaml', import.meta.url), 'utf8')) as OpenApiDocument).components.schemas;
    expect(Object.keys(common)).toEqual([
      'Uuid',
      'Phone',
      'City',
      'Product',
      'Brand',
      'TypedGtin',
      'TypedSalesUnit',
      'TypedProductContent',
      'SalesUnitCode',
      'ProductContent',
      'VatRate',
      'MinimumOrder',
      'Photo',
      'PhotoRendition',
      'ErrorCode',
      'CompanyCheck',
      'DeliveryTerms',
      'FieldError',
      'Problem',
      'ServiceMetrics',
    ]);
    for (const service of serviceNames) {
      const source = readFileSync(new URL(`./${service}.yaml`, import.meta.url), 'utf8');
      const own = Object.keys((parse(source) as OpenApiDocument).components.schemas);
      expect(
        own.filter((name) => name in common),
        service,
      ).toEqual([]);
      expect(source, service).toContain("$ref: './common.yaml#/components/schemas/Problem'");
      const bundled = readSpec(service).components.schemas;
      for (const [name, schema] of Object.entries(common)) {
        if (name in bundled) expect(bundled[name], `${service} ${name}`).toEqual(schema);
      }
      expect(Object.keys(bundled), service).toEqual(expect.arrayContaining(['ErrorCode', 'FieldError', 'Problem', 'ServiceMetrics', 'Uuid']));
    }
  });

  it('carry every error code of docs/product.md §8 in the catalogue', () => {
    const catalogue = (readSpec('auth').components.schemas.ErrorCode as { enum: string[] }).enum;
    const specCodes =
      'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN USERNAME_ALREADY_EXISTS PASSWORD_NOT_MATCHING PHONE_ALREADY_EXISTS EMAIL_ALREADY_EXISTS INVALID_REFRESH_TOKEN REFRESH_TOKEN_IS_EXPIRED INVALID_TOKEN INVALID_TOKEN_FOR_PASSWORD_RESET INVALID_EMAIL_FOR_PASSWORD_RESET EXPIRED_TOKEN_FOR_PASSWORD_RESET USER_NOT_FOUND USERNAME_DOES_NOT_EXIST CANNOT_SAVE_USER USER_IS_NOT_VERIFIED USER_IS_BLOCKED POSSIBLE_STOLEN_REFRESH_TOKEN TOKEN_CANNOT_BE_USER_ANYMORE PASSWORD_MISS_MATCH USER_IS_NOT_AUTHORIZED USER_TRIED_ADMIN_MODE CITY_NOT_FOUND PRODUCT_NOT_FOUND PRODUCT_SAVE_FAILED_IN_SEARCH PRODUCT_DELETE_FAILED_IN_SEARCH PRODUCT_SEARCH_FAILED_IN_SEARCH PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE USER_RECAPTCHA_IS_INVALID ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED'.split(
        ' ',
      );
    expect(catalogue).toEqual(expect.arrayContaining(specCodes));
  });

  it('use the entity field names of docs/product.md §3', () => {
    const product = readSpec('product').components.schemas.Product as { required: string[] };
    expect(product.required).toEqual(
      expect.arrayContaining(
        'uuid name description price vatIncluded inStock negotiable isDeliverable sellType packageType city phone isEnabled seller owner updatedAt'.split(' '),
      ),
    );
    const bulk = readSpec('product').components.schemas.BulkProduct as { required: string[] };
    expect(bulk.required).toEqual(expect.arrayContaining(['deliverable', 'enabled']));
    const profile = readSpec('auth').components.schemas.Profile as { required: string[] };
    expect(profile.required).toEqual(
      expect.arrayContaining('uuid username email phone firstName lastName sellerName sellerIdentifier description isVerified isEnabled roles'.split(' ')),
    );
    const search = readSpec('search').components.schemas.SearchRequest as { properties: Record<string, unknown>; required: string[] };
    // The specification's fields, and the optional ones issues #25 and #48 add (decisions 026, 044): a client of the first specification still works.
    expect(Object.keys(search.properties).sort()).toEqual([
      'brand',
      'city',
      'exact',
      'filter',
      'name',
      'owner',
      'page',
      'perPage',
      'priceBasis',
      'priceMax',
      'priceMin',
      'sort',
    ]);
    expect(search.required).toEqual(expect.not.arrayContaining(['exact', 'brand', 'priceBasis', 'priceMax', 'priceMin']));
  });
});
