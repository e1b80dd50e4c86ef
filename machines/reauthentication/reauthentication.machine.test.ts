import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ruleMessages } from '../../openapi/domain/rule-messages';
import { controlled, runModelPaths, settle } from '../testing/model-paths';
import { reauthenticationMachine } from './reauthentication.machine';

function harness() {
  const loadMethods = controlled();
  const reauthenticate = controlled();
  const reauthenticateWithPasskey = controlled();
  const confirmed = vi.fn();
  const cancelled = vi.fn();
  const actor = createActor(
    reauthenticationMachine.provide({
      actors: {
        loadMethods: loadMethods.logic as never,
        reauthenticate: reauthenticate.logic as never,
        reauthenticateWithPasskey: reauthenticateWithPasskey.logic as never,
      },
      actions: { confirmed, cancelled },
    }),
  ).start();
  /** Asks, and answers the account's factors with `methods`. */
  const ask = async (methods: string[]) => {
    actor.send({ type: 'requested' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    loadMethods.waiting.shift()?.resolve(methods);
    await settle();
  };
  return { actor, reauthenticate, reauthenticateWithPasskey, loadMethods, confirmed, cancelled, ask };
}

describe('proving a recent sign-in (decisions 025, 043)', () => {
  it('asks only when requested, needs a password, and confirms once the server accepts it', async () => {
    const { actor, reauthenticate, confirmed, ask } = harness();
    actor.send({ type: 'submit' });
    expect(reauthenticate.calls).toHaveLength(0);
    await ask([]);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.passwordError).toBe(ruleMessages.required);
    actor.send({ type: 'password.changed', value: 'Munte!Verde#2031' });
    expect(actor.getSnapshot().context.passwordError).toBeUndefined();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(reauthenticate.calls).toEqual([{ password: 'Munte!Verde#2031' }]);
    reauthenticate.waiting.shift()?.resolve(undefined);
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.password).toBe('');
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('asks an account with an app for its code too, checks it is six digits, and takes a recovery code instead', async () => {
    const { actor, reauthenticate, ask } = harness();
    await ask(['totp', 'recoveryCode']);
    expect(actor.getSnapshot().context.method).toBe('totp');
    actor.send({ type: 'password.changed', value: 'Munte!Verde#2031' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.codeError).toBe('Introdu cele 6 cifre afișate de aplicație.');
    expect(reauthenticate.calls).toHaveLength(0);
    actor.send({ type: 'code.changed', value: '123 456' });
    actor.send({ type: 'submit' });
    expect(reauthenticate.calls).toEqual([{ password: 'Munte!Verde#2031', secondFactor: { method: 'totp', code: '123456' } }]);
    reauthenticate.waiting.shift()?.reject({ type: 'x', title: 'x', status: 400, code: 'SECOND_FACTOR_INVALID' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'SECOND_FACTOR_INVALID', password: '', code: '' });

    actor.send({ type: 'method.switched' });
    actor.send({ type: 'password.changed', value: 'Munte!Verde#2031' });
    actor.send({ type: 'code.changed', value: 'AAAA BBBB CCCC' });
    actor.send({ type: 'submit' });
    expect(reauthenticate.calls.at(-1)).toEqual({ password: 'Munte!Verde#2031', secondFactor: { method: 'recoveryCode', code: 'aaaabbbbcccc' } });
  });

  it('takes a passkey alone, and keeps asking, with the reason, when its prompt was closed', async () => {
    const { actor, reauthenticate, reauthenticateWithPasskey, confirmed, ask } = harness();
    await ask(['passkey', 'recoveryCode']);
    actor.send({ type: 'method.switched' });
    expect(actor.getSnapshot().context.method).toBe('recoveryCode');
    actor.send({ type: 'passkey.requested' });
    reauthenticateWithPasskey.waiting.shift()?.reject({ code: 'PASSKEY_CANCELLED' });
    await settle();
    expect(actor.getSnapshot().context.failure).toBe('PASSKEY_CANCELLED');
    actor.send({ type: 'passkey.requested' });
    reauthenticateWithPasskey.waiting.shift()?.resolve(undefined);
    await settle();
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(reauthenticate.calls).toHaveLength(0);
  });

  it('asks for the password alone when the factors cannot be read, and for a code too once the server says one is needed', async () => {
    const { actor, reauthenticate, loadMethods } = harness();
    actor.send({ type: 'requested' });
    loadMethods.waiting.shift()?.reject(new TypeError('fetch failed'));
    await settle();
    actor.send({ type: 'password.changed', value: 'Munte!Verde#2031' });
    actor.send({ type: 'submit' });
    reauthenticate.waiting
      .shift()
      ?.reject({ type: 'x', title: 'x', status: 400, code: 'VALIDATION_FAILED', errors: [{ field: 'secondFactor', rule: 'required', message: 'x' }] });
    await settle();
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context).toMatchObject({ methods: ['totp', 'recoveryCode'], method: 'totp', failure: undefined });
  });

  it('keeps asking after a wrong password or a block, with the reason and an empty field; gives up on request', async () => {
    const { actor, reauthenticate, confirmed, cancelled, ask } = harness();
    await ask([]);
    actor.send({ type: 'password.changed', value: 'gresita' });
    actor.send({ type: 'submit' });
    reauthenticate.waiting.shift()?.reject({ type: 'x', title: 'x', status: 400, code: 'PASSWORD_MISS_MATCH' });
    await settle();
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'PASSWORD_MISS_MATCH', password: '' });

    actor.send({ type: 'password.changed', value: 'alta' });
    actor.send({ type: 'submit' });
    reauthenticate.waiting
      .shift()
      ?.reject({ type: 'x', title: 'x', status: 429, code: 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', params: { retryAfterSeconds: 60 } });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN', failureParams: { retryAfterSeconds: 60 } });

    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(confirmed).not.toHaveBeenCalled();
    actor.send({ type: 'requested' });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });
});

describe('proving a recent sign-in, model-based', () => {
  it('reaches every state, and every shortest path behaves as the model says', async () => {
    const run = await runModelPaths({
      machine: reauthenticationMachine,
      actorNames: ['loadMethods', 'reauthenticate', 'reauthenticateWithPasskey'],
      events: [
        { type: 'requested' },
        { type: 'xstate.done.actor.loadMethods', output: ['passkey', 'totp', 'recoveryCode'] },
        { type: 'xstate.error.actor.loadMethods', error: new TypeError('fetch failed') },
        { type: 'password.changed', value: 'Munte!Verde#2031' },
        { type: 'code.changed', value: '123456' },
        { type: 'method.switched' },
        { type: 'passkey.requested' },
        { type: 'submit' },
        { type: 'cancel' },
        { type: 'xstate.done.actor.reauthenticate' },
        { type: 'xstate.error.actor.reauthenticate', error: { type: 'x', title: 'x', status: 400, code: 'PASSWORD_MISS_MATCH' } },
        { type: 'xstate.done.actor.reauthenticateWithPasskey' },
        { type: 'xstate.error.actor.reauthenticateWithPasskey', error: { code: 'PASSKEY_CANCELLED' } },
      ],
      serializeState: ({ value, context }) => {
        const { methods, method, password, code } = context as { methods: string[]; method: string; password: string; code: string };
        return JSON.stringify({ value, methods: methods.length, method, password: password !== '', code: code !== '' });
      },
      limit: 5_000,
    });
    expect(run.paths).toBeGreaterThan(3);
    expect(run.allStates.filter((id) => !run.visitedStates.has(id))).toEqual([]);
  });
});
