import { createActor, type ActorRefFrom } from 'xstate';
import { createApiClients, createAuthClient, type ApiClients } from '../../openapi';
import type { RuntimeConfig } from '../../openapi/runtime-config';
import { authMachine } from '../../machines/auth/auth.machine';
import { toastsMachine } from '../../machines/toasts/toasts.machine';
import type { PageData } from '../head/page-data';
import { authEffects } from './auth-effects';
import { initialData, type InitialData } from './initial-data';
import { readBrowserCookies } from './browser-cookies';
import { defaultPriceBasis } from '../../openapi/domain/product-prices';
import { priceBasisIn, priceBasisStore, rememberPriceBasis, type PriceBasisStore } from './price-basis';

/** How the app changes page: the router's `navigate`, attached once the router renders. */
interface Navigator {
  go: (to: string, options?: { replace?: boolean }) => void;
  attach: (navigate: (to: string, options?: { replace?: boolean }) => void) => void;
}

function createNavigator(): Navigator {
  let navigate: (to: string, options?: { replace?: boolean }) => void = () => undefined;
  return {
    go: (to, options) => navigate(to, options),
    attach: (next) => {
      navigate = next;
    },
  };
}

/**
 * What every route receives: the runtime configuration, the three typed clients, the session
 * and the toasts. Built once at start; tests and stories build it with their own `fetch`.
 */
export interface AppServices {
  config: RuntimeConfig;
  clients: ApiClients;
  auth: ActorRefFrom<typeof authMachine>;
  toasts: ActorRefFrom<typeof toastsMachine>;
  navigator: Navigator;
  /** What the server loaded for the page it rendered, if it did (decision 033). */
  initial: InitialData;
  /** The site-wide price switch (issue #48). */
  priceBasis: PriceBasisStore;
}

export interface AppServicesOptions {
  config: RuntimeConfig;
  fetch?: typeof globalThis.fetch;
  /** Reads the page's cookies (`readBrowserCookies`); stories and tests pass their own. */
  readCookies?: () => string | Promise<string>;
  /** What the server loaded for the page it rendered; the browser hydrates from it. */
  pageData?: PageData | undefined;
  /** False when the server renders a page: nothing runs, no session is read, the page is drawn once. */
  live?: boolean;
}

export function createAppServices({ config, fetch, readCookies = readBrowserCookies, pageData, live = true }: AppServicesOptions): AppServices {
  const navigator = createNavigator();
  const clients = createApiClients({
    services: config.services,
    fetch,
    onSessionExpired: () => auth.send({ type: 'session.expired' }),
  });
  // The refresh at start goes around the refresh middleware: its 401 is an answer, not a retry.
  const sessionClient = createAuthClient({ baseUrl: config.services.auth, fetch });
  const auth = createActor(
    authMachine.provide({
      actors: authEffects({ clients, sessionClient, readCookies }),
      actions: { redirectToLogin: () => navigator.go('/login') },
    }),
  );
  const toasts = createActor(toastsMachine);
  // A rendered page says which price it led with; otherwise the cookie is read without holding up the page.
  const priceBasis = priceBasisStore(pageData?.priceBasis ?? defaultPriceBasis, live ? rememberPriceBasis : undefined);
  if (live) {
    auth.start();
    toasts.start();
    if (!pageData) void Promise.resolve(readCookies()).then((cookies) => priceBasis.set(priceBasisIn(cookies), { remember: false }));
  }
  return { config, clients, auth, toasts, navigator, initial: initialData(pageData), priceBasis };
}
