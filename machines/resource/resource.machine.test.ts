import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resourceMachine } from './resource.machine';

const problem = { type: 'about:blank', title: 'Not found', status: 404, code: 'PRODUCT_NOT_FOUND' };

describe('resourceMachine', () => {
  it('holds what was loaded', async () => {
    const actor = createActor(resourceMachine.provide({ actors: { load: fromPromise<unknown>(async () => ({ name: 'Cafea' })) } })).start();
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
    ).start();
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.error).toBe('PRODUCT_NOT_FOUND');
    expect(notified).toEqual(['PRODUCT_NOT_FOUND']);
    actor.send({ type: 'retry' });
    const loaded = await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(loaded.context).toEqual({ data: 'ok', error: undefined });
  });

  it('calls a failure without a problem a network failure', async () => {
    const actor = createActor(
      resourceMachine.provide({ actors: { load: fromPromise<unknown>(async () => Promise.reject(new TypeError('fetch failed'))) } }),
    ).start();
    expect((await waitFor(actor, (snapshot) => snapshot.matches('failed'))).context.error).toBe('NETWORK');
  });
});
