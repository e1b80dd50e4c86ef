import { assign, fromPromise, setup } from 'xstate';
import { isProblem, type Problem } from '../../openapi/clients/problem';
import type { components } from '../../openapi/generated/auth';

/** Roles arrive as strings from GET …/roles and as `{ name }` objects inside profiles (docs/product.md §3). */
export type RoleInput = string | { name: string };

export const adminRole = 'ADMIN_HORECA';

export const normaliseRoles = (roles: readonly RoleInput[]): string[] => roles.map((role) => (typeof role === 'string' ? role : role.name));

export interface Credentials {
  username: string;
  password: string;
  recaptchaToken: string;
}

export type SecondFactorMethod = components['schemas']['SecondFactorMethod'];
export type SecondFactorAnswer = components['schemas']['SecondFactorAnswer'];

/** What a right password leads to: a session, or a second step asking for one of these factors (decisions 023, 024). */
export type LoginStep = 'signedIn' | { methods: SecondFactorMethod[] };

/**
 * Why a login failed, in one shape from the server to the screen: the server's problem as it
 * came (its code and placeholders, such as `blockedUntil`), or what the client saw itself: no
 * answer, an answer that set no session cookie, or a passkey prompt the browser closed
 * without an answer (cancelled, timed out, or no passkey for this site).
 */
export type LoginFailure = Problem | { code: 'NETWORK' | 'NO_SESSION_COOKIE' | 'PASSKEY_CANCELLED' };

const clientCodes: readonly unknown[] = ['NETWORK', 'NO_SESSION_COOKIE', 'PASSKEY_CANCELLED'];

/** The failure a rejected login carries: a problem or a client failure passes as it is; anything else means no answer. */
export const loginFailureOf = (error: unknown): LoginFailure =>
  isProblem(error)
    ? error
    : typeof error === 'object' && error !== null && clientCodes.includes((error as { code?: unknown }).code)
      ? (error as LoginFailure)
      : { code: 'NETWORK' };

export interface AuthContext {
  username: string | undefined;
  roles: string[];
  /** Why the last login failed, until the next one starts. */
  loginFailure: LoginFailure | undefined;
  /** A session was ended here (logout, expiry): the app goes to a plain /login, not back. */
  sessionEnded: boolean;
  /** The account must use a second factor and this session has passed none: it may only add one (decision 023). */
  mustAddSecondFactor: boolean;
  /** While a login waits for its second step: the factors the account can answer it with. */
  secondFactorMethods: SecondFactorMethod[];
}

export type AuthEvent =
  | { type: 'login.submitted'; credentials: Credentials }
  | { type: 'secondFactor.passed' }
  | { type: 'session.opened' }
  | { type: 'login.cancelled' }
  | { type: 'secondFactor.added' }
  | { type: 'logout.requested' }
  | { type: 'session.expired' };

const cleared = { username: undefined, roles: [], mustAddSecondFactor: false } satisfies Partial<AuthContext>;

/** What the server says of a signed-in user's session: the roles, and whether it owes a second factor (decision 023). */
export interface SessionFacts {
  roles: RoleInput[];
  mustAddSecondFactor: boolean;
}
const noSessionCookie: LoginFailure = { code: 'NO_SESSION_COOKIE' };

/** The auth machine's actors, actions and guards, each named so the app, tests and stories provide their own. */
const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    readLoggedUser: fromPromise<string | undefined>(async () => undefined),
    refreshSession: fromPromise<void>(async () => undefined),
    loadRoles: fromPromise<SessionFacts, { username: string }>(async () => ({ roles: [], mustAddSecondFactor: false })),
    postLogin: fromPromise<LoginStep, Credentials>(async () => 'signedIn'),
    postLogout: fromPromise<void>(async () => undefined),
  },
  actions: {
    clearSession: assign(cleared),
    keepUsername: assign((_, username: string | undefined) => ({ username })),
    markSessionEnded: assign({ sessionEnded: true }),
    redirectToLogin: () => undefined,
  },
  guards: {
    hasUsername: (_, output: string | undefined) => Boolean(output),
    asksSecondFactor: (_, step: LoginStep) => step !== 'signedIn',
  },
});

/** Reads the `loggedUser` cookie: with a name in it, keeps the name and goes to `found`; without one, or failing, goes to `missing`. */
const readUsername = (found: string, missing: string) =>
  ({
    id: 'readLoggedUser',
    src: 'readLoggedUser',
    onDone: [
      {
        guard: { type: 'hasUsername', params: ({ event }: { event: { output: string | undefined } }) => event.output },
        target: found,
        actions: { type: 'keepUsername', params: ({ event }: { event: { output: string | undefined } }) => event.output },
      },
      { target: missing },
    ],
    onError: { target: missing },
  }) as const;

/**
 * The session (docs/product.md §4): unknown → unauthenticated or authenticated. A login whose
 * account has a second factor waits in `awaitingSecondFactor` for a code or a passkey
 * (decisions 023, 024), and a passkey alone opens a session from `unauthenticated`; a
 * session that owes one is authenticated with `mustAddSecondFactor`. Every side effect is a
 * named actor (reading the `loggedUser` cookie, refresh, the session's roles and factor,
 * login, logout) or a named action (`redirectToLogin`), so the app, tests and stories
 * provide their own.
 */
export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: { username: undefined, roles: [], loginFailure: undefined, sessionEnded: false, mustAddSecondFactor: false, secondFactorMethods: [] },
  initial: 'unknown',
  on: {
    'session.expired': { target: '.unauthenticated', actions: ['clearSession', 'markSessionEnded', 'redirectToLogin'] },
  },
  states: {
    unknown: {
      initial: 'readingCookie',
      states: {
        readingCookie: { invoke: readUsername('refreshing', '#auth.unauthenticated') },
        refreshing: {
          invoke: {
            id: 'refreshSession',
            src: 'refreshSession',
            onDone: { target: 'readingUsername' },
            onError: { target: '#auth.endingSession' },
          },
        },
        readingUsername: { invoke: readUsername('#auth.loadingRoles', '#auth.endingSession') },
      },
    },
    /** A session that could not be restored or completed: clear it, log out, go to /login. */
    endingSession: {
      tags: ['pending'],
      entry: 'clearSession',
      invoke: {
        id: 'postLogout',
        src: 'postLogout',
        onDone: { target: 'unauthenticated', actions: ['markSessionEnded', 'redirectToLogin'] },
        onError: { target: 'unauthenticated', actions: ['markSessionEnded', 'redirectToLogin'] },
      },
    },
    unauthenticated: {
      on: {
        'login.submitted': { target: 'loggingIn' },
        // The login form signed in with a passkey alone (decision 024); the session's cookie is set.
        'session.opened': { target: '#auth.loggingIn.readingCookie' },
      },
    },
    loggingIn: {
      tags: ['pending'],
      entry: assign({ loginFailure: undefined }),
      initial: 'posting',
      states: {
        posting: {
          invoke: {
            id: 'postLogin',
            src: 'postLogin',
            input: ({ event }) => (event as Extract<AuthEvent, { type: 'login.submitted' }>).credentials,
            onDone: [
              {
                guard: { type: 'asksSecondFactor', params: ({ event }) => event.output },
                target: '#auth.awaitingSecondFactor',
                actions: assign({ secondFactorMethods: ({ event }) => (event.output === 'signedIn' ? [] : event.output.methods) }),
              },
              { target: 'readingCookie' },
            ],
            onError: {
              target: '#auth.unauthenticated',
              actions: ['clearSession', assign({ loginFailure: ({ event }) => loginFailureOf(event.error) })],
            },
          },
        },
        readingCookie: {
          invoke: {
            id: 'readLoggedUser',
            src: 'readLoggedUser',
            onDone: [
              {
                guard: { type: 'hasUsername', params: ({ event }) => event.output },
                target: '#auth.loadingRoles',
                actions: assign({ username: ({ event }) => event.output }),
              },
              // A login that set no cookie did not start a session.
              { target: '#auth.unauthenticated', actions: ['clearSession', assign({ loginFailure: noSessionCookie })] },
            ],
            onError: { target: '#auth.unauthenticated', actions: ['clearSession', assign({ loginFailure: noSessionCookie })] },
          },
        },
      },
    },
    /** The password was right; the account has a second factor, and the login waits for its code. */
    awaitingSecondFactor: {
      on: {
        // The login form checked the code with the server (decision 023); the session's cookie is set.
        'secondFactor.passed': { target: '#auth.loggingIn.readingCookie' },
        'login.cancelled': { target: 'unauthenticated', actions: ['clearSession', assign({ secondFactorMethods: [] })] },
      },
    },
    loadingRoles: {
      tags: ['pending'],
      invoke: {
        id: 'loadRoles',
        src: 'loadRoles',
        input: ({ context }) => ({ username: context.username as string }),
        onDone: {
          target: 'authenticated',
          actions: assign({
            roles: ({ event }) => normaliseRoles(event.output.roles),
            mustAddSecondFactor: ({ event }) => event.output.mustAddSecondFactor,
            sessionEnded: false,
          }),
        },
        onError: { target: 'endingSession', actions: assign({ loginFailure: ({ event }) => loginFailureOf(event.error) }) },
      },
    },
    authenticated: {
      on: {
        'logout.requested': { target: 'loggingOut' },
        'secondFactor.added': { actions: assign({ mustAddSecondFactor: false }) },
      },
    },
    loggingOut: {
      tags: ['pending'],
      invoke: {
        id: 'postLogout',
        src: 'postLogout',
        onDone: { target: 'unauthenticated', actions: ['clearSession', 'markSessionEnded', 'redirectToLogin'] },
        onError: { target: 'unauthenticated', actions: ['clearSession', 'markSessionEnded', 'redirectToLogin'] },
      },
    },
  },
});

/** True when the roles include ADMIN_HORECA (docs/product.md §4). */
export const isSuperuser = (context: Pick<AuthContext, 'roles'>): boolean => context.roles.includes(adminRole);

/** Any role whose name contains `ADMIN_` is shown with the danger style (docs/product.md §3). */
export const isDangerRole = (role: string): boolean => role.includes('ADMIN_');
