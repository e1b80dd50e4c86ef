import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { authMachine, Credentials, SecondFactorAnswer } from '../../../machines/auth/auth.machine';
import type { LoginOutcome } from '../../../machines/login-form/login-form.machine';
import type { ApiClients } from '../../../openapi';
import { passkeyAutofillAvailable, signInWithPasskey, stopPasskeyAutofill } from '../../passkeys/passkey-ceremonies';
import { unwrap } from '../../runtime/unwrap';

type Auth = ActorRefFrom<typeof authMachine>;

/**
 * The login form's `logIn` actor: the session machine does the login (post, cookie, roles);
 * this waits for its outcome (a session, or a second step to take) and rejects with the
 * session's `LoginFailure` as it is, so the form explains the server's own problem.
 */
export const logInThroughSession = (auth: Auth) =>
  fromPromise<LoginOutcome, Credentials>(async ({ input }) => {
    auth.send({ type: 'login.submitted', credentials: input });
    const outcome = await waitFor(
      auth,
      (snapshot) =>
        snapshot.matches('authenticated') ||
        snapshot.matches('awaitingSecondFactor') ||
        (snapshot.matches('unauthenticated') && snapshot.context.loginFailure !== undefined),
    );
    if (outcome.matches('awaitingSecondFactor')) return { methods: outcome.context.secondFactorMethods };
    if (!outcome.matches('authenticated')) throw outcome.context.loginFailure;
    return 'signedIn';
  });

/**
 * The form's `completeLogIn` actor (decision 023): the code goes to the server; a wrong one
 * rejects with its problem and the session machine keeps waiting; a right one sets the session's
 * cookies, and the session machine goes on to read them and the roles.
 */
export const completeLogInThroughSession = (auth: Auth, clients: ApiClients) =>
  fromPromise<void, SecondFactorAnswer>(async ({ input }) => {
    await unwrap(clients.auth.POST('/api/auth/login/second-factor', { body: input }));
    await sessionOpened(auth, 'secondFactor.passed');
  });

/** Tells the session machine the server set the session's cookies, and waits until it has read them and the roles. */
async function sessionOpened(auth: Auth, type: 'secondFactor.passed' | 'session.opened'): Promise<void> {
  auth.send({ type });
  const outcome = await waitFor(auth, (snapshot) => snapshot.matches('authenticated') || snapshot.matches('unauthenticated'));
  if (!outcome.matches('authenticated')) throw outcome.context.loginFailure;
}

/** The form's `logInWithPasskey` actor (decision 024): the browser's prompt, then the session machine reads the new session. */
export const logInWithPasskeyThroughSession = (auth: Auth, clients: ApiClients) =>
  fromPromise<void>(async () => {
    await signInWithPasskey(clients);
    await sessionOpened(auth, 'session.opened');
  });

/** The form's `completeLogInWithPasskey` actor: a passkey answers the second step. */
export const completeLogInWithPasskeyThroughSession = (auth: Auth, clients: ApiClients) =>
  fromPromise<void>(async () => {
    await signInWithPasskey(clients);
    await sessionOpened(auth, 'secondFactor.passed');
  });

/**
 * The form's `passkeyAutofill` actor: where the browser can, its user name autofill offers the
 * site's passkeys until the form is left; a browser that cannot never settles it.
 */
export const passkeyAutofillThroughSession = (auth: Auth, clients: ApiClients) =>
  fromPromise<void>(async ({ signal }) => {
    signal.addEventListener('abort', stopPasskeyAutofill);
    if (!(await passkeyAutofillAvailable()) || signal.aborted) return new Promise<void>(() => undefined);
    await signInWithPasskey(clients, { autofill: true });
    await sessionOpened(auth, 'session.opened');
  });
