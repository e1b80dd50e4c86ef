import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import UploadCatalogRoute from './UploadCatalogRoute';

const meta = {
  title: 'Screens/CSV import',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/upload/catalog', route: '/upload/catalog', screen: <UploadCatalogRoute />, session: 'seller' },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseFile: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Alege fișierul CSV' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Descarcă modelul CSV' })).toBeVisible();
  },
};

/**
 * A file with a bad price and an unknown column: the summary takes the focus, the cell is
 * marked, and submit is held back, reachable, with the reason; "Mergi la celulă" opens the cell.
 */
export const WithErrors: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Alege fișierul CSV' });
    const file = new File(['nume,pret,telefon,culoare\nCafea,"12,50",0722123456,rosu\nZahăr,abc,0722123456,alb\n'], 'catalog.csv', { type: 'text/csv' });
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, file);
    const summary = await canvas.findByRole('heading', { name: 'Un produs are erori' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByText('Coloane necunoscute, ignorate: culoare')).toBeVisible();
    const price = canvas.getByText('abc').closest('[role="gridcell"]');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    const submit = canvas.getByRole('button', { name: 'Vezi ce se schimbă' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAccessibleDescription('Corectează sau șterge rândurile cu erori ca să continui.');
    await userEvent.click(canvas.getByRole('button', { name: /Mergi la celulă/ }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'pret, 2' })).toHaveFocus());
  },
};

/** On a 320 px phone with a parsed file: the page fits; only the grid scrolls sideways, inside its own frame. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Alege fișierul CSV' });
    const file = new File(['nume,pret,telefon\nCafea,12.50,0722123456\nZahăr,abc,0722123456\n'], 'catalog.csv', { type: 'text/csv' });
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, file);
    await expect(await canvas.findByRole('heading', { name: 'Un produs are erori' })).toBeVisible();
    await expectReflow();
  },
};

const changes = {
  created: { count: 1, rows: [{ index: 1, name: 'Zahăr plic 5 g' }] },
  changed: { count: 1, rows: [{ index: 0, name: 'Cafea boabe 1 kg', fields: ['price', 'inStock'] }] },
  unchanged: { count: 0, rows: [] },
  removedIfWiped: { count: 1, products: [{ uuid: '2a3b4c5d-6e7f-4081-92a3-b4c5d6e7f809', name: 'Ceai verde 100 g' }] },
};

async function uploadTwoRows(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], canvasElement: HTMLElement) {
  await canvas.findByRole('button', { name: 'Alege fișierul CSV' });
  const file = new File(['nume,pret,telefon,stoc\nCafea boabe 1 kg,99,0722123456,nu\nZahăr plic 5 g,45,0722123456,da\n'], 'catalog.csv', { type: 'text/csv' });
  await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, file);
  await userEvent.click(await canvas.findByRole('button', { name: 'Vezi ce se schimbă' }));
}

/**
 * Before anything is written, the seller sees how the file changes the catalogue: each group
 * counted and opened on demand; a wipe adds the products it would remove.
 */
export const Preview: Story = {
  args: { api: { 'POST /svc/product/product/bulk/preview': { body: changes } } },
  play: async ({ canvas, canvasElement }) => {
    await uploadTwoRows(canvas, canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ce se schimbă în catalogul tău' })).toBeVisible();
    const changed = canvas.getByRole('button', { name: /Produse modificate/ });
    await expect(changed).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(changed);
    await expect(canvas.getByText('Rândul 1: Cafea boabe 1 kg — se schimbă: pret, stoc')).toBeVisible();
    await expect(canvas.getByText('Un produs din catalogul tău nu apare în fișier și rămâne cum este.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Produse care vor fi șterse/ })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Șterge produsele care nu apar în fișier' }));
    await expect(canvas.getByRole('button', { name: /Produse care vor fi șterse/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Importă produsele' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Înapoi la fișier' })).toBeEnabled();
  },
};

/** Confirmed: while the rows are sent, a sweeping bar; then the server's count of rows written. */
export const Writing: Story = {
  args: {
    api: {
      'POST /svc/product/product/bulk/preview': { body: changes },
      'POST /svc/product/product/bulk': 'pending',
      'GET /svc/product/product/bulk/progress': { body: { state: 'writing', written: 1, total: 2 } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await uploadTwoRows(canvas, canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Importă produsele' }));
    await expect(canvas.getByRole('progressbar', { name: 'Se trimit produsele…' })).toBeVisible();
    const writing = await canvas.findByRole('progressbar', { name: 'Se scriu produsele' }, { timeout: 3_000 });
    await expect(writing).toHaveAttribute('aria-valuetext', '1 din 2');
  },
};
