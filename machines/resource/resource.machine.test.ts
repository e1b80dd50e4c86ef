import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resourceMachine } from './resource.machine';

const problem = { type: 'about:blank', title: 'Not found', status: 404, code: 'PRODUCT_NOT_FOUND' };

describe('resourceMachine', () => {
  it('holds what was loaded', async () => {
    const actor = createActor(resourceMachine.provide({ actors: { load: fromPromise<unknown>(async () => ({ name: 'Cafea' })) } }), { input: {} }).start();
    const done = await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(done.context.data).toEqual({ name: 'Cafea' });
  });

  it('keeps the server code of a failure, tells the user, and loads again on retry', async () => {
    let calls = 0;
    const notified: string[] = [];
    const actor = createActor(
      resourceMachine.provide({
        actions: { notifyFailure: (_, error) => void notified.push(error) },
        actors: {
          load: fromPromise<unknown>(async () => {
            calls += 1;
            if (calls === 1) throw problem;
            return 'ok';
          }),
        },
      }),
      { input: {} },
    ).start();
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.error).toBe('PRODUCT_NOT_FOUND');
    expect(notified).toEqual(['PRODUCT_NOT_FOUND']);
    actor.send({ type: 'retry' });
    const loaded = await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(loaded.context).toEqual({ data: 'ok', error: undefined });
  });

  it('calls a failure without a problem a network failure', async () => {
    const actor = createActor(resourceMachine.provide({ actors: { load: fromPromise<unknown>(async () => Promise.reject(new TypeError('fetch failed'))) } }), {
      input: {},
    }).start();
    expect((await waitFor(actor, (snapshot) => snapshot.matches('failed'))).context.error).toBe('NETWORK');
  });

  it('shows what the server already loaded, even before it starts, and calls nothing', () => {
    let calls = 0;
    const machine = resourceMachine.provide({ actors: { load: fromPromise<unknown>(async () => void (calls += 1)) } });
    const actor = createActor(machine, { input: { loaded: { name: 'Cafea' } } });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    actor.start();
    expect(actor.getSnapshot().context.data).toEqual({ name: 'Cafea' });
    expect(calls).toBe(0);
  });

  it('shows the failure the server met, without telling it again, and loads on retry', async () => {
    const notified: string[] = [];
    const machine = resourceMachine.provide({
      actions: { notifyFailure: (_, error) => void notified.push(error) },
      actors: { load: fromPromise<unknown>(async () => 'ok') },
    });
    const actor = createActor(machine, { input: { failed: 'PRODUCT_NOT_FOUND' } }).start();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('PRODUCT_NOT_FOUND');
    expect(notified).toEqual([]);
    actor.send({ type: 'retry' });
    expect((await waitFor(actor, (snapshot) => snapshot.matches('loaded'))).context.data).toBe('ok');
  });

  it('reloads what it shows, keeping it in sight meanwhile and when the reload fails', async () => {
    let calls = 0;
    const notified: string[] = [];
    const actor = createActor(
      resourceMachine.provide({
        actions: { notifyFailure: (_, error) => void notified.push(error) },
        actors: {
          load: fromPromise<unknown>(async () => {
            calls += 1;
            if (calls === 3) throw problem;
            return `lista ${calls}`;
          }),
        },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    actor.send({ type: 'reload' });
    expect(actor.getSnapshot().hasTag('reloading')).toBe(true);
    expect(actor.getSnapshot().context.data).toBe('lista 1');
    expect((await waitFor(actor, (snapshot) => snapshot.matches('loaded'))).context.data).toBe('lista 2');
    actor.send({ type: 'reload' });
    const kept = await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(kept.context.data).toBe('lista 2');
    expect(notified).toEqual(['PRODUCT_NOT_FOUND']);
  });
});
