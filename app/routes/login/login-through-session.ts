import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { authMachine, Credentials } from '../../../machines/auth/auth.machine';

/**
 * The login form's `logIn` actor: the session machine does the login (post, cookie, roles);
 * this waits for its outcome and rejects with the session's `LoginFailure` as it is, so the
 * form explains the server's own problem.
 */
export const logInThroughSession = (auth: ActorRefFrom<typeof authMachine>) =>
  fromPromise<void, Credentials>(async ({ input }) => {
    auth.send({ type: 'login.submitted', credentials: input });
    const outcome = await waitFor(
      auth,
      (snapshot) => snapshot.matches('authenticated') || (snapshot.matches('unauthenticated') && snapshot.context.loginFailure !== undefined),
    );
    if (!outcome.matches('authenticated')) throw outcome.context.loginFailure;
  });
