import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SellerInfo } from './SellerInfo';

const verified = {
  name: 'Cafea Bună SRL',
  fiscalCode: 'RO14399840',
  phone: '0722101101',
  email: 'comenzi@cafeabuna.ro',
  company: {
    state: 'ACTIVE' as const,
    name: 'CAFEA BUNĂ DISTRIBUȚIE SRL',
    address: 'MUNICIPIUL BUCUREŞTI, SECTOR 1, STR. EXEMPLU, NR.1',
    registration: 'J40/372/2002',
  },
};

const terms = [
  { label: 'Comandă minimă', value: '300,00 RON' },
  { label: 'Zile de livrare', value: 'luni, miercuri și vineri' },
  { label: 'Comenzi până la', value: 'ora 14:00 pentru livrarea următoare' },
  { label: 'Livrează în', value: 'București, Cluj-Napoca, Iași' },
];

const meta = {
  title: 'Data display/SellerInfo',
  component: SellerInfo,
  args: {
    seller: verified,
    heading: 'Despre comerciant',
    headingLevel: 2,
    badge: 'Firmă activă, plătitor de TVA — verificat la 28.11.2026',
    terms,
    freshness: 'Catalog actualizat acum 2 zile',
  },
} satisfies Meta<typeof SellerInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company the register found active: the dated badge, the trader's identity, a phone to call and an address to write to, the terms. */
export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Despre comerciant' })).toBeVisible();
    await expect(canvas.getByText('Firmă activă, plătitor de TVA — verificat la 28.11.2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '0722101101' })).toHaveAttribute('href', 'tel:0722101101');
    await expect(canvas.getByRole('link', { name: 'comenzi@cafeabuna.ro' })).toHaveAttribute('href', 'mailto:comenzi@cafeabuna.ro');
    await expect(canvas.getByText('J40/372/2002')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Condiții de livrare', level: 3 })).toBeVisible();
  },
};

/** Never asked (always, in local mode): the seller's own name stands for the company's. */
export const Unverified: Story = {
  args: { seller: { ...verified, company: { state: 'UNCHECKED' } }, badge: 'Firmă neverificată la ANAF' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Firmă neverificată la ANAF')).toBeVisible();
    await expect(canvas.queryByText('Nr. Reg. Com.')).toBeNull();
    await expect(canvas.getByText('Cafea Bună SRL')).toBeVisible();
  },
};

/** A company the register found inactive: its badge says so, in the danger tone. */
export const Inactive: Story = {
  args: { seller: { ...verified, company: { ...verified.company, state: 'INACTIVE' } }, badge: 'Firmă inactivă fiscal — verificat la 28.11.2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Firmă inactivă fiscal — verificat la 28.11.2026')).toBeVisible();
  },
};

/** Beside a product, a step lower, with the way to the seller's page; no terms set yet. */
export const BesideAProductWithoutTerms: Story = {
  args: { heading: 'Informații comerciant', headingLevel: 3, terms: [], freshness: undefined, pageHref: '/seller/cafea-buna-srl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Informații comerciant', level: 3 })).toBeVisible();
    await expect(canvas.getByText(/nu a spus încă unde și când livrează/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pagina comerciantului Cafea Bună SRL' })).toHaveAttribute('href', '/seller/cafea-buna-srl');
  },
};

/** On a 320 px phone the long address and e-mail wrap: nothing runs off the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
