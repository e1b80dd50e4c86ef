import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { controlled, settle } from '../testing/model-paths';
import { slicedListMachine } from './sliced-list.machine';

function harness(maxSlices = 3, firstSlice?: string[]) {
  const fetchSlice = controlled();
  const actor = createActor(slicedListMachine.provide({ actors: { fetchSlice: fetchSlice.logic as never } }), {
    input: { sliceSize: 2, maxSlices, firstSlice },
  }).start();
  return { actor, fetchSlice };
}

describe('a list loaded slice by slice', () => {
  it('loads the first slice at once and the next only when asked, one at a time', async () => {
    const { actor, fetchSlice } = harness();
    expect(fetchSlice.calls).toEqual([{ slice: 0 }]);
    actor.send({ type: 'more' });
    expect(fetchSlice.calls).toHaveLength(1);
    fetchSlice.waiting.shift()?.resolve(['a', 'b']);
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'more' });
    expect(fetchSlice.calls).toEqual([{ slice: 0 }, { slice: 1 }]);
    fetchSlice.waiting.shift()?.resolve(['c']);
    await settle();
    expect(actor.getSnapshot().value).toBe('exhausted');
    expect(actor.getSnapshot().context.items).toEqual(['a', 'b', 'c']);
  });

  it('starts with the slice the server rendered, without a call, and asks for the second when asked', async () => {
    const { actor, fetchSlice } = harness(3, ['a', 'b']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(fetchSlice.calls).toEqual([]);
    actor.send({ type: 'more' });
    expect(fetchSlice.calls).toEqual([{ slice: 1 }]);
    fetchSlice.waiting.shift()?.resolve(['c']);
    await settle();
    expect(actor.getSnapshot().context.items).toEqual(['a', 'b', 'c']);
    expect(actor.getSnapshot().value).toBe('exhausted');
  });

  it('ends at once when the slice the server rendered is short, or at its bound when it fills it', () => {
    expect(harness(3, ['a']).actor.getSnapshot().value).toBe('exhausted');
    expect(harness(1, ['a', 'b']).actor.getSnapshot().value).toBe('bounded');
  });

  it('stops at its bound with more to come, so memory stays bounded', async () => {
    const { actor, fetchSlice } = harness(2);
    fetchSlice.waiting.shift()?.resolve(['a', 'b']);
    await settle();
    actor.send({ type: 'more' });
    fetchSlice.waiting.shift()?.resolve(['c', 'd']);
    await settle();
    expect(actor.getSnapshot().value).toBe('bounded');
    actor.send({ type: 'more' });
    expect(fetchSlice.calls).toHaveLength(2);
  });

  it("keeps the server's code when a slice fails, and tries that slice again", async () => {
    const { actor, fetchSlice } = harness();
    fetchSlice.waiting.shift()?.reject({ type: 'x', title: 'x', status: 503, code: 'SERVICE_UNAVAILABLE' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('SERVICE_UNAVAILABLE');
    actor.send({ type: 'retry' });
    expect(fetchSlice.calls).toEqual([{ slice: 0 }, { slice: 0 }]);
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });
});
