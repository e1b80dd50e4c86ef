import { describe, expect, it } from 'vitest';
import { AnswerCache, type Answer } from './answer-cache';
import { listedProduct } from '../../testing/listed-product';
import type { ListedState } from './catalogue-changes';
import type { SearchRequest } from './search-plan';

const request: SearchRequest = { name: '', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] };
const shownProduct = listedProduct();
const elsewhere = listedProduct({ city: 'Iași' });
const onlyInCluj: SearchRequest = { ...request, city: 'Cluj-Napoca' };

function setup(ttlMs = 1_000) {
  let clock = 0;
  let version = 0;
  const cache = new AnswerCache({ ttlMs, maxEntries: 2, now: () => clock });
  const compute = (shown: ListedState[] = [shownProduct], asked = request) => async (): Promise<Answer> => ({ request: asked, shown, body: `v${(version += 1)}` });
  return { cache, compute, tick: (ms: number) => (clock += ms) };
}

/** A compute step the test finishes by hand, to look inside a flight. */
function deferred() {
  let finish!: (answer: Answer) => void;
  const promise = new Promise<Answer>((resolve) => (finish = resolve));
  return { compute: () => promise, finish };
}

describe('remembered search answers', () => {
  it('serves the same answer again until it is older than the time allowed', async () => {
    const { cache, compute, tick } = setup();
    expect((await cache.answer('k', compute())).body).toBe('v1');
    tick(999);
    expect((await cache.answer('k', compute())).body).toBe('v1');
    tick(1);
    expect((await cache.answer('k', compute())).body).toBe('v2');
  });

  it('remembers nothing when the time allowed is 0', async () => {
    const { cache, compute } = setup(0);
    await cache.answer('k', compute());
    expect((await cache.answer('k', compute())).body).toBe('v2');
  });

  it('lets identical searches in flight share one query', async () => {
    const { cache } = setup();
    const slow = deferred();
    let queries = 0;
    const counted = () => ((queries += 1), slow.compute());
    const both = Promise.all([cache.answer('k', counted), cache.answer('k', counted)]);
    slow.finish({ request, shown: [], body: 'one' });
    expect((await both).map((answer) => answer.body)).toEqual(['one', 'one']);
    expect(queries).toBe(1);
  });

  it('forgets an answer at once when this process changes a product it shows', async () => {
    const { cache, compute } = setup();
    await cache.answer('k', compute());
    cache.changed({ before: shownProduct, after: { ...shownProduct, price: 60 } });
    expect((await cache.answer('k', compute())).body).toBe('v2');
  });

  it('keeps an answer the change cannot alter', async () => {
    const { cache, compute } = setup();
    await cache.answer('cluj', compute([], onlyInCluj));
    cache.changed({ after: elsewhere });
    expect((await cache.answer('cluj', compute([], onlyInCluj))).body).toBe('v1');
    cache.changed('everything');
    expect((await cache.answer('cluj', compute([], onlyInCluj))).body).toBe('v2');
  });

  it('does not remember an answer computed from a snapshot older than a change that reaches it', async () => {
    const { cache, compute } = setup();
    const slow = deferred();
    const inFlight = cache.answer('k', slow.compute);
    cache.changed({ after: shownProduct });
    // A call after the change is not served the older flight's answer, which the change reaches.
    const after = cache.answer('k', compute());
    slow.finish({ request, shown: [], body: 'old' });
    expect((await inFlight).body).toBe('old');
    expect((await after).body).toBe('v1');
    expect((await cache.answer('k', compute())).body).toBe('v1');
  });

  it('serves a call after a change from the search already running when the change cannot alter it', async () => {
    const { cache } = setup();
    const slow = deferred();
    let queries = 0;
    const counted = () => ((queries += 1), slow.compute());
    const first = cache.answer('cluj', counted);
    cache.changed({ after: elsewhere });
    const second = cache.answer('cluj', counted);
    slow.finish({ request: onlyInCluj, shown: [], body: 'cluj' });
    expect([(await first).body, (await second).body]).toEqual(['cluj', 'cluj']);
    expect(queries).toBe(1);
  });

  it('keeps at most its limit of answers, dropping the oldest', async () => {
    const { cache, compute } = setup();
    await cache.answer('a', compute());
    await cache.answer('b', compute());
    await cache.answer('c', compute());
    expect((await cache.answer('c', compute())).body).toBe('v3');
    expect((await cache.answer('a', compute())).body).toBe('v4');
  });

  it('remembers no failure', async () => {
    const { cache, compute } = setup();
    await expect(cache.answer('k', () => Promise.reject(new Error('bază indisponibilă')))).rejects.toThrow('bază indisponibilă');
    expect((await cache.answer('k', compute())).body).toBe('v1');
  });
});
