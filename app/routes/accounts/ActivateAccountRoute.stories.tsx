import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure, recorded } from '../../testing/stub-fetch';
import ActivateAccountRoute from './ActivateAccountRoute';

const sent: unknown[] = [];

const meta = {
  title: 'Screens/ActivateAccount',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/activate-account?email=ana%40bistro.ro&token=k7f2xq4m',
    route: '/activate-account',
    screen: <ActivateAccountRoute />,
    api: {
      'POST /svc/auth/api/profile/activate-account': recorded(sent, { status: 204 }),
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mailed link activates the account on opening, once, and says so before going to the login. */
export const Activated: Story = {
  play: async ({ canvas }) => {
    sent.length = 0;
    await expect(await canvas.findByText('Contul a fost activat. Te ducem la autentificare în câteva secunde.')).toBeVisible();
    expect(sent).toEqual([{ email: 'ana@bistro.ro', token: 'k7f2xq4m' }]);
  },
};

/** A link used before: why it failed, in Romanian, and the way to the login. */
export const UsedLink: Story = {
  args: { api: { 'POST /svc/auth/api/profile/activate-account': failure(400, 'INVALID_TOKEN') } },
  play: async ({ canvas }) => {
    const said = await canvas.findAllByText('Contul nu a putut fi activat. Linkul nu este valid sau a fost deja folosit.');
    await expect(said[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mergi la autentificare' })).toHaveAttribute('href', '/login');
  },
};

/** A link cut short in the mail program: nothing is sent, and the page says to open it again. */
export const IncompleteLink: Story = {
  args: { path: '/activate-account?email=ana%40bistro.ro' },
  play: async ({ canvas }) => {
    sent.length = 0;
    await expect(await canvas.findByText('Linkul de activare nu este complet. Deschide-l din nou din e-mail.')).toBeVisible();
    expect(sent).toEqual([]);
  },
};

/** On a 320 px phone: the message fits the screen. */
export const Phone: Story = {
  globals: onPhone,
  args: { path: '/activate-account?email=ana%40bistro.ro' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Activare cont' })).toBeVisible();
    await expectReflow();
  },
};
