import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { glassPhoto } from '../../../design-system/ProductPhoto/photo-fixtures';
import { failure, type StubAnswer } from '../../testing/stub-fetch';
import { storyProduct, storyProducts, storyProfile } from '../../testing/story-data';
import ProductsManagementRoute from './ProductsManagementRoute';

const list = 'GET /svc/product/product';
const page = (count: number, totalPages = 1) => ({ body: { products: storyProducts(count), perPage: 12, totalPages, totalItems: count * totalPages } });

const meta = {
  title: 'Screens/Products management',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/products-management', route: '/products-management', screen: <ProductsManagementRoute />, session: 'seller' },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { api: { [list]: 'pending' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
  },
};

/** A seller's products with their actions, and pages with the window of neighbours. */
export const Results: Story = {
  args: { api: { [list]: page(12, 9) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    const card = canvas.getAllByRole('article')[4] as HTMLElement;
    await expect(within(card).getByText('Dezactivat')).toBeVisible();
    await expect(within(card).getByRole('button', { name: /Activează/ })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Paginile produselor' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Vânzător/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { api: { [list]: page(0, 0) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nu ai încă produse. Adaugă unul sau încarcă un catalog CSV.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { api: { [list]: failure(503, 'SERVICE_UNAVAILABLE') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nu am reusit sa incarc produsele');
  },
};

/** An administrator also filters by seller, defaulting to anyone. */
export const AsAdmin: Story = {
  args: {
    session: 'admin',
    api: { [list]: page(3), 'GET /svc/auth/api/profile': { body: { profiles: [storyProfile('anapop')], perPage: 48, totalPages: 1, totalItems: 1 } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Vânzător/ })).toHaveTextContent('Oricine');
  },
};

/** The product modal refuses what breaks the rules, field by field. */
export const FormInvalid: Story = {
  args: { api: { [list]: page(1) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adaugă produs' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Adaugă produs' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    await expect(within(dialog).getByText('Numele produsului trebuie să aibă cel puțin 2 caractere.')).toBeVisible();
    await expect(within(dialog).getByText('Orasul trebuie selectat.')).toBeVisible();
    await expect(within(dialog).getByText('Telefon invalid. Format: +407xxxxxxxx')).toBeVisible();
  },
};

/** On a 320 px phone: the toolbar, the cards with their actions and the pagination fit. */
export const Phone: Story = {
  globals: onPhone,
  args: { api: { [list]: page(12, 9) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await expectReflow();
  },
};

/**
 * The product service as the photo story needs it: one product with one photo, whose text
 * alternative is stored only when the story releases the call that sends it.
 */
function heldPhotoServer() {
  const product = storyProduct(0);
  const photo = { ...glassPhoto, alt: product.name, altIsName: true };
  const server = { stored: photo, release: () => undefined as void, lists: 0 };
  const withPhoto = () => ({ ...product, cover: server.stored, photos: [server.stored] });
  return {
    server,
    api: {
      [list]: () => {
        server.lists += 1;
        return { body: { products: [withPhoto()], perPage: 12, totalPages: 1, totalItems: 1 } };
      },
      [`PATCH /svc/product/product/${product.uuid}/photos/${photo.id}`]: async (request: Request) => {
        const { alt } = (await request.json()) as { alt: string };
        await new Promise<void>((resolve) => (server.release = resolve));
        server.stored = { ...photo, alt, altIsName: false };
        return { body: server.stored } satisfies StubAnswer;
      },
    },
  };
}

const held = heldPhotoServer();

/**
 * A text alternative sent with Enter, then Escape at once: the dialog does not drop the call on its
 * way. It stays open and says so, closes once the text is stored, and the list shows it on the cover.
 */
export const ClosingWaitsForAPhotoBeingSaved: Story = {
  args: { api: held.api },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: /Editează/ }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Editează produsul' });
    const alt = 'Paharul plin, pe fundal închis';
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Text alternativ pentru fotografia 1' }), `${alt}{Enter}`);
    await userEvent.keyboard('{Escape}');
    const waiting = 'Se salvează fotografiile. Fereastra se închide când sunt salvate.';
    await waitFor(() => expect(within(dialog).getByText(waiting)).toBeVisible());
    await waitFor(() =>
      expect(
        within(document.body)
          .getAllByRole('log')
          .some((log) => log.textContent?.includes(waiting)),
      ).toBe(true),
    );
    await expect(dialog).toBeInTheDocument();
    const listsBefore = held.server.lists;
    held.server.release();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(within(card).getByRole('img', { name: alt })).toBeVisible());
    await expect(held.server.lists).toBe(listsBefore + 1);
  },
};
