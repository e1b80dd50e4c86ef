import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { endAllSessionsMachine } from './end-all-sessions.machine';

describe("the administrator ending a user's sessions", () => {
  it('ends them once per press, says how many, and says why when it cannot', async () => {
    const told: string[] = [];
    let calls = 0;
    const actor = createActor(
      endAllSessionsMachine.provide({
        actors: {
          endAll: fromPromise(async () => {
            calls += 1;
            if (calls === 2) throw { type: 'about:blank', title: 'x', status: 404, code: 'USER_NOT_FOUND' };
            return 3;
          }),
        },
        actions: {
          notifyEnded: (_, count) => void told.push(`ended ${count}`),
          notifyFailed: (_, reason) => void told.push(`failed ${reason}`),
        },
      }),
    ).start();
    actor.send({ type: 'end' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    actor.send({ type: 'end' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'end' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls).toBe(2);
    expect(told).toEqual(['ended 3', 'failed USER_NOT_FOUND']);
  });
});
