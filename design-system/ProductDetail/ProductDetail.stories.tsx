import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { glassPhoto, platePhoto } from '../ProductPhoto/photo-fixtures';
import { ProductDetail } from './ProductDetail';
import { storyFacts } from '../ProductCard/fact-fixtures';

const product = {
  uuid: '2a3b4c5d-6e7f-4081-92a3-b4c5d6e7f809',
  name: 'Espressor profesional cu două grupuri',
  description: 'Cazan de 11 l, rotopompă, montaj și instruire incluse.',
  price: 28500,
  vatIncluded: false,
  inStock: true,
  negotiable: true,
  isDeliverable: false,
  sellType: 'la bucata',
  packageType: 'Palet',
  city: 'Timișoara',
  phone: '0755404404',
  seller: 'Echipamente Bucătărie Pro SRL',
  owner: '7d9f1a52-3c1e-4b7a-9e55-0a1b2c3d4e5f',
  updatedAt: '2026-11-20T14:05:09.000Z',
};

const meta = { title: 'Catalogue/ProductDetail', component: ProductDetail, args: { product, facts: storyFacts(product) } } satisfies Meta<typeof ProductDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NegotiableButNotDeliverable: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    await expect(canvas.getByText('Negociabil')).toBeInTheDocument();
    // Livrabil follows isDeliverable (false), not negotiable (true).
    await expect(canvas.getByText('Livrabil').nextElementSibling).toHaveTextContent('Nu');
    await expect(canvas.getByText('20.11.2026, 16:05:09')).toBeInTheDocument();
  },
};
export const Deliverable: Story = {
  args: { product: { ...product, isDeliverable: true, negotiable: false }, facts: storyFacts({ ...product, isDeliverable: true, negotiable: false }) },
};

/** A product with photos on a 320 px phone: the gallery is the screen's width and the thumbnails wrap. */
export const WithPhotosOnPhone: Story = {
  args: {
    product: {
      ...product,
      cover: platePhoto,
      photos: [platePhoto, glassPhoto, platePhoto].map((photo, index) => ({ ...photo, id: `${index}${photo.id.slice(1)}` })),
    },
  },
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: platePhoto.alt })).toBeVisible();
    await expect(canvas.getAllByRole('radio', { name: /^Fotografia \d din 3/ })).toHaveLength(3);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** The product page's prices: the leading one, the other with the rate, and the price per piece (issue #48). */
export const WithPricing: Story = {
  args: {
    pricing: { lead: { amount: '34.485,00 RON', basis: 'cu TVA' }, other: '28.500,00 RON fără TVA · TVA 21 %', unit: '34.485,00 RON/buc cu TVA' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('28.500,00 RON fără TVA · TVA 21 %')).toBeVisible();
    await expect(canvas.getByText('34.485,00 RON/buc cu TVA')).toBeVisible();
  },
};
