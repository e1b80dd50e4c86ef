import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ZoneNav } from './ZoneNav';

const meta = { title: 'Navigation/ZoneNav', component: ZoneNav, args: { zone: 'seller', currentPath: '/upload/catalog' } } satisfies Meta<typeof ZoneNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Seller: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Încarcă catalog' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Codul meu QR' })).toHaveAttribute('href', '/myQr');
  },
};
export const Admin: Story = {
  args: { zone: 'admin', currentPath: '/admin/users' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Zona de administrare' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Utilizatori' })).toHaveAttribute('aria-current', 'page');
  },
};
