import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure, recorded } from '../../testing/stub-fetch';
import { storyProducts } from '../../testing/story-data';
import { SearchRoute } from './SearchRoute';
import { searchTexts } from './search-texts';

const search = 'POST /svc/search/api/search';

const meta = {
  title: 'Screens/Search',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/search', route: '/search', screen: <SearchRoute /> },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page is on its way: the spinner shows and the results are busy. */
export const Loading: Story = {
  args: { api: { [search]: 'pending' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Se încarcă produsele…' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Rezultate' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A full page of results, two cards per row on large screens, each title a link to its page. */
export const Results: Story = {
  args: { api: { [search]: { body: { products: storyProducts(12) } } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await expect(canvas.getByRole('link', { name: 'Cafea boabe espresso 1 kg' })).toHaveAttribute('href', '/product?id=3f2b8c1e-4d5a-4b6c-8d7e-000000000000');
    await expect(canvas.queryByText('Nu mai sunt produse disponibile.')).toBeNull();
    // Only a buyer's cards offer a list.
    await expect(canvas.queryByRole('button', { name: /în listă/ })).toBeNull();
  },
};

/** A short page is the last one: the end message shows and no further page is asked for. */
export const EndOfList: Story = {
  args: { api: { [search]: { body: { products: storyProducts(5) } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nu mai sunt produse disponibile.')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

/** Nothing matches. */
export const Empty: Story = {
  args: { path: '/search?q=nimic', api: { [search]: { body: { products: [] } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nu am găsit produse pentru căutarea ta.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Caută' })).toHaveValue('nimic');
  },
};

/** The live region react-aria speaks through: what a screen reader hears. */
const spoken = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

/** The answer counts what the search finds: the count above the results, and said once to a screen reader. */
export const Counted: Story = {
  args: { path: '/search?q=cafea', api: { [search]: { body: { products: storyProducts(12), total: { value: 1204, relation: 'eq' } } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1.204 produse')).toBeVisible();
    await waitFor(() => expect(spoken()).toContain('1.204 produse găsite.'));
  },
};

/** Past the server's counting limit: "Peste 10.000 de produse". */
export const MoreThanTheLimit: Story = {
  args: { api: { [search]: { body: { products: storyProducts(12), total: { value: 10000, relation: 'gte' } } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Peste 10.000 de produse')).toBeVisible();
  },
};

/** Nothing matches the text: the count names it, in place of the empty grid's message. */
export const NothingFound: Story = {
  args: { path: '/search?q=xilofon', api: { [search]: { body: { products: [], total: { value: 0, relation: 'eq' } } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Niciun produs pentru «xilofon»')).toBeVisible();
    await expect(canvas.queryByText('Nu am găsit produse pentru căutarea ta.')).toBeNull();
    await waitFor(() => expect(spoken()).toContain('Niciun produs pentru «xilofon».'));
  },
};

/** The count on a 320 px phone: it wraps with the page, nothing wider than the screen. */
export const CountedOnPhone: Story = {
  globals: onPhone,
  args: { path: '/search?q=cafea', api: { [search]: { body: { products: storyProducts(2), total: { value: 2, relation: 'eq' } } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 produse')).toBeVisible();
    await expectReflow();
  },
};

/** A word read as a typo: "Rezultate pentru «cafea»." with a link that searches exactly what was typed. */
export const Corrected: Story = {
  args: {
    path: '/search?q=cafae',
    api: { [search]: { body: { products: storyProducts(12), total: { value: 37, relation: 'eq' }, correctedQuery: 'cafea' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Rezultate pentru «cafea».', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Caută exact «cafae»' })).toHaveAttribute('href', '/search?q=cafae&exact=1');
    await waitFor(() => expect(spoken()).toContain('Rezultate pentru «cafea». 37 de produse găsite.'));
  },
};

/** The exact search a correction links to: what was typed, read as typed, finds nothing and says so. */
export const SearchedExactly: Story = {
  args: {
    path: '/search?q=cafae&exact=1',
    api: { [search]: { body: { products: [], total: { value: 0, relation: 'eq' } } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Niciun produs pentru «cafae»')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Caută exact/ })).toBeNull();
  },
};

const facets = {
  cities: [
    { city: 'Cluj-Napoca', count: 9 },
    { city: 'Iași', count: 3 },
  ],
  anyCity: 12,
  inStock: { on: 7, off: 12 },
  deliverable: { on: 4, off: 12 },
};

/** The answer tallied every filter: each switch shows what it would leave, each city what it would show, and a city of 0 stays selectable. */
export const FilterCounts: Story = {
  args: { path: '/search?q=cafea', api: { [search]: { body: { products: storyProducts(12), total: { value: 12, relation: 'eq' }, facets } } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('switch', { name: 'Livrabil (4)' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'În stoc (7)' })).not.toBeChecked();
    await userEvent.click(await canvas.findByRole('button', { name: /Toate orașele \(12\)/ }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('option', { name: 'Cluj-Napoca (9)' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Arad (0)' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // "Livrează în" needs a city: with every city it is not offered.
    await expect(canvas.queryByRole('switch', { name: /Livrează în/ })).toBeNull();
  },
};

/** The searches a story's screen asked for, in order: what the filters sent. */
const asked: Record<string, unknown>[] = [];
const compareFacets = {
  ...facets,
  brands: [
    { brand: 'Lavazza', count: 7 },
    { brand: 'Illy', count: 5 },
  ],
  priceBands: [
    { from: 10, to: 20, count: 3 },
    { from: 20, to: 50, count: 6 },
    { from: 50, to: 100, count: 3 },
  ],
};

/**
 * What buyers compare by (issue #48): the brands of the matches with their counts, a histogram of
 * their prices whose bars pick a band, and the bounds, applied as typed; each goes into the search.
 */
export const ComparingByBrandAndPrice: Story = {
  args: {
    path: '/search?q=cafea',
    api: {
      [search]: async (request: Request) => {
        asked.push((await request.json()) as Record<string, unknown>);
        return { body: { products: storyProducts(12), total: { value: 12, relation: 'eq' }, facets: compareFacets } };
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '20–50 RON: 6 produse' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ name: 'cafea', priceMin: 20, priceMax: 49.99 }));
    await expect(canvas.getByLabelText('De la (RON)')).toHaveValue('20');
    await expect(canvas.getByRole('group', { name: 'Preț (RON, cu TVA)' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /Toate mărcile/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Lavazza (7)' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ brand: 'Lavazza', priceMin: 20 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Orice preț' }));
    await waitFor(() => expect(asked.at(-1)).not.toHaveProperty('priceMin'));
  },
};

/** The searches the "livrează în" story's screen asked for. */
const reachAsked: Record<string, unknown>[] = [];

/**
 * "Livrează în" (issue #49): with a city chosen, a switch adds the products of the sellers who
 * deliver there, its count saying how many the search then finds; with every city it is not offered.
 */
export const DeliveredToTheCity: Story = {
  args: {
    path: '/search?q=cafea&city=Ia%C8%99i',
    api: {
      [search]: async (request: Request) => {
        reachAsked.push((await request.json()) as Record<string, unknown>);
        return { body: { products: storyProducts(3), total: { value: 3, relation: 'eq' }, facets: { ...facets, deliversToCity: { on: 10, off: 3 } } } };
      },
    },
  },
  play: async ({ canvas }) => {
    const reach = await canvas.findByRole('switch', { name: 'Livrează în Iași (10)' });
    await expect(reach).not.toBeChecked();
    await userEvent.click(reach);
    await waitFor(() => expect(reachAsked.at(-1)).toMatchObject({ name: 'cafea', city: 'Iași', filter: ['DELIVERS_TO_CITY'] }));
    await expect(canvas.getByRole('switch', { name: 'Livrează în Iași (10)' })).toBeChecked();
  },
};

/** A minimum above the maximum is said under the bound, and no search is sent. */
export const PriceRangeRefused: Story = {
  args: { path: '/search?q=cafea', api: { [search]: { body: { products: storyProducts(12), total: { value: 12, relation: 'eq' }, facets: compareFacets } } } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('De la (RON)'), '100');
    await userEvent.type(canvas.getByLabelText('Până la (RON)'), '10{Enter}');
    await expect(canvas.getByText('Prețul minim nu poate fi mai mare decât prețul maxim.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Orice preț' })).toBeNull();
  },
};

/**
 * The site-wide price switch: every card leads with the price without TVA, the search sorts and
 * filters on it, and the choice is kept in a cookie for the server's next page. Switched back
 * at the end, so the other stories start on the default.
 */
export const PricesWithoutTva: Story = {
  args: {
    path: '/search?q=cafea',
    api: {
      [search]: async (request: Request) => {
        asked.push((await request.json()) as Record<string, unknown>);
        return { body: { products: storyProducts(2), total: { value: 2, relation: 'eq' }, facets: compareFacets } };
      },
    },
  },
  play: async ({ canvas }) => {
    const [first] = await canvas.findAllByRole('article');
    await expect(within(first as HTMLElement).getByText(/RON\/kg cu TVA/)).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Prețuri fără TVA' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ priceBasis: 'NET' }));
    await expect(document.cookie).toContain('price_basis=NET');
    const [again] = await canvas.findAllByRole('article');
    await expect(within(again as HTMLElement).getByText(/RON\/kg fără TVA/)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Preț (RON, fără TVA)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Prețuri fără TVA' }));
    await expect(document.cookie).toContain('price_basis=GROSS');
    // The search asked again with TVA has answered before the page is pictured.
    await waitFor(async () => {
      const [back] = await canvas.findAllByRole('article');
      await expect(within(back as HTMLElement).getByText(/RON\/kg cu TVA/)).toBeVisible();
      await expect(canvas.getByRole('region', { name: searchTexts.results })).toHaveAttribute('aria-busy', 'false');
    });
  },
};

/** The price range and the brand on a 320 px phone: the histogram, the bounds and the select fit. */
export const CompareFiltersOnPhone: Story = {
  globals: onPhone,
  args: {
    path: '/search?q=cafea&pmin=20&pmax=49.99&tva=cu&brand=Lavazza',
    api: { [search]: { body: { products: storyProducts(2), total: { value: 2, relation: 'eq' }, facets: { ...compareFacets, anyBrand: 12, anyPrice: 12 } } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Până la (RON)')).toHaveValue('49,99');
    await expectReflow();
  },
};

/** Nothing found within a brand and a price range: dropping either says what it brings back. */
export const NothingFoundWithinBrandAndRange: Story = {
  args: {
    path: '/search?q=cafea&pmax=5&tva=cu&brand=Illy',
    api: {
      [search]: {
        body: {
          products: [],
          total: { value: 0, relation: 'eq' },
          facets: { cities: [], anyCity: 0, inStock: { on: 0, off: 0 }, deliverable: { on: 0, off: 0 }, anyBrand: 3, anyPrice: 5, brands: [], priceBands: [] },
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'La toate mărcile: 3 produse' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'La orice preț: 5 produse' })).toBeVisible();
  },
};

const nothingWithFilters = {
  path: '/search?q=cafea&city=Arad&filter=DELIVERABLE&filter=IN_STOCK',
  api: {
    [search]: {
      body: {
        products: [],
        total: { value: 0, relation: 'eq' },
        facets: { cities: [{ city: 'Cluj-Napoca', count: 2 }], anyCity: 2, inStock: { on: 0, off: 0 }, deliverable: { on: 0, off: 5 } },
      },
    },
  },
} as const;

/** Nothing found with filters on: the filters whose dropping finds something, each with how many it brings back; pressing one drops it. */
export const NothingFoundWithFiltersToDrop: Story = {
  args: nothingWithFilters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Fără un filtru găsești:')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'În toate orașele: 2 produse' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Fără «În stoc»/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Fără «Livrabil»: 5 produse' }));
    await expect(canvas.getByRole('region', { name: 'Rezultate' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('switch', { name: /^Livrabil/ })).not.toBeChecked());
    await expect(canvas.getByRole('switch', { name: /^În stoc/ })).toBeChecked();
    // The search without it is asked; this story's server answers the same again.
    await expect(await canvas.findByRole('button', { name: 'În toate orașele: 2 produse' }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Fără «Livrabil»/ })).toBeNull();
  },
};

/** The filters to drop on a 320 px phone: they wrap, nothing wider than the screen. */
export const FiltersToDropOnPhone: Story = {
  globals: onPhone,
  args: nothingWithFilters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'În toate orașele: 2 produse' })).toBeVisible();
    await expectReflow();
  },
};

/** An answer for «cafea» whose first product matched the word at the start of its name. */
const coffeeMatched = {
  products: storyProducts(2),
  total: { value: 2, relation: 'eq' },
  matches: [{ product: '3f2b8c1e-4d5a-4b6c-8d7e-000000000000', name: [{ start: 0, length: 5, kind: 'stem' }], description: [], brand: [], city: [] }],
};

/** Each card marks the words its product matched, from the answer's positions; the title still reads whole. */
export const MatchedWords: Story = {
  args: {
    path: '/search?q=cafea',
    api: {
      [search]: { body: coffeeMatched },
    },
  },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('link', { name: 'Cafea boabe espresso 1 kg' });
    await expect([...title.querySelectorAll('mark')].map((element) => element.textContent)).toEqual(['Cafea']);
    await expect(canvas.getAllByRole('article')[1]?.querySelector('mark')).toBeNull();
  },
};

/** "De ce apare acest rezultat?" (issue #51), opened: the words found and their field, the order and the filters, and the ranking page's link. */
export const WhyShown: Story = {
  args: {
    path: '/search?q=cafea&city=Bra%C8%99ov&filter=IN_STOCK',
    api: {
      [search]: { body: coffeeMatched },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Cafea boabe espresso 1 kg' });
    const card = canvas.getAllByRole('article')[0] as HTMLElement;
    const question = within(card).getByText('De ce apare acest rezultat?').closest('summary') as HTMLElement;
    await expect(question).toHaveTextContent('De ce apare acest rezultat? Cafea boabe espresso 1 kg');
    question.focus();
    await userEvent.keyboard('{Enter}');
    const lines = within(card)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    await expect(lines).toEqual([
      'În numele produsului: «Cafea» (același cuvânt sau aceeași rădăcină).',
      expect.stringContaining('Ordonate după potrivire'),
      'Filtre alese: orașul Brașov; în stoc.',
      'Nimeni nu plătește pentru un loc în rezultate.',
    ]);
    await expect(within(card).getByRole('link', { name: 'Cum ordonăm rezultatele' })).toHaveAttribute('href', '/ranking');
    await expect(canvas.getAllByRole('link', { name: 'Cum ordonăm rezultatele' })[0]).toHaveAttribute('href', '/ranking');
  },
};

/** The search failed: the red alert above the filters, with a retry. */
export const Failed: Story = {
  args: { api: { [search]: failure(500, 'PRODUCT_SEARCH_FAILED_IN_SEARCH') } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Căutarea nu a mers, te rugăm să încerci din nou.');
    await expect(canvas.getByRole('button', { name: 'Încearcă din nou' })).toBeVisible();
  },
};

/** Opened from a seller's link or QR code: the seller panel with 'Elimină filtrul'. */
export const SellerFilter: Story = {
  args: {
    path: '/search?owner=9d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b&seller=Cafea%20Bun%C4%83%20Distribu%C8%9Bie%20SRL',
    api: { [search]: { body: { products: storyProducts(3) } } },
  },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Produse vândute de:' });
    await expect(panel).toHaveTextContent('Cafea Bună Distribuție SRL');
    await expect(canvas.getByRole('button', { name: 'Elimină filtrul' })).toBeVisible();
  },
};

/** A seller sees Profil and Delogare; no Admin link. */
export const AsSeller: Story = {
  args: { session: 'seller', api: { [search]: { body: { products: storyProducts(2) } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Delogare' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
  },
};

/** An administrator also sees the red Admin link. */
export const AsAdmin: Story = {
  args: { session: 'admin', api: { [search]: { body: { products: storyProducts(2) } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    // An administrator keeps no saved searches, so none is offered.
    await expect(canvas.queryByRole('button', { name: 'Salvează căutarea' })).toBeNull();
  },
};

const savedByVisitor: unknown[] = [];
/**
 * A visitor saves the search they see by e-mail: the dialog offers a name made from it and how
 * often, asks for the address and the captcha, and says a confirmation was mailed.
 */
export const SavedByAVisitor: Story = {
  args: {
    path: '/search?q=vitrina&city=Bra%C8%99ov',
    api: {
      [search]: { body: { products: storyProducts(2) } },
      'POST /svc/product/saved-searches': recorded(savedByVisitor, { status: 201, body: {} }),
    },
  },
  play: async ({ canvas }) => {
    savedByVisitor.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvează căutarea' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Salvează căutarea' }));
    await expect(dialog.getByRole('textbox', { name: 'Numele căutării' })).toHaveValue('vitrina în Brașov');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvează' }));
    await expect(await dialog.findByText('Email invalid.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mailul tău' }), 'hotel@exemplu.ro');
    await userEvent.click(dialog.getByRole('radio', { name: 'Săptămânal, lunea la 7 dimineața' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Nu sunt robot' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvează' }));
    await expect(await within(document.body).findByText(/Ți-am trimis un e-mail/)).toBeVisible();
    expect(savedByVisitor).toEqual([
      expect.objectContaining({
        name: 'vitrina în Brașov',
        frequency: 'WEEKLY',
        email: 'hotel@exemplu.ro',
        criteria: expect.objectContaining({ name: 'vitrina', city: 'Brașov' }),
      }),
    ]);
  },
};

const savedByBuyer: unknown[] = [];
let sessionComes: () => void = () => undefined;
/**
 * A buyer on a slow line presses "Salvează căutarea" before the page knows who they are: the
 * dialog waits for the session, then asks only what a buyer is asked, and the search is saved
 * as theirs, with no address and no captcha.
 */
export const SavedByABuyerBeforeTheSessionIsKnown: Story = {
  args: {
    session: 'buyer',
    sessionArrives: () =>
      new Promise((arrive) => {
        sessionComes = arrive;
      }),
    path: '/search?q=vitrina&city=Bra%C8%99ov',
    api: {
      [search]: { body: { products: storyProducts(2) } },
      'POST /svc/product/saved-searches': recorded(savedByBuyer, { status: 201, body: {} }),
    },
  },
  play: async ({ canvas }) => {
    savedByBuyer.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvează căutarea' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    sessionComes();
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Salvează căutarea' }));
    await expect(await canvas.findByRole('link', { name: 'Liste de comandă' })).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: 'E-mailul tău' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Salvează' }));
    await expect(await within(document.body).findByText('Căutarea a fost salvată. Îți scriem când apare ceva nou.')).toBeVisible();
    expect(savedByBuyer).toEqual([
      expect.objectContaining({ name: 'vitrina în Brașov', frequency: 'DAILY', criteria: expect.objectContaining({ name: 'vitrina' }) }),
    ]);
    expect(savedByBuyer[0]).not.toHaveProperty('email');
  },
};

/** A buyer's company's lists, "Favorite" first, as the product service answers them. */
const buyerLists = {
  lists: ['Favorite', 'Comanda de luni'].map((name, index) => ({
    uuid: `8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1${index}`,
    name,
    isDefault: index === 0,
    location: null,
    lineCount: 0,
    updatedAt: '2026-11-28T09:00:00.000Z',
  })),
};

/**
 * A buyer adds a product to a list from its card: the dialog offers the lists, "Favorite" first
 * and chosen, closes once it is added, and gives focus back to the card's button.
 */
export const AsBuyerAddingFromACard: Story = {
  args: {
    session: 'buyer',
    api: {
      [search]: { body: { products: storyProducts(2) } },
      'GET /svc/product/order-lists': { body: buyerLists },
      [`POST /svc/product/order-lists/${buyerLists.lists[0]!.uuid}/lines`]: { status: 201, body: {} },
    },
  },
  play: async ({ canvas }) => {
    const onCard = await canvas.findByRole('button', { name: 'Adaugă „Cafea boabe espresso 1 kg” în listă' });
    await userEvent.click(onCard);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Adaugă în listă' }));
    await expect(await dialog.findByRole('button', { name: /Favorite/ })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Adaugă în listă' }));
    await expect(await within(document.body).findByText('Produsul a fost adăugat în „Favorite”.')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(onCard).toHaveFocus());
  },
};

/** On a 320 px phone: the filters one a row, the cards one a column, nothing wider than the screen. */
export const Phone: Story = {
  globals: onPhone,
  args: {
    path: '/search?owner=9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f&seller=Cafea%20Bun%C4%83%20Distribu%C8%9Bie%20SRL',
    api: { [search]: { body: { products: storyProducts(3) } } },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await expect(canvas.getByRole('region', { name: 'Produse vândute de:' })).toBeVisible();
    await expectReflow();
  },
};

const suggest = 'POST /svc/search/api/search/suggestions';
const coffeeSuggestions = {
  suggestions: [
    { text: 'cafea', count: 1204 },
    { text: 'cafea boabe', count: 86 },
    { text: 'cafetieră', count: 3 },
  ],
};

/** Types into the search box by keyboard, as a visitor does, and returns it. */
async function typeInSearchBox(canvas: ReturnType<typeof within>, text: string): Promise<HTMLElement> {
  const box = await canvas.findByRole('combobox', { name: 'Caută' });
  await userEvent.click(box);
  await userEvent.keyboard(text);
  return box;
}

/** Typing opens the suggestions under the box, each with its count, and a screen reader hears how many there are. */
export const SuggestionsOpen: Story = {
  args: { api: { [search]: { body: { products: storyProducts(12), total: { value: 1204, relation: 'eq' } } }, [suggest]: { body: coffeeSuggestions } } },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const box = await typeInSearchBox(canvas, 'caf');
    const option = await page.findByRole('option', { name: 'cafea boabe (86)' });
    await waitFor(() => expect(option).toBeVisible());
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(spoken()).toContain('3 sugestii. Săgețile sus și jos le parcurg, Enter caută.'));
    // The search runs on under the open list: a still picture waits for its count.
    await expect(await canvas.findByText('1.204 produse')).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Nothing completes the text: the list says so, and the search goes on as typed. */
export const SuggestionsEmpty: Story = {
  args: { api: { [search]: { body: { products: [], total: { value: 0, relation: 'eq' } } }, [suggest]: { body: { suggestions: [] } } } },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await typeInSearchBox(canvas, 'xq');
    const none = await page.findByText('Nicio sugestie pentru acest text.');
    await waitFor(() => expect(none).toBeVisible());
    await waitFor(() => expect(spoken()).toContain('Nicio sugestie.'));
    await expect(await canvas.findByText('Niciun produs pentru «xq»')).toBeVisible();
  },
};

/** Picked by arrow and Enter: the box holds the suggestion, the list closes, the focus stays for the next word. */
export const SuggestionPicked: Story = {
  args: { api: { [search]: { body: { products: storyProducts(12), total: { value: 86, relation: 'eq' } } }, [suggest]: { body: coffeeSuggestions } } },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const box = await typeInSearchBox(canvas, 'cafea b');
    await page.findByRole('option', { name: 'cafea boabe (86)' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(box).toHaveValue('cafea boabe');
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(box).toHaveFocus();
    await expect(await canvas.findByText('86 de produse')).toBeVisible();
  },
};

/**
 * The suggestions on a 320 px phone: the list under the box, nothing wider than the screen;
 * Escape closes it and keeps the text. (The list's own picture on a phone is the design
 * system's story: a page taller than the screen is pictured by scrolling, which closes it.)
 */
export const SuggestionsOnPhone: Story = {
  globals: onPhone,
  args: { api: { [search]: { body: { products: storyProducts(3), total: { value: 1204, relation: 'eq' } } }, [suggest]: { body: coffeeSuggestions } } },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await typeInSearchBox(canvas, 'caf');
    // The popover shows once react-aria has placed it, a moment after it is in the page.
    const option = await page.findByRole('option', { name: 'cafetieră (3)' });
    await waitFor(() => expect(option).toBeVisible());
    await expect(await canvas.findByText('1.204 produse')).toBeVisible();
    await expectReflow();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Caută' })).toHaveValue('caf');
  },
};
