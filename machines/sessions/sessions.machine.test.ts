import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionsMachine, type ListedSession, type SessionsToEnd } from './sessions.machine';

const session = (id: string, current = false): ListedSession => ({
  id,
  device: current ? 'Chrome pe Linux' : 'Safari pe iOS (iPhone)',
  network: '192.0.2.0/24',
  signedInAt: '2026-11-24T09:30:00.000Z',
  lastUsedAt: '2026-11-24T10:15:00.000Z',
  current,
});
const problem = (code: string, status: number) => ({ type: 'about:blank', title: code, status, code });

/** A server holding `live` sessions, ending them as asked, with the failures `failWith` lists first. */
function serverOf(live: ListedSession[], failWith: unknown[] = []) {
  const ended: SessionsToEnd[] = [];
  const notified: string[] = [];
  const actor = createActor(
    sessionsMachine.provide({
      actors: {
        load: fromPromise(async () => [...live]),
        end: fromPromise(async ({ input }: { input: SessionsToEnd }) => {
          const failure = failWith.shift();
          if (failure) throw failure;
          ended.push(input);
          const before = live.length;
          live.splice(0, live.length, ...live.filter((item) => (input.kind === 'one' ? item.id !== input.id : item.current)));
          return before - live.length;
        }),
      },
      actions: {
        notifyEnded: (_, { what, count }) => void notified.push(`ended ${what.kind} ${count}`),
        notifyFailed: (_, { what, reason }) => void notified.push(`failed ${what.kind} ${reason}`),
      },
    }),
  ).start();
  return { actor, ended, notified };
}

describe('the sessions list', () => {
  it('ends one session, tells the user and shows the list without it', async () => {
    const { actor, ended, notified } = serverOf([session('a', true), session('b'), session('c')]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'end', id: 'b' });
    expect(actor.getSnapshot().context.ending).toEqual({ kind: 'one', id: 'b' });
    // A second press while it ends is not taken: the list is not ready.
    actor.send({ type: 'endOthers' });
    const after = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(after.context.sessions.map((item) => item.id)).toEqual(['a', 'c']);
    expect(after.context.ending).toBeUndefined();
    expect(ended).toEqual([{ kind: 'one', id: 'b' }]);
    expect(notified).toEqual(['ended one 1']);
  });

  it('ends every other session and keeps this one', async () => {
    const { actor, notified } = serverOf([session('a', true), session('b'), session('c')]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'endOthers' });
    await waitFor(actor, (snapshot) => snapshot.matches('loading'));
    const after = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(after.context.sessions.map((item) => item.id)).toEqual(['a']);
    expect(notified).toEqual(['ended others 2']);
  });

  it('reloads when the session had already ended, and keeps the list when the call failed', async () => {
    const { actor, notified } = serverOf([session('a', true), session('b')], [problem('SESSION_NOT_FOUND', 404), new TypeError('fetch failed')]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'end', id: 'b' });
    await waitFor(actor, (snapshot) => snapshot.matches('loading'));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'end', id: 'b' });
    const kept = await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.ending === undefined);
    expect(kept.context.sessions.map((item) => item.id)).toEqual(['a', 'b']);
    expect(notified).toEqual(['failed one SESSION_NOT_FOUND', 'failed one NETWORK']);
  });

  it('says why the list could not load, and loads again on retry', async () => {
    let calls = 0;
    const actor = createActor(
      sessionsMachine.provide({
        actors: {
          load: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw problem('SERVICE_UNAVAILABLE', 503);
            return [session('a', true)];
          }),
        },
      }),
    ).start();
    expect((await waitFor(actor, (snapshot) => snapshot.matches('failed'))).context.failure).toBe('SERVICE_UNAVAILABLE');
    actor.send({ type: 'retry' });
    expect((await waitFor(actor, (snapshot) => snapshot.matches('ready'))).context.sessions).toHaveLength(1);
  });
});
