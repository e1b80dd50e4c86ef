import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { readSpec } from '../../openapi/spec-files';
import { controlled, runModelPaths, settle } from '../testing/model-paths';
import { criteriaToUrl, initialCriteria, maxSearchTextLength, toSearchRequest, type SearchCriteria } from './search-criteria';
import { searchMachine, type Product, type SearchPage, type SearchTotal } from './search.machine';

const criteria: SearchCriteria = { text: '', city: 'Toate', owner: undefined, seller: undefined, filters: [], sort: 'NO_SORT', priceBasis: 'GROSS' };
const products = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({ uuid: `p${from + index}`, name: `Produs ${from + index}` }) as Product);

function harness(start: SearchCriteria = criteria, firstPage?: SearchPage) {
  const fetchPage = controlled();
  const fetchSuggestions = controlled();
  const savePreferences = vi.fn();
  const syncUrl = vi.fn();
  const announce = vi.fn();
  const clock = new SimulatedClock();
  const machine = searchMachine.provide({
    actors: { fetchPage: fetchPage.logic as never, fetchSuggestions: fetchSuggestions.logic as never },
    actions: { savePreferences: (_, value) => savePreferences(value), syncUrl: (_, value) => syncUrl(value), announce: (_, value) => announce(value) },
  });
  const actor = createActor(machine, { input: { criteria: start, firstPage }, clock }).start();
  const answer = async (items: Product[], total?: SearchTotal) => {
    await settle();
    fetchPage.waiting.shift()?.resolve({ products: items, ...(total ? { total } : {}) });
    await settle();
  };
  return { actor, fetchPage, fetchSuggestions, clock, savePreferences, syncUrl, announce, answer };
}

describe('search machine (docs/product.md §2, §4)', () => {
  it('loads page 0 of the starting criteria at once, 12 per page', async () => {
    const { actor, fetchPage, answer } = harness({ ...criteria, text: 'cafea', city: 'Iași', filters: ['IN_STOCK'], sort: 'BY_PRICE_ASC' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(fetchPage.calls).toEqual([{ name: 'cafea', city: 'Iași', page: 0, perPage: 12, filter: ['IN_STOCK'], sort: ['BY_PRICE_ASC'] }]);
    await answer(products(12));
    expect(actor.getSnapshot().context.products).toHaveLength(12);
    expect(actor.getSnapshot().can({ type: 'page.next' })).toBe(true);
  });

  it('starts settled on the first page the server rendered: nothing called, said once as it settled, the correction kept, and scrolling goes on from page 1', async () => {
    const served = { products: products(12), total: { value: 30, relation: 'eq' as const }, correctedQuery: 'cafea' };
    const { actor, fetchPage, announce, answer } = harness({ ...criteria, text: 'cafae' }, served);
    expect(actor.getSnapshot().matches({ results: 'idle', reading: 'corrected' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ total: served.total, corrected: 'cafea', hasMore: true });
    expect(fetchPage.calls).toEqual([]);
    expect(announce.mock.calls).toEqual([[{ kind: 'results', text: 'cafae', count: 12, hasMore: true, total: served.total, corrected: 'cafea' }]]);
    actor.send({ type: 'page.next' });
    expect(fetchPage.calls).toEqual([{ name: 'cafae', city: 'Toate', page: 1, perPage: 12, filter: [], sort: ['NO_SORT'] }]);
    await answer(products(12, 12));
    expect(actor.getSnapshot().context.products.map((product) => product.uuid)).toEqual(products(24).map((product) => product.uuid));
  });

  it('ends the list on a full page that completes an exact total, without asking for an empty page after it, and says so', async () => {
    const { actor, fetchPage, announce, answer } = harness({ ...criteria, text: 'cafea' });
    await answer(products(12), { value: 24, relation: 'eq' });
    expect(actor.getSnapshot().context.hasMore).toBe(true);
    actor.send({ type: 'page.next' });
    await answer(products(12, 12));
    expect(actor.getSnapshot().context.hasMore).toBe(false);
    expect(announce.mock.calls.at(-1)).toEqual([{ kind: 'more', added: 12, shown: 24, hasMore: false }]);
    actor.send({ type: 'page.next' });
    expect(fetchPage.calls).toHaveLength(2);
  });

  it('goes on past a full page while the total is only a lower bound', async () => {
    const { actor, answer } = harness({ ...criteria, text: 'cafea' });
    await answer(products(12), { value: 12, relation: 'gte' });
    expect(actor.getSnapshot().context.hasMore).toBe(true);
  });

  it('shows a search of exactly one page as complete at once', async () => {
    const { actor, announce, answer } = harness({ ...criteria, text: 'cafea' });
    await answer(products(12), { value: 12, relation: 'eq' });
    expect(actor.getSnapshot().context.hasMore).toBe(false);
    expect(announce.mock.calls.at(-1)).toEqual([{ kind: 'results', text: 'cafea', count: 12, hasMore: false, total: { value: 12, relation: 'eq' } }]);
  });

  it('appends the next page on page.next, and stops for good after a short or empty page', async () => {
    const { actor, fetchPage, answer } = harness();
    await answer(products(12));
    actor.send({ type: 'page.next' });
    expect((fetchPage.calls[1] as { page: number }).page).toBe(1);
    await answer(products(5, 12));
    expect(actor.getSnapshot().context.products.map((product) => product.uuid)).toEqual(products(17).map((product) => product.uuid));
    expect(actor.getSnapshot().context.hasMore).toBe(false);
    actor.send({ type: 'page.next' });
    expect(fetchPage.calls).toHaveLength(2);
  });

  it('ignores page.next while a page is loading', async () => {
    const { actor, fetchPage } = harness();
    actor.send({ type: 'page.next' });
    actor.send({ type: 'page.next' });
    expect(fetchPage.calls).toHaveLength(1);
  });

  it('clears the list on a change and loads page 0 once, 500 ms after the last change', async () => {
    const { actor, fetchPage, clock, answer } = harness();
    await answer(products(12));
    actor.send({ type: 'page.next' });
    await answer(products(12, 12));
    actor.send({ type: 'criteria.changed', patch: { text: 'c' } });
    expect(actor.getSnapshot().context.products).toEqual([]);
    clock.increment(300);
    actor.send({ type: 'criteria.changed', patch: { text: 'caf' } });
    clock.increment(499);
    expect(fetchPage.calls).toHaveLength(2);
    clock.increment(1);
    expect(fetchPage.calls).toHaveLength(3);
    expect(fetchPage.calls[2]).toMatchObject({ name: 'caf', page: 0 });
  });

  it('drops the answer of a search the visitor has already changed', async () => {
    const { actor, fetchPage, clock, answer } = harness();
    actor.send({ type: 'criteria.changed', patch: { city: 'Sibiu' } });
    fetchPage.waiting.shift()?.resolve({ products: products(12) });
    await settle();
    expect(actor.getSnapshot().context.products).toEqual([]);
    clock.increment(500);
    await answer(products(3));
    expect(actor.getSnapshot().context.products).toHaveLength(3);
  });

  it('saves the preferences and mirrors the criteria in the URL on a change, but not on back/forward', async () => {
    const { actor, savePreferences, syncUrl } = harness();
    actor.send({ type: 'criteria.changed', patch: { city: 'Brașov', sort: 'BY_DATE_DESC' } });
    expect(savePreferences).toHaveBeenCalledWith(expect.objectContaining({ city: 'Brașov', sort: 'BY_DATE_DESC' }));
    expect(syncUrl).toHaveBeenCalledTimes(1);
    actor.send({ type: 'criteria.restored', criteria });
    expect(syncUrl).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.criteria.city).toBe('Toate');
  });

  it('shows a failure with its code and retries the same page', async () => {
    const { actor, fetchPage, answer } = harness();
    await answer(products(12));
    actor.send({ type: 'page.next' });
    await settle();
    fetchPage.waiting.shift()?.reject({ type: 'x', title: 'x', status: 503, code: 'SERVICE_UNAVAILABLE' });
    await settle();
    expect(actor.getSnapshot().matches({ results: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('SERVICE_UNAVAILABLE');
    actor.send({ type: 'retry' });
    expect(fetchPage.calls.at(-1)).toMatchObject({ page: 1 });
    await answer(products(2, 12));
    expect(actor.getSnapshot().context.products).toHaveLength(14);
  });

  it('tells a screen reader once that a search loads and once what it found; the next page says what it added', async () => {
    const { actor, clock, announce, answer } = harness();
    expect(announce.mock.calls).toEqual([[{ kind: 'loading', firstPage: true }]]);
    await answer(products(12));
    expect(announce.mock.calls.at(-1)).toEqual([{ kind: 'results', text: '', count: 12, hasMore: true, total: undefined }]);
    actor.send({ type: 'page.next' });
    expect(announce.mock.calls.at(-1)).toEqual([{ kind: 'loading', firstPage: false }]);
    await answer(products(3, 12));
    expect(announce.mock.calls.at(-1)).toEqual([{ kind: 'more', added: 3, shown: 15, hasMore: false }]);
    expect(announce).toHaveBeenCalledTimes(4);

    // Typing says nothing until the search it settles on starts.
    actor.send({ type: 'criteria.changed', patch: { text: 'c' } });
    actor.send({ type: 'criteria.changed', patch: { text: 'ca' } });
    expect(announce).toHaveBeenCalledTimes(4);
    clock.increment(500);
    await answer([]);
    expect(announce.mock.calls.slice(4)).toEqual([
      [{ kind: 'loading', firstPage: true }],
      [{ kind: 'results', text: 'ca', count: 0, hasMore: false, total: undefined }],
    ]);
  });

  it('calls a network failure NETWORK', async () => {
    const { actor, fetchPage } = harness();
    await settle();
    fetchPage.waiting.shift()?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe('NETWORK');
  });
});

describe('search criteria', () => {
  it('starts from the URL, then the stored city and sort, then the defaults', () => {
    expect(initialCriteria(new URLSearchParams(), {})).toEqual(criteria);
    expect(initialCriteria(new URLSearchParams(), { preferedCity: 'Cluj-Napoca', preferredProductSearchSorting: 'BY_PRICE_DESC' })).toMatchObject({
      city: 'Cluj-Napoca',
      sort: 'BY_PRICE_DESC',
    });
    const shared = new URLSearchParams('q=vin&city=brasov&sort=BY_DATE_ASC&filter=IN_STOCK&filter=DELIVERABLE');
    expect(initialCriteria(shared, { preferedCity: 'Iași' })).toMatchObject({
      text: 'vin',
      city: 'Brașov',
      sort: 'BY_DATE_ASC',
      filters: ['IN_STOCK', 'DELIVERABLE'],
    });
  });

  it('keeps the seller filter from owner and seller, and ignores a malformed owner', () => {
    const owner = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
    expect(initialCriteria(new URLSearchParams(`owner=${owner}&seller=Cafea Bună SRL`), {})).toMatchObject({ owner, seller: 'Cafea Bună SRL' });
    expect(initialCriteria(new URLSearchParams('owner=nu-e-uuid&seller=X'), {})).toMatchObject({ owner: undefined, seller: undefined });
  });

  it("cuts an address's text to what a search takes (the spec's 200 characters), and a seller's name to a profile's 100", () => {
    const owner = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
    const criteria = initialCriteria(new URLSearchParams({ q: 'ș'.repeat(5_000), owner, seller: 'S'.repeat(5_000) }), {});
    expect(criteria.text).toBe('ș'.repeat(maxSearchTextLength));
    const searchRequest = readSpec('search').components.schemas.SearchRequest as { properties: { name: { maxLength: number } } };
    expect(maxSearchTextLength).toBe(searchRequest.properties.name.maxLength);
    expect(criteria.seller).toHaveLength(100);
  });

  it('falls back to the defaults for an unknown city or sort', () => {
    expect(initialCriteria(new URLSearchParams('city=Gotham&sort=RANDOM'), { preferredProductSearchSorting: 'NOPE' })).toMatchObject({
      city: 'Toate',
      sort: 'NO_SORT',
    });
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const full: SearchCriteria = {
      text: 'cafea',
      city: 'Iași',
      owner: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
      seller: 'Ana SRL',
      filters: ['DELIVERABLE'],
      sort: 'BY_PRICE_ASC',
      priceBasis: 'NET',
      priceMin: 12.5,
      priceMax: 1250,
      brand: 'Lavazza',
    };
    expect(initialCriteria(criteriaToUrl(full), {})).toEqual(full);
    expect(criteriaToUrl(criteria).toString()).toBe('');
  });

  it('keeps the total of the first page while further pages come, and forgets it when the search changes', async () => {
    const { actor, clock, announce, answer } = harness({ ...criteria, text: ' cafea ' });
    await answer(products(12), { value: 10_000, relation: 'gte' });
    expect(announce.mock.calls.at(-1)).toEqual([{ kind: 'results', text: 'cafea', count: 12, hasMore: true, total: { value: 10_000, relation: 'gte' } }]);
    actor.send({ type: 'page.next' });
    await answer(products(12, 12));
    expect(actor.getSnapshot().context.total).toEqual({ value: 10_000, relation: 'gte' });
    actor.send({ type: 'criteria.changed', patch: { city: 'Iași' } });
    expect(actor.getSnapshot().context.total).toBeUndefined();
    clock.increment(500);
    await answer([], { value: 0, relation: 'eq' });
    expect(actor.getSnapshot().context.total).toEqual({ value: 0, relation: 'eq' });
  });

  it('keeps what each filter would leave from the first page, and forgets it when the search changes', async () => {
    const { actor, fetchPage, clock } = harness({ ...criteria, text: 'cafea' });
    const facets = { cities: [{ city: 'Iași', count: 9 }], anyCity: 30, inStock: { on: 20, off: 30 }, deliverable: { on: 12, off: 30 } };
    await settle();
    fetchPage.waiting.shift()?.resolve({ products: products(12), total: { value: 30, relation: 'eq' }, facets });
    await settle();
    expect(actor.getSnapshot().context.facets).toEqual(facets);
    actor.send({ type: 'page.next' });
    await settle();
    fetchPage.waiting.shift()?.resolve({ products: products(12, 12) });
    await settle();
    expect(actor.getSnapshot().context.facets).toEqual(facets);
    actor.send({ type: 'criteria.changed', patch: { city: 'Iași' } });
    expect(actor.getSnapshot().context.facets).toBeUndefined();
    clock.increment(500);
    expect(fetchPage.calls.at(-1)).toMatchObject({ city: 'Iași', page: 0 });
  });

  it('keeps the matched words of every page by product, and forgets them when the search changes', async () => {
    const { actor, fetchPage, clock } = harness({ ...criteria, text: 'cafea' });
    const marked = (product: string) => ({ product, name: [{ start: 0, length: 5, kind: 'stem' as const }], description: [], brand: [], city: [] });
    await settle();
    fetchPage.waiting.shift()?.resolve({ products: products(12), matches: [marked('p0'), marked('p3')] });
    await settle();
    actor.send({ type: 'page.next' });
    await settle();
    fetchPage.waiting.shift()?.resolve({ products: products(12, 12), matches: [marked('p12')] });
    await settle();
    expect(Object.keys(actor.getSnapshot().context.matches).sort()).toEqual(['p0', 'p12', 'p3']);
    expect(actor.getSnapshot().context.matches.p3).toEqual({ name: [{ start: 0, length: 5, kind: 'stem' }], description: [], brand: [], city: [] });
    actor.send({ type: 'criteria.changed', patch: { text: 'ceai' } });
    expect(actor.getSnapshot().context.matches).toEqual({});
    clock.increment(500);
  });

  it('keeps the text as the server corrected it, and a new text is no longer searched exactly', async () => {
    const { actor, fetchPage, clock } = harness({ ...criteria, text: 'cafae' });
    await settle();
    fetchPage.waiting.shift()?.resolve({ products: products(3), total: { value: 3, relation: 'eq' }, correctedQuery: 'cafea' });
    await settle();
    expect(actor.getSnapshot().context.corrected).toBe('cafea');
    actor.send({ type: 'criteria.changed', patch: { exact: true } });
    expect(actor.getSnapshot().context.corrected).toBeUndefined();
    clock.increment(500);
    expect(fetchPage.calls.at(-1)).toMatchObject({ name: 'cafae', exact: true });
    actor.send({ type: 'criteria.changed', patch: { text: 'cafae b' } });
    clock.increment(500);
    expect(fetchPage.calls.at(-1)).not.toHaveProperty('exact');
  });

  it('reads a settled search as typed or corrected, and forgets the reading on the next change', async () => {
    const { actor, fetchPage, clock } = harness({ ...criteria, text: 'cafae' });
    expect(actor.getSnapshot().matches({ reading: 'pending' })).toBe(true);
    await settle();
    fetchPage.waiting.shift()?.resolve({ products: products(3), total: { value: 3, relation: 'eq' }, correctedQuery: 'cafea' });
    await settle();
    expect(actor.getSnapshot().matches({ reading: 'corrected' })).toBe(true);
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().matches({ reading: 'corrected' })).toBe(true);
    actor.send({ type: 'criteria.changed', patch: { exact: true } });
    expect(actor.getSnapshot().matches({ reading: 'pending' })).toBe(true);
    clock.increment(500);
    await settle();
    fetchPage.waiting.shift()?.resolve({ products: [], total: { value: 0, relation: 'eq' } });
    await settle();
    expect(actor.getSnapshot().matches({ reading: 'asTyped' })).toBe(true);
  });

  it('asks for suggestions 150 ms after the last keystroke of two letters or more, and opens them with an announcement', async () => {
    const { actor, fetchSuggestions, clock, announce } = harness();
    actor.send({ type: 'criteria.changed', patch: { text: 'c' } });
    clock.increment(150);
    expect(fetchSuggestions.calls).toEqual([]);
    actor.send({ type: 'criteria.changed', patch: { text: 'ca' } });
    clock.increment(100);
    actor.send({ type: 'criteria.changed', patch: { text: ' caf ' } });
    clock.increment(100);
    expect(fetchSuggestions.calls).toEqual([]);
    clock.increment(50);
    expect(fetchSuggestions.calls).toEqual([{ text: 'caf' }]);
    await settle();
    fetchSuggestions.waiting.shift()?.resolve([
      { text: 'cafea', count: 12 },
      { text: 'cafetieră', count: 2 },
    ]);
    await settle();
    expect(actor.getSnapshot().matches({ suggestions: 'open' })).toBe(true);
    expect(actor.getSnapshot().hasTag('suggestionsShown')).toBe(true);
    expect(actor.getSnapshot().context.suggestions.map((suggestion) => suggestion.text)).toEqual(['cafea', 'cafetieră']);
    expect(announce).toHaveBeenLastCalledWith({ kind: 'suggestions', count: 2 });
  });

  it('says the open list again only when what it offers changes in number, as the visitor types on; once closed, it is said again', async () => {
    const { actor, fetchSuggestions, clock, announce } = harness();
    const offered = async (text: string, count: number) => {
      actor.send({ type: 'criteria.changed', patch: { text } });
      clock.increment(150);
      await settle();
      fetchSuggestions.waiting.shift()?.resolve(Array.from({ length: count }, (_, at) => ({ text: `${text}${at}`, count: 1 })));
      await settle();
    };
    const said = () => announce.mock.calls.filter(([announcement]) => announcement.kind === 'suggestions').map(([announcement]) => announcement);
    await offered('cio', 2);
    await offered('cioc', 2);
    expect(said()).toEqual([{ kind: 'suggestions', count: 2 }]);
    expect(actor.getSnapshot().context.suggestions.map((suggestion) => suggestion.text)).toEqual(['cioc0', 'cioc1']);
    await offered('cioco', 1);
    await offered('ciocoz', 0);
    await offered('ciocozz', 0);
    expect(said()).toEqual([
      { kind: 'suggestions', count: 2 },
      { kind: 'suggestions', count: 1 },
      { kind: 'suggestions', count: 0 },
    ]);
    actor.send({ type: 'suggestions.dismissed' });
    await offered('cioc', 2);
    expect(said().at(-1)).toEqual({ kind: 'suggestions', count: 2 });
    expect(said()).toHaveLength(4);
  });

  it('drops the suggestions of a text typed over, says when nothing completes a text, and closes quietly on a failure', async () => {
    const { actor, fetchSuggestions, clock, announce } = harness();
    actor.send({ type: 'criteria.changed', patch: { text: 'caf' } });
    clock.increment(150);
    actor.send({ type: 'criteria.changed', patch: { text: 'cafx' } });
    expect(fetchSuggestions.waiting).toEqual([]);
    clock.increment(150);
    await settle();
    fetchSuggestions.waiting.shift()?.resolve([]);
    await settle();
    expect(actor.getSnapshot().matches({ suggestions: 'empty' })).toBe(true);
    expect(actor.getSnapshot().hasTag('suggestionsShown')).toBe(true);
    expect(announce).toHaveBeenLastCalledWith({ kind: 'suggestions', count: 0 });
    actor.send({ type: 'criteria.changed', patch: { text: 'cafe' } });
    clock.increment(150);
    await settle();
    fetchSuggestions.waiting.shift()?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().matches({ suggestions: 'closed' })).toBe(true);
    expect(actor.getSnapshot().hasTag('suggestionsShown')).toBe(false);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it('searches a picked suggestion at once, as written and not exactly, and closes the list', async () => {
    const { actor, fetchPage, fetchSuggestions, clock, syncUrl } = harness({ ...criteria, text: 'cafae', exact: true });
    await settle();
    fetchPage.waiting.shift()?.resolve({ products: [] });
    actor.send({ type: 'criteria.changed', patch: { text: 'cafea b' } });
    clock.increment(150);
    await settle();
    fetchSuggestions.waiting.shift()?.resolve([{ text: 'cafea boabe', count: 4 }]);
    await settle();
    actor.send({ type: 'suggestion.picked', text: 'cafea boabe' });
    expect(actor.getSnapshot().matches({ suggestions: 'closed', results: 'loading' })).toBe(true);
    expect(fetchPage.calls.at(-1)).toEqual({ name: 'cafea boabe', city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'] });
    expect(syncUrl).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'cafea boabe', exact: undefined }));
    clock.increment(500);
    expect(fetchPage.calls).toHaveLength(2);
  });

  it('closes the suggestions when dismissed, when another filter changes and when the address brings other criteria', async () => {
    const { actor, fetchSuggestions, clock } = harness();
    const openOn = async (text: string) => {
      actor.send({ type: 'criteria.changed', patch: { text } });
      clock.increment(150);
      await settle();
      fetchSuggestions.waiting.shift()?.resolve([{ text: 'vin roșu', count: 1 }]);
      await settle();
      expect(actor.getSnapshot().matches({ suggestions: 'open' })).toBe(true);
    };
    await openOn('vin');
    actor.send({ type: 'suggestions.dismissed' });
    expect(actor.getSnapshot().matches({ suggestions: 'closed' })).toBe(true);
    await openOn('vin r');
    actor.send({ type: 'criteria.changed', patch: { city: 'Iași' } });
    expect(actor.getSnapshot().matches({ suggestions: 'closed' })).toBe(true);
    await openOn('vin ro');
    actor.send({ type: 'criteria.restored', criteria });
    expect(actor.getSnapshot().matches({ suggestions: 'closed' })).toBe(true);
  });

  it('keeps an exact search in the address, only with a text', () => {
    const exact = initialCriteria(new URLSearchParams('q=cafae&exact=1'), {});
    expect(exact.exact).toBe(true);
    expect(criteriaToUrl(exact).toString()).toBe('q=cafae&exact=1');
    expect(initialCriteria(new URLSearchParams('exact=1'), {}).exact).toBeUndefined();
    expect(toSearchRequest(exact, 0)).toMatchObject({ name: 'cafae', exact: true });
  });

  it('builds the search call', () => {
    expect(toSearchRequest({ ...criteria, text: '  vin  ' }, 3)).toEqual({ name: 'vin', city: 'Toate', page: 3, perPage: 12, filter: [], sort: ['NO_SORT'] });
  });
});

describe('search machine, model-based', () => {
  const typed = { type: 'criteria.changed', patch: { text: 'cafea' } } as const;
  const results = { products: products(12), total: { value: 40, relation: 'eq' } };
  const bothTimers = (value: unknown) =>
    JSON.stringify(value).includes('"results":"debouncing"') && JSON.stringify(value).includes('"suggestions":"debouncing"');

  it('reaches every state of its three regions, and every shortest path behaves as the model says', async () => {
    const events = [
      { type: 'xstate.done.actor.fetchPage', output: results },
      { type: 'xstate.done.actor.fetchPage', output: { products: products(4), total: { value: 4, relation: 'eq' } } },
      { type: 'xstate.done.actor.fetchPage', output: { ...results, correctedQuery: 'cafea' } },
      { type: 'xstate.error.actor.fetchPage', error: { type: 'x', title: 'x', status: 500, code: 'PRODUCT_SEARCH_FAILED_IN_SEARCH' } },
      { type: 'xstate.done.actor.fetchSuggestions', output: [{ text: 'cafea boabe', count: 3 }] },
      { type: 'xstate.done.actor.fetchSuggestions', output: [] },
      { type: 'xstate.error.actor.fetchSuggestions', error: new Error('offline') },
      { type: 'xstate.after.searchDebounce.search.results.debouncing' },
      { type: 'xstate.after.suggestDebounce.search.suggestions.debouncing' },
      { type: 'page.next' },
      { type: 'retry' },
      typed,
      { type: 'criteria.changed', patch: { text: 'c' } },
      { type: 'criteria.changed', patch: { city: 'Iași' } },
      { type: 'criteria.restored', criteria },
      { type: 'suggestion.picked', text: 'cafea boabe' },
      { type: 'suggestions.dismissed' },
    ];
    const run = await runModelPaths({
      machine: searchMachine,
      input: { criteria },
      actorNames: ['fetchPage', 'fetchSuggestions'],
      delays: { searchDebounce: 500, suggestDebounce: 150 },
      limit: 5000,
      serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, hasMore: (snapshot.context as { hasMore: boolean }).hasMore }),
      // Both timers run from the same keystroke: the suggestions' 150 ms always ends before the search's 500 ms.
      events: (snapshot) =>
        bothTimers(snapshot.value) ? events.filter((event) => event.type !== 'xstate.after.searchDebounce.search.results.debouncing') : events,
    });
    expect(run.paths).toBeGreaterThan(3);
    expect(run.allStates.filter((id) => !run.visitedStates.has(id))).toEqual([]);
  });
});
