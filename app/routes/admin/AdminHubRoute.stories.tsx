import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import AdminHubRoute from './AdminHubRoute';

const meta = {
  title: 'Screens/AdminHub',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin', route: '/admin', screen: <AdminHubRoute />, session: 'admin' },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both zones an administrator works in, each a navigation of its own; the keyboard reaches the first link of the administrators' zone. */
export const Zones: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Administrare' })).toBeVisible();
    const sellers = canvas.getByRole('navigation', { name: 'Zona vânzătorului' });
    const admins = canvas.getByRole('navigation', { name: 'Zona de administrare' });
    await expect(within(sellers).getByRole('link', { name: 'Codul meu QR' })).toHaveAttribute('href', '/myQr');
    await expect(within(admins).getByRole('link', { name: 'Utilizatori' })).toHaveAttribute('href', '/admin/users');
    within(sellers).getAllByRole('link').at(-1)?.focus();
    await userEvent.tab();
    await expect(within(admins).getByRole('link', { name: 'Panou' })).toHaveFocus();
  },
};

/** On a 320 px phone: both zones wrap inside the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Administrare' })).toBeVisible();
    await expectReflow();
  },
};
