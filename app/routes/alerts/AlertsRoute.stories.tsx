import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure, type StubRoutes } from '../../testing/stub-fetch';
import { pausedSearch, storySearch, storyWatch } from './alert-story-data';
import AlertsRoute from './AlertsRoute';

/** The saved searches and watches, which a change, a deletion and an unwatch change as the server would; what was sent goes to `sent`. */
function alertsApi(sent: unknown[], searches = [storySearch, pausedSearch], watches = [storyWatch]): StubRoutes {
  let currentSearches = searches;
  let currentWatches = watches;
  return {
    'GET /svc/product/saved-searches': () => ({ body: { searches: currentSearches } }),
    'GET /svc/product/product-watches': () => ({ body: { watches: currentWatches } }),
    [`PATCH /svc/product/saved-searches/${storySearch.uuid}`]: async (request) => {
      const change = (await request.json()) as { name: string; frequency: 'DAILY' | 'WEEKLY'; paused: boolean };
      sent.push(change);
      const changed = { ...storySearch, ...change };
      currentSearches = currentSearches.map((search) => (search.uuid === storySearch.uuid ? changed : search));
      return { body: changed };
    },
    [`DELETE /svc/product/saved-searches/${pausedSearch.uuid}`]: () => {
      sent.push({ deleted: pausedSearch.uuid });
      currentSearches = currentSearches.filter((search) => search.uuid !== pausedSearch.uuid);
      return { status: 204 };
    },
    [`DELETE /svc/product/product-watches/${storyWatch.product}`]: () => {
      sent.push({ unwatched: storyWatch.product });
      currentWatches = [];
      return { status: 204 };
    },
  };
}

const meta = {
  title: 'Screens/Alerts',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/alerts', route: '/alerts', session: 'buyer', guarded: true, screen: <AlertsRoute />, api: alertsApi([]) },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved searches, one paused (no next check), each with a link that opens it, and a watched product. */
export const SearchesAndWatches: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Căutări salvate și produse urmărite' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deschide căutarea „Vitrine frigorifice în Brașov”' })).toHaveAttribute(
      'href',
      '/search?q=vitrina+frigorifica&city=Bra%C8%99ov&filter=IN_STOCK&pmax=5000&tva=cu',
    );
    // A paused search says when it last wrote, and names no next check it will not make.
    await expect(canvas.getByText('Oprită · Niciun e-mail trimis încă')).toBeVisible();
    await expect(canvas.getAllByText(/Următoarea verificare/)).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Cafea boabe espresso 1 kg' })).toBeVisible();
    await expect(canvas.getByText('când scade prețul')).toBeVisible();
  },
};

const sentByRename: unknown[] = [];
/** Renamed, made weekly and stopped, saved at once: the server hears all three, and the screen shows what it kept. */
export const RenamedAndPaused: Story = {
  args: { api: alertsApi(sentByRename) },
  play: async ({ canvas }) => {
    sentByRename.length = 0;
    const saved = within(await canvas.findByRole('region', { name: 'Căutări salvate' }));
    const first = within(saved.getAllByRole('listitem')[0]!);
    const name = first.getByRole('textbox', { name: 'Numele căutării' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Vitrine Brașov');
    await userEvent.click(first.getByRole('button', { name: /Cât de des/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Săptămânal, lunea la 7 dimineața' }));
    await userEvent.click(first.getByRole('switch', { name: 'Activă' }));
    await userEvent.click(first.getByRole('button', { name: 'Salvează „Vitrine frigorifice în Brașov”' }));
    await expect(await canvas.findByText('Căutarea a fost salvată.')).toBeVisible();
    expect(sentByRename).toEqual([{ name: 'Vitrine Brașov', frequency: 'WEEKLY', paused: true }]);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Vitrine Brașov' })).toBeVisible();
  },
};

const sentByDelete: unknown[] = [];
/** A deletion asks first; confirmed, the search is gone. Stopping a watch takes one press. */
export const DeletedAndUnwatched: Story = {
  args: { api: alertsApi(sentByDelete) },
  play: async ({ canvas }) => {
    sentByDelete.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Șterge „Cafea boabe”' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Ștergi căutarea?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Șterge' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Cafea boabe' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Nu mai urmări „Cafea boabe espresso 1 kg”' }));
    await expect(await canvas.findByText(/Nu urmărești niciun produs/)).toBeVisible();
    expect(sentByDelete).toEqual([{ deleted: pausedSearch.uuid }, { unwatched: storyWatch.product }]);
  },
};

/** Nothing saved, nothing watched: how to start. */
export const Empty: Story = {
  args: { api: alertsApi([], [], []) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nu ai nicio căutare salvată/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Caută produse' })).toHaveAttribute('href', '/search');
    await expect(canvas.getByText(/Nu urmărești niciun produs/)).toBeVisible();
  },
};

/** The lists could not be read. */
export const Failed: Story = {
  args: { api: { ...alertsApi([]), 'GET /svc/product/saved-searches': failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nu am putut încărca lista. Încearcă din nou.')).toBeVisible();
  },
};

/** On a 320 px phone, nothing wider than the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Căutări salvate și produse urmărite' })).toBeVisible();
    await expectReflow();
  },
};
