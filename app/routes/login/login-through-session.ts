import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { authMachine, Credentials } from '../../../machines/auth/auth.machine';

/**
 * The login form's `logIn` actor: the session machine does the login (post, cookie, roles);
 * this waits for its outcome and rejects with the server's problem so the form can explain it.
 */
export const logInThroughSession = (auth: ActorRefFrom<typeof authMachine>) =>
  fromPromise<void, Credentials>(async ({ input }) => {
    auth.send({ type: 'login.submitted', credentials: input });
    const outcome = await waitFor(
      auth,
      (snapshot) => snapshot.matches('authenticated') || (snapshot.matches('unauthenticated') && snapshot.context.loginError !== undefined),
    );
    if (outcome.matches('authenticated')) return;
    const { loginError, loginErrorParams } = outcome.context;
    throw { type: 'about:blank', title: 'Login failed', status: 400, code: loginError, params: loginErrorParams };
  });
