import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { authMachine, type Credentials, type LoginStep } from '../../../machines/auth/auth.machine';
import { loginFormMachine } from '../../../machines/login-form/login-form.machine';
import type { Problem } from '../../../openapi/clients/problem';
import { screenTexts } from '../../messages/screen-texts';
import { loginFailureMessage } from './login-failure-message';
import { logInThroughSession } from './login-through-session';

/** The login form wired to a session whose login call fails with `rejection`, as the login screen wires them. */
async function failedLogin(rejection: unknown) {
  const auth = createActor(
    authMachine.provide({
      actors: {
        readLoggedUser: fromPromise<string | undefined>(async () => undefined),
        postLogin: fromPromise<LoginStep, Credentials>(async () => Promise.reject(rejection)),
      },
    }),
  ).start();
  await waitFor(auth, (snapshot) => snapshot.matches('unauthenticated'));
  const form = createActor(loginFormMachine.provide({ actors: { logIn: logInThroughSession(auth) } }), { input: {} }).start();
  form.send({ type: 'field.changed', field: 'username', value: 'ana2024' });
  form.send({ type: 'field.changed', field: 'password', value: 'Parola!1' });
  form.send({ type: 'captcha.solved', token: 'tok' });
  form.send({ type: 'submit' });
  const settled = await waitFor(form, (snapshot) => snapshot.matches('editing') && snapshot.context.formError !== undefined);
  const formError = settled.context.formError;
  if (formError?.kind !== 'loginFailed') throw new Error(`expected a failed login, got ${JSON.stringify(formError)}`);
  return formError.failure;
}

const problem = (code: Problem['code'], params?: Problem['params']): Problem => ({
  type: `urn:catalog-horeca:error:${code}`,
  title: 'x',
  status: 401,
  code,
  ...(params ? { params } : {}),
});

describe('a failed login, from the server to the screen (docs/product.md §2 "Login screen")', () => {
  it("reaches the form as the server's own problem, and the screen says until when the account is blocked", async () => {
    const blocked = problem('USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', { retryAfterSeconds: 300 });
    const failure = await failedLogin(blocked);
    expect(failure).toBe(blocked);
    expect(loginFailureMessage(failure)).toBe('Contul este blocat temporar după prea multe încercări de autentificare. Poți încerca din nou încă 5 minute.');
  });

  it('explains a disabled or unverified account in its own words', async () => {
    expect(loginFailureMessage(await failedLogin(problem('USER_IS_BLOCKED')))).toBe('Contul este dezactivat. Contactează-ne pentru detalii.');
    expect(loginFailureMessage(await failedLogin(problem('USER_IS_NOT_VERIFIED')))).not.toBe(screenTexts.login.failed);
  });

  it('says only that the login failed for a wrong name or password, so it tells nobody which accounts exist', async () => {
    expect(loginFailureMessage(await failedLogin(problem('USERNAME_DOES_NOT_EXIST')))).toBe(screenTexts.login.failed);
    expect(loginFailureMessage(await failedLogin(problem('PASSWORD_MISS_MATCH')))).toBe(screenTexts.login.failed);
  });

  it('turns a call that got no answer into a network failure, shown as a failed login', async () => {
    const failure = await failedLogin(new TypeError('Failed to fetch'));
    expect(failure).toEqual({ code: 'NETWORK' });
    expect(loginFailureMessage(failure)).toBe(screenTexts.login.failed);
  });
});
