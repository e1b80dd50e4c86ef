import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useLocation, useNavigationType } from 'react-router';
import { Alert, Button, DeferredSelect, EmptyState, Explanation, Link, PriceRange, ProductCard, SearchField, Spinner, Switch } from '../../../design-system';
import { searchMachine } from '../../../machines/search/search.machine';
import {
  criteriaToUrl,
  initialCriteria,
  searchPageSize,
  searchSorts,
  toSearchRequest,
  type SearchCriteria,
  type SearchFilter,
} from '../../../machines/search/search-criteria';
import { texts } from '../../messages/texts';
import { searchTexts } from './search-texts';
import { whyShown } from './why-shown';
import { anyBrand, brandChoices, cityChoices, droppableFilters } from './filter-counts';
import { readPriceBounds } from './price-bounds';
import { useServices, useSession } from '../../runtime/AppServicesProvider';
import type { AppServices } from '../../runtime/app-services';
import type { InitialData } from '../../runtime/initial-data';
import { usePageHead, useSite } from '../../runtime/use-page-head';
import { searchHead } from '../../head/page-head';
import { announceSearch, fetchSearchPage, fetchSuggestions, readPreferences, savePreferences } from './search-effects';
import { useFocusOnFirstNew, useLoadMoreKeptInView, useNearPageEnd, useScrolledPastTwoScreens } from './use-page-scroll';
import * as layout from '../../shell/screen.css';
import { productFacts } from '../../runtime/product-facts';
import { productPricing } from '../../runtime/product-pricing';
import { usePriceBasis } from '../../runtime/use-price-basis';
import { counted, nouns } from '../../messages/counted';
import type { PriceBasis } from '../../../openapi/domain/product-prices';
import { allCities } from '../../../openapi/domain/cities';

const BackToTop = lazy(() => import('./BackToTop'));
// Only a buyer sees it, so nobody else loads it.
const CardAddToList = lazy(() => import('../buyers/CardAddToList'));
const SaveSearch = lazy(() => import('../alerts/SaveSearch'));

/**
 * The search the screen starts on. On the page the server rendered it is the one the server
 * read, from the address alone, with the first page the server found (decision 033), so the
 * browser hydrates what it was sent; a stored city or sort then applies as a change. Otherwise
 * the address, then the stored preferences (docs/product.md §3).
 */
function startingSearch(search: string, initial: InitialData, priceBasis: PriceBasis, scope: SearchScope | undefined) {
  const query = new URLSearchParams(search);
  const rendered = initial.rendered();
  if (!rendered) return { criteria: scoped(initialCriteria(query, { ...readPreferences(), priceBasis }), scope) };
  const criteria = scoped(initialCriteria(query, { priceBasis: rendered.priceBasis }), scope);
  return { criteria, firstPage: initial.search(toSearchRequest(criteria, 0)) };
}

/**
 * A search kept to one seller's products, on the seller's page (issue #49): the address is the
 * page's own (`path`), which never names the seller, and the seller cannot be dropped.
 */
export interface SearchScope {
  path: string;
  owner: string;
  seller: string;
}

const scoped = (criteria: SearchCriteria, scope: SearchScope | undefined): SearchCriteria =>
  scope ? { ...criteria, owner: scope.owner, seller: scope.seller } : criteria;

/** The address of a search: /search with its criteria, or the scope's page with its criteria but the seller. */
const searchAddress = (criteria: SearchCriteria, path: string): string => {
  const query = criteriaToUrl(path === '/search' ? criteria : { ...criteria, owner: undefined, seller: undefined }).toString();
  return query ? `${path}?${query}` : path;
};

const productCount = (count: number) => counted(count, nouns.product);

/**
 * The search machine with the app's effects, built once per set of services: a server render
 * then builds no machine of its own (a fifth of a millisecond of every search page). The
 * address follows the criteria through the app's navigator, which the frame attaches to the
 * router before anyone can type (the machine writes the address only on a change).
 */
const searchMachines = new WeakMap<AppServices['navigator'], Map<string, typeof searchMachine>>();

function searchMachineFor({ clients, navigator }: Pick<AppServices, 'clients' | 'navigator'>, path: string): typeof searchMachine {
  let byPath = searchMachines.get(navigator);
  if (!byPath) {
    byPath = new Map();
    searchMachines.set(navigator, byPath);
  }
  let machine = byPath.get(path);
  if (!machine) {
    machine = searchMachine.provide({
      actors: { fetchPage: fetchSearchPage(clients), fetchSuggestions: fetchSuggestions(clients) },
      actions: {
        savePreferences: (_, criteria) => savePreferences(criteria),
        syncUrl: (_, criteria) => navigator.go(searchAddress(criteria, path), { replace: true }),
        announce: (_, announcement) => announceSearch(announcement),
      },
    });
    byPath.set(path, machine);
  }
  return machine;
}

/** Cards in the first row of results (two from the large breakpoint up), whose covers are in the first view and load at once. */
const firstRowCards = 2;

const sortOptions = searchSorts.map((sort) => ({ id: sort, label: searchTexts.sorts[sort] }));

/**
 * The search screen (docs/product.md §2): the search machine wired to the filters and the result
 * cards; on a seller's page, the same search kept to the seller (`scope`), under the page's heading.
 */
export function SearchRoute({ scope }: { scope?: SearchScope | undefined } = {}) {
  const services = useServices();
  const buyer = useSession().roles.includes('BUYER_HORECA');
  const { initial } = services;
  const site = useSite();
  const location = useLocation();
  const machine = searchMachineFor(services, scope?.path ?? '/search');
  const [siteBasis, setSiteBasis] = usePriceBasis();
  const [snapshot, send, actor] = useMachine(machine, { input: startingSearch(location.search, initial, siteBasis, scope) });
  const { criteria, products, hasMore, total, corrected, facets, matches, suggestions } = snapshot.context;
  const settled = snapshot.matches({ results: 'idle' });
  // The head the server wrote for this address, once the screen holds the same first page.
  usePageHead(
    settled && !scope ? searchHead(site, { ...criteria, seller: products[0]?.seller ?? criteria.seller }, products.slice(0, searchPageSize)) : undefined,
  );

  // A link to another search (a seller link, back/forward) while this screen is open. The
  // screen mirrors its criteria into the address by replacing the entry, keystroke by
  // keystroke; those replacements are its own and may arrive after the next keystroke, so
  // only a push or a pop is taken as a search asked from elsewhere.
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'REPLACE') return;
    const asked = scoped(initialCriteria(new URLSearchParams(location.search), { ...readPreferences(), priceBasis: services.priceBasis.get() }), scope);
    if (criteriaToUrl(asked).toString() === criteriaToUrl(actor.getSnapshot().context.criteria).toString()) return;
    send({ type: 'criteria.restored', criteria: asked });
  }, [location.search, navigationType, send, actor, services.priceBasis, scope]);

  const nextPage = useCallback(() => send({ type: 'page.next' }), [send]);
  const results = useRef<HTMLUListElement>(null);
  const resultsRegion = useRef<HTMLElement>(null);
  const loadMore = useFocusOnFirstNew(results, products.length, snapshot.matches({ results: 'idle' }));
  // While "load more" has the focus the list does not grow on its own: the page would push the
  // focused button off the screen. The keyboard user presses it, or goes on to the footer.
  const nearPageEnd = useCallback(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement && focused.dataset.loadMore !== undefined)) nextPage();
  }, [nextPage]);
  useNearPageEnd(nearPageEnd, snapshot.value.results);
  useLoadMoreKeptInView(products.length);
  const showScrollTop = useScrolledPastTwoScreens();
  const loading = snapshot.hasTag('loading') || snapshot.matches({ results: 'debouncing' });

  // On a seller's page the seller is the page: it is never offered as a filter to drop.
  const dropChoices = facets ? droppableFilters(criteria, scope ? { ...facets, anySeller: undefined } : facets) : [];
  const Heading = scope ? 'h2' : 'h1';
  const toggleFilter = (filter: SearchFilter, on: boolean) =>
    send({
      type: 'criteria.changed',
      patch: { filters: on ? [...criteria.filters.filter((f) => f !== filter), filter] : criteria.filters.filter((f) => f !== filter) },
    });

  return (
    <div className={layout.stack}>
      <Heading className={layout.heading}>{scope ? searchTexts.sellerHeading : searchTexts.heading}</Heading>
      {snapshot.matches({ results: 'failed' }) ? (
        <Alert>
          {searchTexts.failed}{' '}
          <Button variant="secondary" onPress={() => send({ type: 'retry' })}>
            {texts.app.retry}
          </Button>
        </Alert>
      ) : null}
      <search aria-label={searchTexts.filters} className={layout.searchFilters}>
        <div className={layout.grow}>
          <SearchField
            label={searchTexts.textLabel}
            placeholder={searchTexts.textPlaceholder}
            value={criteria.text}
            onChange={(text) => send({ type: 'criteria.changed', patch: { text } })}
            suggestions={snapshot.hasTag('suggestionsShown') ? suggestions : undefined}
            onSuggestionPick={(text) => send({ type: 'suggestion.picked', text })}
            onSuggestionsDismiss={() => send({ type: 'suggestions.dismissed' })}
          />
        </div>
        <DeferredSelect
          label={searchTexts.cityLabel}
          options={cityChoices(facets)}
          value={criteria.city}
          onChange={(city) => send({ type: 'criteria.changed', patch: { city: String(city) } })}
        />
        <div className={layout.switchRow}>
          <Switch
            label={searchTexts.deliverable}
            count={facets?.deliverable.on}
            isSelected={criteria.filters.includes('DELIVERABLE')}
            onChange={(on) => toggleFilter('DELIVERABLE', on)}
          />
          <Switch
            label={searchTexts.inStock}
            count={facets?.inStock.on}
            isSelected={criteria.filters.includes('IN_STOCK')}
            onChange={(on) => toggleFilter('IN_STOCK', on)}
          />
          {criteria.city === allCities ? null : (
            <Switch
              label={searchTexts.deliversTo(criteria.city)}
              count={facets?.deliversToCity?.on}
              isSelected={criteria.filters.includes('DELIVERS_TO_CITY')}
              onChange={(on) => toggleFilter('DELIVERS_TO_CITY', on)}
            />
          )}
        </div>
        <DeferredSelect
          label={searchTexts.sortLabel}
          options={sortOptions}
          value={criteria.sort}
          onChange={(sort) => send({ type: 'criteria.changed', patch: { sort: sort as (typeof searchSorts)[number] } })}
        />
        <Link href="/ranking">{searchTexts.rankingPage}</Link>
        <DeferredSelect
          label={searchTexts.brandLabel}
          options={brandChoices(facets, total, criteria.brand)}
          value={criteria.brand ?? anyBrand}
          onChange={(brand) => send({ type: 'criteria.changed', patch: { brand: brand === anyBrand ? undefined : String(brand) } })}
        />
        <div className={layout.priceFilter}>
          <PriceRange
            legend={searchTexts.priceLegend(criteria.priceBasis)}
            bands={facets?.priceBands}
            min={criteria.priceMin}
            max={criteria.priceMax}
            countLabel={productCount}
            readBounds={readPriceBounds}
            onChange={({ min, max }) => send({ type: 'criteria.changed', patch: { priceMin: min, priceMax: max } })}
          />
        </div>
        <div className={layout.switchRow}>
          <Switch
            label={searchTexts.netPrices}
            isSelected={criteria.priceBasis === 'NET'}
            onChange={(on) => {
              const priceBasis = on ? 'NET' : 'GROSS';
              setSiteBasis(priceBasis);
              send({ type: 'criteria.changed', patch: { priceBasis } });
            }}
          />
        </div>
      </search>
      {criteria.owner && !scope ? (
        <section className={layout.sellerPanel} aria-label={searchTexts.sellerPanel}>
          <span>
            {/* The name the results carry, as the server's head reads it: a link by owner alone (a QR code, an old share) still names the seller. */}
            {searchTexts.sellerPanel} <strong>{products[0]?.seller ?? criteria.seller ?? criteria.owner}</strong>
          </span>
          <Button variant="secondary" onPress={() => send({ type: 'criteria.changed', patch: { owner: undefined, seller: undefined } })}>
            {searchTexts.clearSeller}
          </Button>
        </section>
      ) : null}
      <section
        ref={resultsRegion}
        // Focusable from script only: a filter dropped from the nothing-found state hands the focus here, as its button goes.
        tabIndex={-1}
        aria-label={searchTexts.results}
        aria-busy={loading}
        className={loading && products.length === 0 ? `${layout.focusTarget} ${layout.awaitingResults}` : layout.focusTarget}
      >
        {corrected && snapshot.matches({ reading: 'corrected' }) ? (
          <p className={layout.correction}>
            {searchTexts.resultsFor(corrected)}{' '}
            <Link href={searchAddress({ ...criteria, exact: true }, scope?.path ?? '/search')}>{searchTexts.searchExactly(criteria.text.trim())}</Link>
          </p>
        ) : null}
        {total ? <p className={layout.resultCount}>{searchTexts.total(total, criteria.text.trim())}</p> : null}
        {scope ? null : (
          <Suspense fallback={null}>
            <SaveSearch request={toSearchRequest(criteria, 0)} />
          </Suspense>
        )}
        {total?.value === 0 && dropChoices.length > 0 ? (
          <div className={layout.dropFilters}>
            <p className={layout.muted}>{searchTexts.dropFilters}</p>
            <ul className={layout.dropFilterList}>
              {dropChoices.map((choice) => (
                <li key={choice.label}>
                  <Button
                    variant="secondary"
                    onPress={() => {
                      resultsRegion.current?.focus();
                      send({ type: 'criteria.changed', patch: choice.patch });
                    }}
                  >
                    {choice.label}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ul ref={results} className={layout.cardGrid}>
          {products.map((product, index) => (
            <li key={product.uuid}>
              <ProductCard
                product={product}
                facts={productFacts(product)}
                pricing={productPricing(product, criteria.priceBasis)}
                marks={matches[product.uuid]}
                actions={
                  <>
                    {buyer ? (
                      <Suspense fallback={null}>
                        <CardAddToList product={product.uuid} name={product.name} />
                      </Suspense>
                    ) : null}
                    <Explanation summary={searchTexts.whyShown} about={product.name} lines={whyShown(product, matches[product.uuid], criteria)}>
                      <Link href="/ranking">{searchTexts.rankingPage}</Link>
                    </Explanation>
                  </>
                }
                linkToDetail
                headingLevel={scope ? 3 : 2}
                photoLoading={index < firstRowCards ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      </section>
      {hasMore && products.length > 0 && !snapshot.matches({ results: 'failed' }) ? (
        // Not marked pending while a page loads: a press then still counts, and focus moves to
        // the first card of the page on its way (the spinner shows the loading).
        <Button
          variant="secondary"
          data-load-more=""
          onPress={() => {
            loadMore();
            nextPage();
          }}
        >
          {searchTexts.loadMore}
        </Button>
      ) : null}
      {loading ? <Spinner label={searchTexts.loadingMore} /> : null}
      {snapshot.matches({ results: 'idle' }) && !hasMore && (products.length > 0 || !total) ? (
        <EmptyState>{products.length === 0 ? searchTexts.empty : searchTexts.end}</EmptyState>
      ) : null}
      {showScrollTop ? (
        <Suspense fallback={null}>
          <BackToTop />
        </Suspense>
      ) : null}
    </div>
  );
}
