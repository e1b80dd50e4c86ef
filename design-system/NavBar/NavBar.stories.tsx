import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyMenu } from '../styles/nav-fixtures';
import { NavBar } from './NavBar';

const meta = {
  title: 'Chrome/NavBar',
  component: NavBar,
  args: { entries: storyMenu(false), currentPath: '/search', isAuthenticated: false, version: '0.0.21-p', siteName: 'Catalog HoReCa', onLogout: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cautare' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Profil' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
    await expect(canvas.getByText('v0.0.21-p')).toBeInTheDocument();
  },
};

export const Seller: Story = {
  args: { entries: storyMenu(true), isAuthenticated: true, currentPath: '/products-management' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Profil' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delogare' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Admin: Story = {
  args: { entries: storyMenu(true, true), isAuthenticated: true, currentPath: '/admin/users' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: { entries: storyMenu(true), isAuthenticated: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Meniu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Contact' })).toBeVisible();
  },
};
