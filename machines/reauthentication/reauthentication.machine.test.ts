import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ruleMessages } from '../../openapi/domain/field-rules';
import { controlled, runModelPaths, settle } from '../testing/model-paths';
import { reauthenticationMachine } from './reauthentication.machine';

function harness() {
  const reauthenticate = controlled();
  const confirmed = vi.fn();
  const cancelled = vi.fn();
  const actor = createActor(
    reauthenticationMachine.provide({ actors: { reauthenticate: reauthenticate.logic as never }, actions: { confirmed, cancelled } }),
  ).start();
  return { actor, reauthenticate, confirmed, cancelled };
}

describe('typing the password again (decision 025)', () => {
  it('asks only when requested, needs a password, and confirms once the server accepts it', async () => {
    const { actor, reauthenticate, confirmed } = harness();
    actor.send({ type: 'submit' });
    expect(reauthenticate.calls).toHaveLength(0);
    actor.send({ type: 'requested' });
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

  it('keeps asking after a wrong password or a block, with the reason and an empty field; gives up on request', async () => {
    const { actor, reauthenticate, confirmed, cancelled } = harness();
    actor.send({ type: 'requested' });
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

describe('typing the password again, model-based', () => {
  it('reaches every state, and every shortest path behaves as the model says', async () => {
    const run = await runModelPaths({
      machine: reauthenticationMachine,
      actorNames: ['reauthenticate'],
      events: [
        { type: 'requested' },
        { type: 'password.changed', value: 'Munte!Verde#2031' },
        { type: 'submit' },
        { type: 'cancel' },
        { type: 'xstate.done.actor.reauthenticate' },
        { type: 'xstate.error.actor.reauthenticate', error: { type: 'x', title: 'x', status: 400, code: 'PASSWORD_MISS_MATCH' } },
      ],
    });
    expect(run.paths).toBeGreaterThan(3);
    expect(run.allStates.filter((id) => !run.visitedStates.has(id))).toEqual([]);
  });
});
