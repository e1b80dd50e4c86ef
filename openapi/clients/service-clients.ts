import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as AuthPaths } from '../generated/auth';
import type { paths as ProductPaths } from '../generated/product';
import type { paths as SearchPaths } from '../generated/search';

export type AuthClient = Client<AuthPaths>;
export type ProductClient = Client<ProductPaths>;
export type SearchClient = Client<SearchPaths>;

export interface ClientOptions {
  /** The service's base address, e.g. `http://localhost:8080/svc/auth`. */
  baseUrl: string;
  /** The fetch to use; tests, stories and Pact tests inject their own. */
  fetch?: typeof globalThis.fetch;
  /** Middleware applied to every call, such as the session refresh. */
  middleware?: Middleware[];
}

function build<Paths extends object>({ baseUrl, fetch, middleware = [] }: ClientOptions): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl,
    // Every call carries the session cookies, also across the services' origins (docs/product.md §7).
    credentials: 'include',
    headers: { Accept: 'application/json, application/problem+json' },
    // Late-bound so a fetch replaced after start-up (test spies, Pact) is still used.
    fetch: (request: Request) => (fetch ?? globalThis.fetch)(request),
  });
  if (middleware.length > 0) client.use(...middleware);
  return client;
}

export const createAuthClient = (options: ClientOptions): AuthClient => build<AuthPaths>(options);
export const createProductClient = (options: ClientOptions): ProductClient => build<ProductPaths>(options);
export const createSearchClient = (options: ClientOptions): SearchClient => build<SearchPaths>(options);
