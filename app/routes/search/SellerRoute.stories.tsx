import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure } from '../../testing/stub-fetch';
import { storyProducts } from '../../testing/story-data';
import SellerRoute from './SellerRoute';

const search = 'POST /svc/search/api/search';
const sellerCall = 'GET /svc/search/api/seller/cafea-buna-distributie-srl';
const today = new Date().toISOString();

const seller = {
  uuid: '9d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
  slug: 'cafea-buna-distributie-srl',
  name: 'Cafea Bună Distribuție SRL',
  fiscalCode: 'RO14399840',
  phone: '0722101101',
  email: 'comenzi@cafeabuna.ro',
  company: {
    state: 'ACTIVE' as const,
    checkedAt: '2026-11-28T08:00:00.000Z',
    name: 'CAFEA BUNĂ DISTRIBUȚIE SRL',
    address: 'MUNICIPIUL BUCUREŞTI, SECTOR 1, STR. EXEMPLU, NR.1',
    registration: 'J40/372/2002',
    vatPayer: true,
  },
  deliveryTerms: { cities: ['București', 'Iași'], days: ['MON' as const, 'THU' as const], cutoffHour: 14, minimumOrder: 300 },
  catalogueUpdatedAt: today,
};

/** The search calls the page makes, kept so a story can check what was asked. */
const asked: Record<string, unknown>[] = [];

const meta = {
  title: 'Screens/Seller page',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/seller/cafea-buna-distributie-srl',
    route: '/seller/:slug',
    screen: <SellerRoute />,
    api: {
      [sellerCall]: { body: seller },
      [search]: async (request: Request) => {
        asked.push((await request.json()) as Record<string, unknown>);
        return { body: { products: storyProducts(3), total: { value: 3, relation: 'eq' } } };
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A seller the register found active (issue #49): the name as the heading, the dated badge, the
 * trader's identity and contact, the terms, the page's QR code, and the seller's products under
 * the same search kept to them, which never offers to drop the seller.
 */
export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cafea Bună Distribuție SRL' })).toBeVisible();
    const about = canvas.getByRole('region', { name: 'Despre comerciant' });
    await expect(about).toHaveTextContent('Firmă activă, plătitor de TVA — verificat la 28.11.2026');
    await expect(about).toHaveTextContent('Catalog actualizat azi');
    await expect(about).toHaveTextContent('luni și joi');
    await expect(await canvas.findByRole('img', { name: 'Cod QR cu adresa paginii Cafea Bună Distribuție SRL' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Produsele comerciantului' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await expect(asked.at(-1)).toMatchObject({ owner: seller.uuid });
    await expect(canvas.queryByRole('button', { name: 'Elimină filtrul' })).toBeNull();
  },
};

/** A seller never checked and who set no terms: said so, with a way to ask them. */
export const UnverifiedWithoutTerms: Story = {
  args: {
    api: {
      [sellerCall]: { body: { ...seller, company: { state: 'UNCHECKED' }, deliveryTerms: undefined } },
      [search]: { body: { products: [], total: { value: 0, relation: 'eq' } } },
    },
  },
  play: async ({ canvas }) => {
    const about = await canvas.findByRole('region', { name: 'Despre comerciant' });
    await expect(about).toHaveTextContent('Firmă neverificată la ANAF');
    await expect(about).toHaveTextContent('nu a spus încă unde și când livrează');
  },
};

/** An address that names no seller shown: said so. */
export const NotFound: Story = {
  args: { api: { [sellerCall]: failure(404, 'NOT_FOUND') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Comerciantul nu a fost găsit/)).toBeVisible();
  },
};

/** On a 320 px phone the page reflows: the badge, the address and the cards fit. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await expectReflow();
  },
};
