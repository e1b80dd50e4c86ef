import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { controlled, settle } from '../testing/model-paths';
import { pagedListMachineOf } from './paged-list.machine';

function harness() {
  const loadPage = controlled();
  const mutateItem = controlled();
  const clock = new SimulatedClock();
  const machine = pagedListMachineOf<unknown>().provide({ actors: { loadPage: loadPage.logic as never, mutateItem: mutateItem.logic as never } });
  const actor = createActor(machine, { input: { perPage: 12 }, clock }).start();
  const answer = async (items: unknown[], totalPages: number) => {
    await settle();
    loadPage.waiting.shift()?.resolve({ items, totalPages });
    await settle();
  };
  return { actor, loadPage, mutateItem, clock, answer };
}

describe('paged list machine', () => {
  it('loads page 1 and follows page and size changes, going back to page 1 on a new size', async () => {
    const { actor, loadPage, answer } = harness();
    expect(loadPage.calls[0]).toEqual({ text: '', perPage: 12, page: 1, owner: undefined });
    await answer(['a', 'b'], 5);
    actor.send({ type: 'page.changed', page: 4 });
    expect(loadPage.calls[1]).toMatchObject({ page: 4 });
    await answer(['c'], 5);
    actor.send({ type: 'perPage.changed', perPage: 48 });
    expect(loadPage.calls[2]).toMatchObject({ perPage: 48, page: 1 });
  });

  it('debounces typing by 500 ms and filters by seller for admins', async () => {
    const { actor, loadPage, clock, answer } = harness();
    await answer([], 0);
    actor.send({ type: 'text.changed', text: 'caf' });
    actor.send({ type: 'text.changed', text: 'cafea' });
    clock.increment(499);
    expect(loadPage.calls).toHaveLength(1);
    clock.increment(1);
    expect(loadPage.calls[1]).toMatchObject({ text: 'cafea', page: 1 });
    await answer([], 0);
    actor.send({ type: 'owner.changed', owner: 'u-1' });
    expect(loadPage.calls[2]).toMatchObject({ owner: 'u-1', page: 1 });
  });

  it('runs an item change, then reloads; a refused change is kept for a message', async () => {
    const { actor, mutateItem, loadPage, answer } = harness();
    await answer(['p1'], 1);
    actor.send({ type: 'item.mutate', mutation: { kind: 'toggleEnabled', id: 'p1' } });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(mutateItem.calls).toEqual([{ kind: 'toggleEnabled', id: 'p1' }]);
    mutateItem.waiting.shift()?.resolve(undefined);
    await settle();
    expect(loadPage.calls).toHaveLength(2);
    await answer(['p1'], 1);
    actor.send({ type: 'item.mutate', mutation: { kind: 'delete', id: 'p1' } });
    mutateItem.waiting.shift()?.reject({ type: 'x', title: 'x', status: 403, code: 'USER_IS_NOT_AUTHORIZED' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.lastMutation).toEqual({ mutation: { kind: 'delete', id: 'p1' }, error: 'USER_IS_NOT_AUTHORIZED' });
  });

  it('shows a failed load and reloads on request', async () => {
    const { actor, loadPage } = harness();
    await settle();
    loadPage.waiting.shift()?.reject(new TypeError('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('NETWORK');
    actor.send({ type: 'reload' });
    expect(loadPage.calls).toHaveLength(2);
  });
});
