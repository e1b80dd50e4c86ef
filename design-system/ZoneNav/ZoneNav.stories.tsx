import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ZoneNav } from './ZoneNav';

const seller = {
  label: 'Zona vânzătorului',
  entries: [
    { href: '/products-management', label: 'Produse' },
    { href: '/upload/catalog', label: 'Încarcă catalog' },
    { href: '/myQr', label: 'Codul meu QR' },
  ],
};
const admin = {
  label: 'Zona de administrare',
  entries: [
    { href: '/admin/dashboard', label: 'Panou' },
    { href: '/admin/users', label: 'Utilizatori' },
    { href: '/admin/search', label: 'Opțiuni căutare' },
    { href: '/products-management', label: 'Produse' },
    { href: '/sitemap', label: 'Harta site-ului' },
  ],
};

const meta = { title: 'Navigation/ZoneNav', component: ZoneNav, args: { ...seller, currentPath: '/upload/catalog' } } satisfies Meta<typeof ZoneNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Seller: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Încarcă catalog' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Codul meu QR' })).toHaveAttribute('href', '/myQr');
  },
};
export const Admin: Story = {
  args: { ...admin, currentPath: '/admin/users' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Zona de administrare' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Utilizatori' })).toHaveAttribute('aria-current', 'page');
  },
};
