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

/** A file with a bad price and an unknown column: the summary, the marked cell, submit held back. */
export const WithErrors: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Alege fișierul CSV' });
    const file = new File(['nume,pret,telefon,culoare\nCafea,"12,50",0722123456,rosu\nZahăr,abc,0722123456,alb\n'], 'catalog.csv', { type: 'text/csv' });
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, file);
    await expect(await canvas.findByRole('heading', { name: 'Un produs are erori' })).toBeVisible();
    await expect(canvas.getByText('Coloane necunoscute, ignorate: culoare')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'pret, 2' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Importă produsele' })).toBeDisabled();
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
