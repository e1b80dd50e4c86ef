import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { storyProducts } from '../../testing/story-data';
import SitemapRoute from './SitemapRoute';

const search = 'POST /svc/search/api/search';

const meta = {
  title: 'Screens/Sitemap',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/sitemap', route: '/sitemap', screen: <SitemapRoute /> },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first slice on its way: the line says which products are coming, so the page never looks frozen. */
export const LoadingFirstSlice: Story = {
  args: { api: { [search]: 'pending' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Se încarcă produsele 1–500…')).toBeVisible();
  },
};

/** A small catalogue, every product loaded: the line says how many there are. */
export const Complete: Story = {
  args: { api: { [search]: { body: { products: storyProducts(3) } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Toate produsele din catalog: 3 produse.')).toBeVisible();
    await expect(canvas.getByText('Apă minerală 0,5 l (Iași)')).toBeVisible();
  },
};
