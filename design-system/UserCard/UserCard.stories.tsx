import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { UserCard, type UserCardData } from './UserCard';

const user: UserCardData = {
  uuid: '7d9f1a52-3c1e-4b7a-9e55-0a1b2c3d4e5f',
  username: 'cafeabuna',
  email: 'contact@cafeabuna.ro',
  phone: '0722101101',
  firstName: 'Andrei',
  lastName: 'Mocanu',
  sellerName: 'Cafea Bună Distribuție SRL',
  isVerified: false,
  isEnabled: true,
  roles: ['SELLER_HORECA'],
};

const meta = { title: 'Catalogue/UserCard', component: UserCard, args: { user } } satisfies Meta<typeof UserCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Valideaza</Button>
        <Button variant="secondary">Dezactivează</Button>
        <Button variant="secondary">Editează</Button>
        <Button variant="danger">Șterge</Button>
      </>
    ),
  },
};
/** A seller registered before the fiscal code was checked (issue #49): kept working, flagged to the administrator. */
export const InvalidCompanyCode: Story = {
  args: { user: { ...user, sellerIdentifier: 'RO123456', sellerIdentifierValid: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CUI invalid')).toBeVisible();
    await expect(canvas.getByText('RO123456 — cifra de control nu se potrivește')).toBeVisible();
  },
};

/** A company the register found struck off (issue #49): the administrator sees why its products left search, and when it was asked. */
export const CompanyStruckOff: Story = {
  args: {
    user: {
      ...user,
      isVerified: true,
      sellerIdentifier: 'RO14399840',
      sellerIdentifierValid: true,
      company: {
        state: 'STRUCK_OFF',
        checkedAt: '2026-11-28T02:10:00.000Z',
        name: 'CAFEA BUNĂ DISTRIBUȚIE SRL',
        registration: 'J40/372/2002',
        vatPayer: false,
        since: '2026-11-20',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Firmă radiată: produse ascunse')).toBeVisible();
    await expect(canvas.getByText('verificat la 28.11.2026, CAFEA BUNĂ DISTRIBUȚIE SRL, J40/372/2002, neplătitor de TVA, din 20.11.2026')).toBeVisible();
  },
};

export const Verified: Story = { args: { user: { ...user, isVerified: true }, actions: <Button isDisabled>Valideaza</Button> } };
export const Administrator: Story = {
  args: { user: { ...user, username: 'admin', roles: ['ADMIN_HORECA'], isVerified: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ADMIN_HORECA')).toBeInTheDocument();
  },
};
