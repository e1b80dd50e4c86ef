import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import { failure } from '../../testing/stub-fetch';
import DeleteAccountRoute from './DeleteAccountRoute';

// A deletion that succeeds, and the move to the login after it, is walked in e2e/account-recovery.spec.ts.

const meta = {
  title: 'Screens/DeleteAccount',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/delete-account?email=ana%40bistro.ro&token=q4mk7f2x',
    route: '/delete-account',
    screen: <DeleteAccountRoute />,
    api: {
      'DELETE /svc/auth/api/profile/delete-account': { status: 204 },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An expired link: nothing is deleted, and the page says why in Romanian. */
export const ExpiredLink: Story = {
  args: { api: { 'DELETE /svc/auth/api/profile/delete-account': failure(400, 'INVALID_TOKEN') } },
  play: async ({ canvas }) => {
    const said = await canvas.findAllByText('Contul nu a putut fi șters. Linkul nu este valid sau a fost deja folosit.');
    await expect(said[0]).toBeVisible();
  },
};

/** On a 320 px phone: the message fits the screen. */
export const Phone: Story = {
  globals: onPhone,
  args: { path: '/delete-account?email=ana%40bistro.ro' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Linkul de ștergere nu este complet. Deschide-l din nou din e-mail.')).toBeVisible();
    await expectReflow();
  },
};
