import { fromPromise } from 'xstate';
import type { ApiClients, AuthClient } from '../../openapi';
import type { Credentials, RoleInput } from '../../machines/auth/auth.machine';
import { unwrap } from './unwrap';

/** The `loggedUser` cookie the server sets next to the session (docs/product.md §3). */
export function readLoggedUser(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'loggedUser') return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

/** The auth machine's actors, over the auth service. */
export function authEffects({ clients, sessionClient, readCookies }: { clients: ApiClients; sessionClient: AuthClient; readCookies: () => string }) {
  return {
    readLoggedUser: fromPromise<string | undefined>(async () => readLoggedUser(readCookies())),
    refreshSession: fromPromise<void>(async () => {
      await unwrap(sessionClient.POST('/api/auth/refresh'));
    }),
    loadRoles: fromPromise<RoleInput[], { username: string }>(async ({ input }) =>
      unwrap(clients.auth.GET('/api/profile/{id}/roles', { params: { path: { id: input.username } } })),
    ),
    postLogin: fromPromise<void, Credentials>(async ({ input }) => {
      await unwrap(clients.auth.POST('/api/auth/login', { body: input }));
    }),
    postLogout: fromPromise<void>(async () => {
      await unwrap(clients.auth.POST('/api/auth/logout'));
    }),
  };
}
