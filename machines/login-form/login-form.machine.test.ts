import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { ruleMessages } from '../../openapi/domain/rule-messages';
import { controlled, runModelPaths, settle } from '../testing/model-paths';
import { loginFormMachine, type LoginFormContext } from './login-form.machine';
import { safeRedirect } from './safe-redirect';

function harness(redirectTo?: string) {
  const logIn = controlled();
  const completeLogIn = controlled();
  const logInWithPasskey = controlled();
  const passkeyAutofill = controlled();
  const completeLogInWithPasskey = controlled();
  const resetCaptcha = vi.fn();
  const cancelSecondStep = vi.fn();
  const redirect = vi.fn();
  const machine = loginFormMachine.provide({
    actors: {
      logIn: logIn.logic as never,
      completeLogIn: completeLogIn.logic as never,
      logInWithPasskey: logInWithPasskey.logic as never,
      passkeyAutofill: passkeyAutofill.logic as never,
      completeLogInWithPasskey: completeLogInWithPasskey.logic as never,
    },
    actions: { resetCaptcha, cancelSecondStep, redirect: (_, target) => redirect(target) },
  });
  const actor = createActor(machine, { input: { redirectTo } }).start();
  const fill = () => {
    actor.send({ type: 'field.changed', field: 'username', value: '  ana2024 ' });
    actor.send({ type: 'field.changed', field: 'password', value: 'Parola!1' });
  };
  return { actor, logIn, completeLogIn, logInWithPasskey, passkeyAutofill, completeLogInWithPasskey, resetCaptcha, cancelSecondStep, redirect, fill };
}

describe('login form machine (docs/product.md §4, §5)', () => {
  it('requires username and password', () => {
    const { actor, logIn } = harness();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ username: ruleMessages.required, password: ruleMessages.required });
    expect(logIn.calls).toHaveLength(0);
    actor.send({ type: 'field.changed', field: 'username', value: 'ana' });
    expect(actor.getSnapshot().context.fieldErrors.username).toBeUndefined();
  });

  it('refuses to submit without a captcha', () => {
    const { actor, logIn, fill } = harness();
    fill();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.formError).toEqual({ kind: 'captchaMissing' });
    expect(logIn.calls).toHaveLength(0);
  });

  it('is pending while the login runs, then redirects to the redirect parameter', async () => {
    const { actor, logIn, redirect, fill } = harness('/upload/catalog');
    fill();
    actor.send({ type: 'captcha.solved', token: 'tok' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    expect(logIn.calls).toEqual([{ username: 'ana2024', password: 'Parola!1', recaptchaToken: 'tok' }]);
    logIn.waiting.shift()?.resolve('signedIn');
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(redirect).toHaveBeenCalledWith('/upload/catalog');
  });

  it('goes to product management by default, and never off-site', () => {
    expect(safeRedirect(undefined)).toBe('/products-management');
    expect(safeRedirect('//evil.example/x')).toBe('/products-management');
    expect(safeRedirect('https://evil.example')).toBe('/products-management');
    expect(safeRedirect('/admin/users')).toBe('/admin/users');
  });

  it("on failure keeps the server's problem as it came, clears and resets the captcha", async () => {
    const { actor, logIn, resetCaptcha, fill } = harness();
    fill();
    actor.send({ type: 'captcha.solved', token: 'tok' });
    actor.send({ type: 'submit' });
    const problem = { type: 'x', title: 'x', status: 429, code: 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', params: { retryAfterSeconds: 60 } };
    logIn.waiting.shift()?.reject(problem);
    await settle();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.formError).toEqual({ kind: 'loginFailed', failure: problem });
    expect(context.captchaToken).toBeUndefined();
    expect(resetCaptcha).toHaveBeenCalledTimes(1);
  });

  it('forgets an expired captcha', () => {
    const { actor, fill } = harness();
    fill();
    actor.send({ type: 'captcha.solved', token: 'tok' });
    actor.send({ type: 'captcha.expired' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.formError).toEqual({ kind: 'captchaMissing' });
  });
});

describe('the login form’s second step (decision 023)', () => {
  async function atSecondStep(methods = ['totp', 'recoveryCode']) {
    const handles = harness('/admin');
    handles.fill();
    handles.actor.send({ type: 'captcha.solved', token: 'tok' });
    handles.actor.send({ type: 'submit' });
    handles.logIn.waiting.shift()?.resolve({ methods });
    await settle();
    return handles;
  }

  it('asks for a code from the app, forgets the password, and checks the code is six digits before sending it', async () => {
    const { actor, completeLogIn, redirect } = await atSecondStep();
    expect(actor.getSnapshot().value).toBe('secondFactor');
    expect(actor.getSnapshot().context).toMatchObject({ password: '', method: 'totp', code: '' });
    actor.send({ type: 'code.changed', value: '12 34' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.codeError).toBe('Introdu cele 6 cifre afișate de aplicație.');
    expect(completeLogIn.calls).toHaveLength(0);
    actor.send({ type: 'code.changed', value: '123 456' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(completeLogIn.calls).toEqual([{ method: 'totp', code: '123456' }]);
    completeLogIn.waiting.shift()?.resolve(undefined);
    await settle();
    expect(redirect).toHaveBeenCalledWith('/admin');
  });

  it('stays on the step after a wrong code, takes a recovery code instead, and goes back to the password when the step expired', async () => {
    const { actor, completeLogIn, resetCaptcha } = await atSecondStep();
    actor.send({ type: 'code.changed', value: '000000' });
    actor.send({ type: 'submit' });
    const wrong = { type: 'x', title: 'x', status: 401, code: 'SECOND_FACTOR_INVALID' };
    completeLogIn.waiting.shift()?.reject(wrong);
    await settle();
    expect(actor.getSnapshot().value).toBe('secondFactor');
    expect(actor.getSnapshot().context).toMatchObject({ code: '', formError: { kind: 'loginFailed', failure: wrong } });

    actor.send({ type: 'method.switched' });
    expect(actor.getSnapshot().context).toMatchObject({ method: 'recoveryCode', formError: undefined });
    actor.send({ type: 'code.changed', value: 'AAAA BBBB CCCC' });
    actor.send({ type: 'submit' });
    expect(completeLogIn.calls.at(-1)).toEqual({ method: 'recoveryCode', code: 'aaaabbbbcccc' });
    completeLogIn.waiting.shift()?.reject({ type: 'x', title: 'x', status: 401, code: 'LOGIN_STEP_EXPIRED' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.formError).toMatchObject({ kind: 'loginFailed', failure: { code: 'LOGIN_STEP_EXPIRED' } });
    expect(resetCaptcha).toHaveBeenCalled();
  });

  it("stays on the step with a recovery code asked for once the app's codes are stopped, and goes back to the password after too many wrong codes", async () => {
    const { actor, completeLogIn, cancelSecondStep } = await atSecondStep();
    actor.send({ type: 'code.changed', value: '000000' });
    actor.send({ type: 'submit' });
    const stopped = { type: 'x', title: 'x', status: 429, code: 'AUTHENTICATOR_CODES_BLOCKED', params: { retryAfterSeconds: 900 } };
    completeLogIn.waiting.shift()?.reject(stopped);
    await settle();
    expect(actor.getSnapshot().value).toBe('secondFactor');
    expect(actor.getSnapshot().context).toMatchObject({ method: 'recoveryCode', code: '', formError: { kind: 'loginFailed', failure: stopped } });
    expect(cancelSecondStep).not.toHaveBeenCalled();

    actor.send({ type: 'code.changed', value: 'aaaa-bbbb-cccc' });
    actor.send({ type: 'submit' });
    completeLogIn.waiting.shift()?.reject({ type: 'x', title: 'x', status: 401, code: 'TOO_MANY_SECOND_FACTOR_ATTEMPTS' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.formError).toMatchObject({ failure: { code: 'TOO_MANY_SECOND_FACTOR_ATTEMPTS' } });
  });

  it('goes back to the password on request, cancelling the half-done login', async () => {
    const { actor, cancelSecondStep } = await atSecondStep();
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(cancelSecondStep).toHaveBeenCalledTimes(1);
  });
});

describe('the login form’s passkeys (decision 024)', () => {
  const refused = { type: 'x', title: 'x', status: 401, code: 'PASSKEY_INVALID' };

  it('signs in with a passkey alone, with no captcha, and says so when the prompt was closed', async () => {
    const { actor, logIn, logInWithPasskey, redirect } = harness('/upload/catalog');
    actor.send({ type: 'passkey.requested' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    logInWithPasskey.waiting.shift()?.reject({ code: 'PASSKEY_CANCELLED' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.formError).toEqual({ kind: 'loginFailed', failure: { code: 'PASSKEY_CANCELLED' } });

    actor.send({ type: 'passkey.requested' });
    expect(actor.getSnapshot().context.formError).toBeUndefined();
    logInWithPasskey.waiting.shift()?.resolve(undefined);
    await settle();
    expect(redirect).toHaveBeenCalledWith('/upload/catalog');
    expect(logIn.calls).toHaveLength(0);
  });

  it('offers passkeys in the autofill while the form is shown, stops when it is sent, and ignores a prompt closed there', async () => {
    const { actor, passkeyAutofill, logIn, fill, redirect } = harness();
    expect(passkeyAutofill.waiting).toHaveLength(1);
    passkeyAutofill.waiting.shift()?.reject({ code: 'PASSKEY_CANCELLED' });
    await settle();
    expect(actor.getSnapshot().context.formError).toBeUndefined();

    const again = harness();
    again.fill();
    again.actor.send({ type: 'captcha.solved', token: 'tok' });
    again.actor.send({ type: 'submit' });
    expect(again.passkeyAutofill.waiting).toHaveLength(0);
    again.logIn.waiting.shift()?.reject({ type: 'x', title: 'x', status: 401, code: 'PASSWORD_MISS_MATCH' });
    await settle();
    expect(again.passkeyAutofill.waiting).toHaveLength(1);
    again.passkeyAutofill.waiting.shift()?.reject(refused);
    await settle();
    expect(again.actor.getSnapshot().context.formError).toEqual({ kind: 'loginFailed', failure: refused });

    fill();
    expect(logIn.calls).toHaveLength(0);
    const third = harness('/admin');
    third.passkeyAutofill.waiting.shift()?.resolve(undefined);
    await settle();
    expect(third.redirect).toHaveBeenCalledWith('/admin');
    expect(redirect).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('answers the second step with a passkey when the account has one, or with a recovery code when it has no app', async () => {
    const handles = harness('/admin');
    handles.fill();
    handles.actor.send({ type: 'captcha.solved', token: 'tok' });
    handles.actor.send({ type: 'submit' });
    handles.logIn.waiting.shift()?.resolve({ methods: ['passkey', 'recoveryCode'] });
    await settle();
    const { actor, completeLogInWithPasskey, redirect } = handles;
    expect(actor.getSnapshot().context).toMatchObject({ methods: ['passkey', 'recoveryCode'], method: 'recoveryCode' });
    actor.send({ type: 'method.switched' });
    expect(actor.getSnapshot().context.method).toBe('recoveryCode');
    actor.send({ type: 'passkey.requested' });
    completeLogInWithPasskey.waiting.shift()?.reject(refused);
    await settle();
    expect(actor.getSnapshot().value).toBe('secondFactor');
    expect(actor.getSnapshot().context.formError).toEqual({ kind: 'loginFailed', failure: refused });
    actor.send({ type: 'passkey.requested' });
    completeLogInWithPasskey.waiting.shift()?.resolve(undefined);
    await settle();
    expect(redirect).toHaveBeenCalledWith('/admin');
  });

  it('does not offer a passkey to an account without one', async () => {
    const handles = harness();
    handles.fill();
    handles.actor.send({ type: 'captcha.solved', token: 'tok' });
    handles.actor.send({ type: 'submit' });
    handles.logIn.waiting.shift()?.resolve({ methods: ['totp', 'recoveryCode'] });
    await settle();
    handles.actor.send({ type: 'passkey.requested' });
    expect(handles.actor.getSnapshot().value).toBe('secondFactor');
    expect(handles.completeLogInWithPasskey.calls).toHaveLength(0);
  });
});

describe('login form machine, model-based', () => {
  it('reaches every state, and every shortest path behaves as the model says', async () => {
    const run = await runModelPaths({
      machine: loginFormMachine,
      input: {},
      actorNames: ['logIn', 'completeLogIn', 'logInWithPasskey', 'passkeyAutofill', 'completeLogInWithPasskey'],
      // A state is its value and what steers the guards; the texts typed and the failures' details only multiply the paths.
      serializeState: ({ value, context }) => {
        const c = context as LoginFormContext;
        return JSON.stringify({
          value,
          username: c.username !== '',
          password: c.password !== '',
          captcha: Boolean(c.captchaToken),
          methods: c.methods,
          method: c.method,
          code: c.code,
        });
      },
      limit: 5_000,
      events: [
        { type: 'xstate.done.actor.logIn', output: { methods: ['passkey', 'totp', 'recoveryCode'] } },
        { type: 'passkey.requested' },
        { type: 'xstate.done.actor.logInWithPasskey' },
        { type: 'xstate.error.actor.logInWithPasskey', error: { code: 'PASSKEY_CANCELLED' } },
        { type: 'xstate.done.actor.passkeyAutofill' },
        { type: 'xstate.error.actor.passkeyAutofill', error: { type: 'x', title: 'x', status: 401, code: 'PASSKEY_INVALID' } },
        { type: 'xstate.done.actor.completeLogInWithPasskey' },
        { type: 'xstate.error.actor.completeLogInWithPasskey', error: { type: 'x', title: 'x', status: 401, code: 'PASSKEY_INVALID' } },
        { type: 'code.changed', value: '123456' },
        { type: 'method.switched' },
        { type: 'back' },
        { type: 'xstate.done.actor.completeLogIn' },
        { type: 'xstate.error.actor.completeLogIn', error: { type: 'x', title: 'x', status: 401, code: 'SECOND_FACTOR_INVALID' } },
        { type: 'xstate.error.actor.completeLogIn', error: { type: 'x', title: 'x', status: 401, code: 'LOGIN_STEP_EXPIRED' } },
        { type: 'field.changed', field: 'username', value: 'ana2024' },
        { type: 'field.changed', field: 'password', value: 'Parola!1' },
        { type: 'captcha.solved', token: 'tok' },
        { type: 'captcha.expired' },
        { type: 'submit' },
        { type: 'xstate.done.actor.logIn', output: 'signedIn' },
        { type: 'xstate.error.actor.logIn', error: { type: 'x', title: 'x', status: 401, code: 'PASSWORD_MISS_MATCH' } },
      ],
    });
    expect(run.paths).toBeGreaterThan(4);
    expect(run.allStates.filter((id) => !run.visitedStates.has(id))).toEqual([]);
  });
});
