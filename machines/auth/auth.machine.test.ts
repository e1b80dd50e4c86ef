import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { controlled, runModelPaths, settle } from '../testing/model-paths';
import { authMachine, isDangerRole, isSuperuser } from './auth.machine';

function harness() {
  const actors = {
    readLoggedUser: controlled(),
    refreshSession: controlled(),
    loadRoles: controlled(),
    postLogin: controlled(),
    postLogout: controlled(),
  };
  const redirectToLogin = vi.fn();
  const machine = authMachine.provide({
    actors: Object.fromEntries(Object.entries(actors).map(([name, handle]) => [name, handle.logic])) as never,
    actions: { redirectToLogin },
  });
  const actor = createActor(machine).start();
  const next = async (name: keyof typeof actors, value?: unknown) => {
    await settle();
    const run = actors[name].waiting.shift();
    if (!run) throw new Error(`${name} is not running`);
    run.resolve(value);
    await settle();
  };
  const fail = async (name: keyof typeof actors, error: unknown) => {
    await settle();
    actors[name].waiting.shift()?.reject(error);
    await settle();
  };
  return { actor, actors, redirectToLogin, next, fail };
}

const credentials = { username: 'ana', password: 'Parola!1', recaptchaToken: 'token' };

describe('auth machine (docs/product.md §4)', () => {
  it('is unauthenticated at once when there is no loggedUser cookie, without refreshing', async () => {
    const { actor, actors, next } = harness();
    await next('readLoggedUser', undefined);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actors.refreshSession.calls).toHaveLength(0);
  });

  it('with the cookie, refreshes, reads the username, loads the roles and is authenticated', async () => {
    const { actor, actors, next } = harness();
    await next('readLoggedUser', 'ana');
    await next('refreshSession');
    await next('readLoggedUser', 'ana');
    expect(actors.loadRoles.calls).toEqual([{ username: 'ana' }]);
    await next('loadRoles', { roles: [{ name: 'SELLER_HORECA' }], mustAddSecondFactor: false });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('authenticated');
    expect(snapshot.context).toMatchObject({ username: 'ana', roles: ['SELLER_HORECA'] });
    expect(isSuperuser(snapshot.context)).toBe(false);
  });

  it('clears the state, logs out and goes to /login when the refresh at start fails', async () => {
    const { actor, actors, next, fail, redirectToLogin } = harness();
    await next('readLoggedUser', 'ana');
    await fail('refreshSession', { status: 401, code: 'INVALID_REFRESH_TOKEN' });
    expect(actors.postLogout.calls).toHaveLength(1);
    await next('postLogout');
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.username).toBeUndefined();
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('logs in: posts the credentials, reads the cookie, loads roles; an admin is a superuser', async () => {
    const { actor, actors, next } = harness();
    await next('readLoggedUser', undefined);
    actor.send({ type: 'login.submitted', credentials });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(actors.postLogin.calls).toEqual([credentials]);
    await next('postLogin', 'signedIn');
    await next('readLoggedUser', 'ana');
    await next('loadRoles', { roles: ['ADMIN_HORECA'], mustAddSecondFactor: false });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(isSuperuser(actor.getSnapshot().context)).toBe(true);
  });

  it('waits for the second step when the account has a second factor, goes on once the code passed, or starts again (decision 023)', async () => {
    const { actor, next } = harness();
    await next('readLoggedUser', undefined);
    actor.send({ type: 'login.submitted', credentials });
    await next('postLogin', { methods: ['totp', 'recoveryCode'] });
    expect(actor.getSnapshot().value).toBe('awaitingSecondFactor');
    expect(actor.getSnapshot().hasTag('pending')).toBe(false);

    actor.send({ type: 'secondFactor.passed' });
    await next('readLoggedUser', 'ana');
    await next('loadRoles', { roles: ['SELLER_HORECA'], mustAddSecondFactor: false });
    expect(actor.getSnapshot().value).toBe('authenticated');

    const again = harness();
    await again.next('readLoggedUser', undefined);
    again.actor.send({ type: 'login.submitted', credentials });
    await again.next('postLogin', { methods: ['totp', 'recoveryCode'] });
    again.actor.send({ type: 'login.cancelled' });
    expect(again.actor.getSnapshot().value).toBe('unauthenticated');
    expect(again.actor.getSnapshot().context).toMatchObject({ username: undefined });
  });

  it('keeps the factors a second step may use, and opens a session a passkey signed in alone (decision 024)', async () => {
    const { actor, next } = harness();
    await next('readLoggedUser', undefined);
    actor.send({ type: 'login.submitted', credentials });
    await next('postLogin', { methods: ['passkey', 'recoveryCode'] });
    expect(actor.getSnapshot().context.secondFactorMethods).toEqual(['passkey', 'recoveryCode']);
    actor.send({ type: 'login.cancelled' });
    expect(actor.getSnapshot().context.secondFactorMethods).toEqual([]);

    actor.send({ type: 'session.opened' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await next('readLoggedUser', 'ana');
    await next('loadRoles', { roles: ['SELLER_HORECA'], mustAddSecondFactor: false });
    expect(actor.getSnapshot().value).toBe('authenticated');
  });

  it('marks a session that owes a second factor until one is added', async () => {
    const { actor, next } = harness();
    await next('readLoggedUser', 'ana');
    await next('refreshSession');
    await next('readLoggedUser', 'ana');
    await next('loadRoles', { roles: ['ADMIN_HORECA'], mustAddSecondFactor: true });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.mustAddSecondFactor).toBe(true);
    actor.send({ type: 'secondFactor.added' });
    expect(actor.getSnapshot().context.mustAddSecondFactor).toBe(false);
  });

  it('reports why a login failed and clears the state, without redirecting', async () => {
    const { actor, next, fail, redirectToLogin } = harness();
    await next('readLoggedUser', undefined);
    actor.send({ type: 'login.submitted', credentials });
    const problem = { type: 'x', title: 'x', status: 429, code: 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', params: { blockedUntil: '2026-11-23T12:00:00Z' } };
    await fail('postLogin', problem);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.loginFailure).toBe(problem);
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('counts a login that got no answer as a network failure', async () => {
    const { actor, next, fail } = harness();
    await next('readLoggedUser', undefined);
    actor.send({ type: 'login.submitted', credentials });
    await fail('postLogin', new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().context.loginFailure).toEqual({ code: 'NETWORK' });
  });

  it('counts a login that set no loggedUser cookie as a failure', async () => {
    const { actor, next } = harness();
    await next('readLoggedUser', undefined);
    actor.send({ type: 'login.submitted', credentials });
    await next('postLogin', 'signedIn');
    await next('readLoggedUser', undefined);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.loginFailure).toEqual({ code: 'NO_SESSION_COOKIE' });
  });

  it('logs out: calls the endpoint, clears state and roles, goes to /login', async () => {
    const { actor, actors, next, redirectToLogin } = harness();
    await next('readLoggedUser', 'ana');
    await next('refreshSession');
    await next('readLoggedUser', 'ana');
    await next('loadRoles', { roles: ['SELLER_HORECA'], mustAddSecondFactor: false });
    actor.send({ type: 'logout.requested' });
    await next('postLogout');
    expect(actors.postLogout.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context).toMatchObject({ username: undefined, roles: [], sessionEnded: true });
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('ends in unauthenticated with a redirect when the session expires anywhere', async () => {
    const { actor, next, redirectToLogin } = harness();
    await next('readLoggedUser', 'ana');
    await next('refreshSession');
    await next('readLoggedUser', 'ana');
    await next('loadRoles', { roles: ['SELLER_HORECA'], mustAddSecondFactor: false });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.roles).toEqual([]);
    expect(actor.getSnapshot().context.sessionEnded).toBe(true);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('styles any role containing ADMIN_ as danger', () => {
    expect(isDangerRole('ADMIN_HORECA')).toBe(true);
    expect(isDangerRole('SUPER_ADMIN_X')).toBe(true);
    expect(isDangerRole('SELLER_HORECA')).toBe(false);
  });
});

describe('auth machine, model-based', () => {
  it('reaches every state, and every shortest path behaves as the model says', async () => {
    const problem = { type: 'x', title: 'x', status: 401, code: 'PASSWORD_MISS_MATCH' };
    const run = await runModelPaths({
      machine: authMachine,
      actorNames: ['readLoggedUser', 'refreshSession', 'loadRoles', 'postLogin', 'postLogout'],
      events: [
        { type: 'xstate.done.actor.readLoggedUser', output: 'ana' },
        { type: 'xstate.done.actor.readLoggedUser', output: undefined },
        { type: 'xstate.done.actor.refreshSession' },
        { type: 'xstate.error.actor.refreshSession', error: problem },
        { type: 'xstate.done.actor.loadRoles', output: { roles: ['ADMIN_HORECA'], mustAddSecondFactor: false } },
        { type: 'xstate.done.actor.loadRoles', output: { roles: ['ADMIN_HORECA'], mustAddSecondFactor: true } },
        { type: 'xstate.error.actor.loadRoles', error: problem },
        { type: 'xstate.done.actor.postLogin', output: 'signedIn' },
        { type: 'xstate.done.actor.postLogin', output: { methods: ['totp', 'recoveryCode'] } },
        { type: 'xstate.error.actor.postLogin', error: problem },
        { type: 'secondFactor.passed' },
        { type: 'session.opened' },
        { type: 'login.cancelled' },
        { type: 'secondFactor.added' },
        { type: 'xstate.done.actor.postLogout' },
        { type: 'login.submitted', credentials },
        { type: 'logout.requested' },
        { type: 'session.expired' },
      ],
      // Whether a session ended doubles the states the traversal walks.
      limit: 5_000,
    });
    expect(run.paths).toBeGreaterThan(5);
    expect(run.allStates.filter((id) => !run.visitedStates.has(id))).toEqual([]);
  });
});
