import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { recorded } from '../../testing/stub-fetch';
import { expectReflow, onPhone } from '../../testing/reflow';
import PasswordResetRoute from './PasswordResetRoute';

const sent: unknown[] = [];

// A reset that succeeds, and the move to the login two seconds later, is walked in e2e/account-recovery.spec.ts.

const meta = {
  title: 'Screens/PasswordReset',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/password-reset?email=ana%40bistro.ro&token=m3pdk7f2',
    route: '/password-reset',
    screen: <PasswordResetRoute />,
    api: {
      'POST /svc/auth/api/profile/reset-password': recorded(sent, { status: 204 }),
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A password too short is refused with the rule it breaks, before anything is sent. */
export const WeakPassword: Story = {
  play: async ({ canvas }) => {
    sent.length = 0;
    await userEvent.type(await canvas.findByLabelText('Parola nouă', { selector: 'input' }), 'scurta');
    await userEvent.type(canvas.getByLabelText('Confirmă parola nouă', { selector: 'input' }), 'scurta{Enter}');
    await expect(canvas.getByLabelText('Parola nouă', { selector: 'input' })).toHaveAccessibleDescription(
      expect.stringContaining('Parola trebuie să aibă cel puțin 8 caractere, cu o literă, o cifră și un caracter special.'),
    );
    expect(sent).toEqual([]);
  },
};

/** A link without its token: the form is not offered, and the page says why. */
export const IncompleteLink: Story = {
  args: { path: '/password-reset?email=ana%40bistro.ro' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Token sau email lipsesc!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Salvează parola' })).toBeNull();
  },
};

/** On a 320 px phone: both fields and the strength meter fit the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Parolă nouă' })).toBeVisible();
    await expectReflow();
  },
};
