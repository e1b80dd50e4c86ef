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

export const Verified: Story = { args: { user: { ...user, isVerified: true }, actions: <Button isDisabled>Valideaza</Button> } };
export const Administrator: Story = {
  args: { user: { ...user, username: 'admin', roles: ['ADMIN_HORECA'], isVerified: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ADMIN_HORECA')).toBeInTheDocument();
  },
};
