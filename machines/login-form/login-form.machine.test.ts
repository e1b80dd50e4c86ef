import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { ruleMessages } from '../../openapi/domain/field-rules';
import { controlled, runModelPaths, settle } from '../testing/model-paths';
import { loginFormMachine } from './login-form.machine';
import { safeRedirect } from './safe-redirect';

function harness(redirectTo?: string) {
  const logIn = controlled();
  const completeLogIn = controlled();
  const resetCaptcha = vi.fn();
  const cancelSecondStep = vi.fn();
  const redirect = vi.fn();
  const machine = loginFormMachine.provide({
    actors: { logIn: logIn.logic as never, completeLogIn: completeLogIn.logic as never },
    actions: { resetCaptcha, cancelSecondStep, redirect: (_, target) => redirect(target) },
  });
  const actor = createActor(machine, { input: { redirectTo } }).start();
  const fill = () => {
    actor.send({ type: 'field.changed', field: 'username', value: '  ana2024 ' });
    actor.send({ type: 'field.changed', field: 'password', value: 'Parola!1' });
  };
  return { actor, logIn, completeLogIn, resetCaptcha, cancelSecondStep, redirect, fill };
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
  async function atSecondStep() {
    const handles = harness('/admin');
    handles.fill();
    handles.actor.send({ type: 'captcha.solved', token: 'tok' });
    handles.actor.send({ type: 'submit' });
    handles.logIn.waiting.shift()?.resolve('secondFactor');
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

  it('goes back to the password on request, cancelling the half-done login', async () => {
    const { actor, cancelSecondStep } = await atSecondStep();
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(cancelSecondStep).toHaveBeenCalledTimes(1);
  });
});

describe('login form machine, model-based', () => {
  it('reaches every state, and every shortest path behaves as the model says', async () => {
    const run = await runModelPaths({
      machine: loginFormMachine,
      input: {},
      actorNames: ['logIn', 'completeLogIn'],
      // The second step doubles the states the traversal walks.
      limit: 5_000,
      events: [
        { type: 'xstate.done.actor.logIn', output: 'secondFactor' },
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
