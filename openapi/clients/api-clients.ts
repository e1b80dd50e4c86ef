import { createSessionRefresh } from './session-refresh';
import { createAuthClient, createProductClient, createSearchClient, type AuthClient, type ProductClient, type SearchClient } from './service-clients';

export interface ServiceUrls {
  auth: string;
  product: string;
  search: string;
}

export interface ApiClients {
  auth: AuthClient;
  product: ProductClient;
  search: SearchClient;
}

export interface ApiClientsOptions {
  /** Base addresses of the three services, from the runtime configuration. */
  services: ServiceUrls;
  /** Called when the session cannot be renewed; the app goes to /login. */
  onSessionExpired: () => void;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

/**
 * The three typed clients the app uses, sharing one session-refresh middleware so that
 * concurrent 401s from any service lead to a single refresh call.
 */
export function createApiClients({ services, onSessionExpired, fetch }: ApiClientsOptions): ApiClients {
  const refreshClient = createAuthClient({ baseUrl: services.auth, fetch });
  const sessionRefresh = createSessionRefresh({
    onSessionExpired,
    refresh: async () => {
      const { response } = await refreshClient.POST('/api/auth/refresh');
      return response.ok;
    },
  });
  const middleware = [sessionRefresh];
  return {
    auth: createAuthClient({ baseUrl: services.auth, fetch, middleware }),
    product: createProductClient({ baseUrl: services.product, fetch, middleware }),
    search: createSearchClient({ baseUrl: services.search, fetch, middleware }),
  };
}
