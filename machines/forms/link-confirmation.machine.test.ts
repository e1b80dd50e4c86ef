import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { controlled, settle } from '../testing/model-paths';
import { linkConfirmationMachine } from './link-confirmation.machine';

function harness(email: string | null, token: string | null) {
  const confirmLink = controlled();
  const redirect = vi.fn();
  const notifyFailure = vi.fn();
  const clock = new SimulatedClock();
  const machine = linkConfirmationMachine.provide({
    actors: { confirmLink: confirmLink.logic as never },
    actions: { redirect: (_, to) => redirect(to), notifyFailure: (_, error) => notifyFailure(error) },
  });
  const actor = createActor(machine, {
    input: { email, token },
    clock,
  }).start();
  return { actor, confirmLink, redirect, notifyFailure, clock };
}

describe('link confirmation (activation, account deletion)', () => {
  it('confirms at once, then goes to /login 3 s later', async () => {
    const { actor, confirmLink, redirect, clock } = harness('ana@x.ro', 'tok');
    expect(confirmLink.calls).toEqual([{ email: 'ana@x.ro', token: 'tok' }]);
    confirmLink.waiting.shift()?.resolve(undefined);
    await settle();
    expect(actor.getSnapshot().value).toBe('confirmed');
    clock.increment(2_999);
    expect(redirect).not.toHaveBeenCalled();
    clock.increment(1);
    expect(redirect).toHaveBeenCalledWith('/login');
  });

  it('stops when the link lacks its e-mail or token, without calling the server', () => {
    const { actor, confirmLink } = harness('ana@x.ro', null);
    expect(actor.getSnapshot().value).toBe('incomplete');
    expect(confirmLink.calls).toHaveLength(0);
  });

  it("keeps the server's code when the link is refused, and tells the user", async () => {
    const { actor, confirmLink, redirect, notifyFailure } = harness('ana@x.ro', 'used');
    confirmLink.waiting.shift()?.reject({ type: 'x', title: 'x', status: 400, code: 'TOKEN_CANNOT_BE_USER_ANYMORE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('TOKEN_CANNOT_BE_USER_ANYMORE');
    expect(redirect).not.toHaveBeenCalled();
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith('TOKEN_CANNOT_BE_USER_ANYMORE');
  });
});
