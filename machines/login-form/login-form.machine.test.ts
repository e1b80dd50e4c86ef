import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { ruleMessages } from '../../openapi/domain/field-rules';
import { controlled, runModelPaths, settle } from '../testing/model-paths';
import { loginFormMachine } from './login-form.machine';
import { safeRedirect } from './safe-redirect';

function harness(redirectTo?: string) {
  const logIn = controlled();
  const resetCaptcha = vi.fn();
  const redirect = vi.fn();
  const machine = loginFormMachine.provide({ actors: { logIn: logIn.logic as never }, actions: { resetCaptcha, redirect: (_, target) => redirect(target) } });
  const actor = createActor(machine, { input: { redirectTo } }).start();
  const fill = () => {
    actor.send({ type: 'field.changed', field: 'username', value: '  ana2024 ' });
    actor.send({ type: 'field.changed', field: 'password', value: 'Parola!1' });
  };
  return { actor, logIn, resetCaptcha, redirect, fill };
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
    logIn.waiting.shift()?.resolve(undefined);
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

describe('login form machine, model-based', () => {
  it('reaches every state, and every shortest path behaves as the model says', async () => {
    const run = await runModelPaths({
      machine: loginFormMachine,
      input: {},
      actorNames: ['logIn'],
      events: [
        { type: 'field.changed', field: 'username', value: 'ana2024' },
        { type: 'field.changed', field: 'password', value: 'Parola!1' },
        { type: 'captcha.solved', token: 'tok' },
        { type: 'captcha.expired' },
        { type: 'submit' },
        { type: 'xstate.done.actor.logIn' },
        { type: 'xstate.error.actor.logIn', error: { type: 'x', title: 'x', status: 401, code: 'PASSWORD_MISS_MATCH' } },
      ],
    });
    expect(run.paths).toBeGreaterThan(2);
    expect(run.allStates.filter((id) => !run.visitedStates.has(id))).toEqual([]);
  });
});
