import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure, type StubRoutes } from '../../testing/stub-fetch';
import { changedList, emptyList, favoriteUuid, storyCompany, storyLists, storySending } from './buyer-story-data';
import OrderListsRoute from './OrderListsRoute';

const sendCall = `POST /svc/product/order-lists/${favoriteUuid}/send`;

/** The restaurant's lists and company, and `send`'s answer for "Trimite comanda"; the keys each press sent go to `keys`. */
function listsApi(send: StubRoutes[string], keys: string[] = []): StubRoutes {
  return {
    'GET /svc/product/order-lists': { body: storyLists },
    'GET /svc/auth/api/buyers/company': { body: storyCompany },
    [`GET /svc/product/order-lists/${favoriteUuid}`]: { body: changedList },
    [`GET /svc/product/order-lists/${emptyList.uuid}`]: { body: emptyList },
    [sendCall]: async (request) => {
      keys.push(request.headers.get('idempotency-key') ?? '');
      return typeof send === 'function' ? send(request) : send;
    },
  };
}

const meta = {
  title: 'Screens/OrderLists',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/lists', route: '/lists', session: 'buyer', guarded: true, screen: <OrderListsRoute />, api: listsApi({ status: 201, body: storySending }) },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Favorite" as it changed: a price up and by how much, a seller no longer active, a deleted product kept; totals against each minimum. */
export const PriceChangedAndSellerGone: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Favorite' })).toBeVisible();
    await expect(canvas.getByText(/Prețul a crescut cu 12,10\sRON, de la 121,00\sRON/)).toBeVisible();
    await expect(canvas.getByText('Vânzătorul nu mai este activ')).toBeVisible();
    await expect(canvas.getByText('Vânzătorul l-a șters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Am văzut modificările' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Băuturi Carpați SRL/ })).toHaveTextContent(/Sub comanda minimă: mai lipsesc 300,00\sRON/);
    await expect(canvas.getByRole('link', { name: 'Favorite' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A list with nothing on it says how to fill it, and offers no sending. */
export const EmptyList: Story = {
  args: { path: `/lists?list=${emptyList.uuid}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Lista nu are încă produse/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Caută produse' })).toHaveAttribute('href', '/search');
    await expect(canvas.queryByRole('button', { name: 'Trimite comanda' })).toBeNull();
  },
};

/** Sending: the button is busy while the server works, and the notice that nothing binds or pays is in sight. */
export const Sending: Story = {
  args: { api: listsApi('pending') },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Trimite comanda' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Trimite comanda/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getAllByText(/nu este o comandă fermă și nu implică nicio plată/)[0]).toBeVisible();
  },
};

/** Sent: each seller's inquiry by its reference, and the lines that could not go. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Mesaj pentru furnizori (opțional)'), 'Până marți, vă rog.');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite comanda' }));
    await expect(await canvas.findByText('Comanda a fost trimisă unui furnizor.')).toBeVisible();
    await expect(canvas.getByText('C-000042: Cafea Bună Distribuție SRL')).toBeVisible();
    const skipped = canvas.getByRole('list', { name: /Nu au fost trimise/ });
    await expect(skipped).toHaveTextContent('Vin roșu Fetească Neagră 0,75 l');
    await expect(skipped).toHaveTextContent('Ceai verde 100 plicuri');
    await expect(canvas.getByRole('link', { name: 'Vezi cererile trimise' })).toHaveAttribute('href', '/inquiries');
  },
};

const keys: string[] = [];
let attempts = 0;

/** Failed: the reason in Romanian and "Încearcă din nou", which sends the same key, so the list cannot go twice. */
export const FailedThenRetried: Story = {
  args: {
    api: listsApi(() => {
      attempts += 1;
      return attempts === 1 ? failure(503, 'SERVICE_UNAVAILABLE') : { status: 201, body: storySending };
    }, keys),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Trimite comanda' }));
    await expect(await canvas.findByText(/Reîncercarea nu trimite comanda de două ori/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Încearcă din nou' }));
    await expect(await canvas.findByText('Comanda a fost trimisă unui furnizor.')).toBeVisible();
    await expect(keys.length).toBe(2);
    await expect(keys[0]).toBe(keys[1]);
  },
};

/** On a 320 px phone every line, its controls and the totals fit the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Favorite' })).toBeVisible();
    await expectReflow();
  },
};
