import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { glassPhoto, platePhoto } from '../ProductPhoto/photo-fixtures';
import { ProductCard } from './ProductCard';
import type { ProductCardData } from './product-card-data';
import { storyFacts } from './fact-fixtures';

const product: ProductCardData = {
  uuid: '2a3b4c5d-6e7f-4081-92a3-b4c5d6e7f809',
  name: 'Cafea boabe Arabica 1 kg',
  description: 'Prăjită mediu, cu note de ciocolată și alune, pentru espressoare profesionale.',
  price: 1234.5,
  vatIncluded: true,
  inStock: true,
  negotiable: true,
  isDeliverable: false,
  sellType: 'kg',
  packageType: 'Pungă cu valvă',
  city: 'București',
  phone: '0722101101',
  seller: 'Cafea Bună Distribuție SRL',
  owner: '7d9f1a52-3c1e-4b7a-9e55-0a1b2c3d4e5f',
  updatedAt: '2026-11-22T07:30:05.000Z',
};

const meta = { title: 'Catalogue/ProductCard', component: ProductCard, args: { product, facts: storyFacts(product) } } satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The words a search matched, marked in the name and the description; the link's name reads whole. */
export const WithMatchedWords: Story = {
  args: {
    linkToDetail: true,
    marks: {
      name: [{ start: 0, length: 5 }],
      description: [{ start: 53, length: 11 }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Cafea boabe Arabica 1 kg' })).toBeVisible();
    await expect([...canvasElement.querySelectorAll('mark')].map((element) => element.textContent)).toEqual(['Cafea', 'espressoare']);
  },
};

export const InSearchResults: Story = {
  args: { linkToDetail: true, product: { ...product, sellerSlug: 'cafea-buna-distributie-srl' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cafea boabe Arabica 1 kg' })).toHaveAttribute('href', `/product?id=${product.uuid}`);
    await expect(canvas.getByText('1.234,50 RON')).toBeInTheDocument();
    await expect(canvas.getByText('22.11.2026, 09:30:05')).toBeInTheDocument();
    await expect(canvas.getByText('Nu')).toBeInTheDocument();
    const seller = canvas.getByRole('link', { name: 'Cafea Bună Distribuție SRL' });
    // The seller's name leads to the seller's page (issue #49).
    await expect(seller.getAttribute('href')).toBe('/seller/cafea-buna-distributie-srl');
    await expect(canvas.getByText('TVA inclus')).toBeInTheDocument();
    await expect(canvas.getByText('Negociabil')).toBeInTheDocument();
    await expect(canvas.getByText('În Stoc')).toBeInTheDocument();
  },
};

export const OutsideSearch: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Cafea boabe Arabica 1 kg' })).toBeNull();
  },
};

export const OutOfStockWithoutVat: Story = {
  args: {
    product: { ...product, inStock: false, vatIncluded: false, negotiable: false, isDeliverable: true },
    facts: storyFacts({ ...product, inStock: false, vatIncluded: false, negotiable: false, isDeliverable: true }),
  },
};

export const LongRomanianText: Story = {
  args: {
    product: {
      ...product,
      name: 'Țuică tradițională de prune din Maramureș, dublu distilată, îmbuteliată în sticlă de 0,5 l',
      description:
        'Produs artizanal, fermentat natural în butoaie de stejar; potrivit pentru restaurante cu specific românesc, pensiuni agroturistice și evenimente.',
      seller: 'Băuturi Tradiționale din Țara Oașului și Maramureș SRL',
    },
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Dezactivează</Button>
        <Button variant="secondary">Editează</Button>
        <Button variant="danger">Șterge</Button>
      </>
    ),
  },
};

/** A card with its cover, in the first row of results: above the name on the screen, after it for a screen reader, loaded at once. */
export const WithCover: Story = {
  args: { linkToDetail: true, photoLoading: 'eager', product: { ...product, cover: platePhoto } },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: platePhoto.alt });
    await expect(image).toHaveAttribute('loading', 'eager');
    const heading = canvas.getByRole('heading', { name: product.name });
    await expect(image.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    await expect(image.getBoundingClientRect().top).toBeLessThan(heading.getBoundingClientRect().top);
    await expect(canvasElement.querySelector('source')).toHaveAttribute('type', 'image/avif');
  },
};

/** Further down the results: a portrait cover, loaded when it nears the screen. */
export const WithPortraitCoverLazy: Story = {
  args: { linkToDetail: true, product: { ...product, cover: glassPhoto } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: glassPhoto.alt })).toHaveAttribute('loading', 'lazy');
  },
};

/**
 * Both prices and the price per litre, as the app works them out from the site's price switch
 * (issue #48): the leading one large with what it is, the other with the TVA rate, the unit price.
 */
export const WithBothPricesAndUnitPrice: Story = {
  args: {
    product: { ...product, name: 'Ulei floarea-soarelui bidon 10 l', price: 89 },
    pricing: { lead: { amount: '89,00 RON', basis: 'cu TVA' }, other: '73,55 RON fără TVA · TVA 21 %', unit: '8,90 RON/l cu TVA' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('89,00 RON', { exact: false })).toHaveTextContent('89,00 RON cu TVA');
    await expect(canvas.getByText('73,55 RON fără TVA · TVA 21 %')).toBeVisible();
    await expect(canvas.getByText('8,90 RON/l cu TVA')).toBeVisible();
    // The first specification's badge stays beside them.
    await expect(canvas.getByText('TVA inclus')).toBeVisible();
  },
};

/** Without TVA leading, on a 320 px phone, for a product without a unit price and whose rate is the assumed standard one. */
export const NetPriceLeadingOnPhone: Story = {
  args: {
    product: { ...product, vatIncluded: false },
    pricing: { lead: { amount: '1.234,50 RON', basis: 'fără TVA' }, other: '1.493,75 RON cu TVA · TVA 21 % (cota standard)' },
  },
  globals: { viewport: { value: 'phone320' } },
};
