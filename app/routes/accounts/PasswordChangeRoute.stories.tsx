import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { recorded } from '../../testing/stub-fetch';
import { expectReflow, onPhone } from '../../testing/reflow';
import PasswordChangeRoute from './PasswordChangeRoute';

const changeUrl = 'PUT /svc/auth/api/profile/anapop/change-password';
const sent: unknown[] = [];

// A change that succeeds, and the move to the profile a second later, is walked in e2e/account-recovery.spec.ts: the move lands inside the story runner's act().

const meta = {
  title: 'Screens/PasswordChange',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/password-change',
    route: '/password-change',
    screen: <PasswordChangeRoute />,
    session: 'seller',
    guarded: true,
    api: {
      [changeUrl]: recorded(sent, { status: 204 }),
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong current password: the server's answer is said at that field, in Romanian, and the new password stays typed. */
export const WrongCurrentPassword: Story = {
  args: {
    api: {
      // The answer comes a moment later, as over a network: frames after the submit, and the refusal still takes the keyboard to the field it marks.
      [changeUrl]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return {
          status: 400,
          body: {
            type: 'about:blank',
            title: 'PASSWORD_MISS_MATCH',
            status: 400,
            code: 'PASSWORD_MISS_MATCH',
            errors: [{ field: 'currentPassword', rule: 'currentPassword', message: 'Parola actuală nu este corectă.' }],
          },
        };
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Parola actuală', { selector: 'input' }), 'Gresita!123');
    await userEvent.type(canvas.getByLabelText('Parola nouă', { selector: 'input' }), 'Ceainic!Galben#Raft7');
    await userEvent.type(canvas.getByLabelText('Confirmă parola nouă', { selector: 'input' }), 'Ceainic!Galben#Raft7{Enter}');
    await canvas.findByText('Parola actuală nu este corectă.', {}, { timeout: 5000 });
    await expect(canvas.getByLabelText('Parola actuală', { selector: 'input' })).toHaveAccessibleDescription('Parola actuală nu este corectă.');
    await waitFor(() => expect(canvas.getByLabelText('Parola actuală', { selector: 'input' })).toHaveFocus());
    await expect(canvas.getByLabelText('Parola nouă', { selector: 'input' })).toHaveValue('Ceainic!Galben#Raft7');
  },
};

/** Two new passwords that differ are refused before anything is sent. */
export const Mismatch: Story = {
  play: async ({ canvas }) => {
    sent.length = 0;
    await userEvent.type(await canvas.findByLabelText('Parola actuală', { selector: 'input' }), 'Munte!Verde#2031');
    await userEvent.type(canvas.getByLabelText('Parola nouă', { selector: 'input' }), 'Ceainic!Galben#Raft7');
    await userEvent.type(canvas.getByLabelText('Confirmă parola nouă', { selector: 'input' }), 'Ceainic!Galben#Raft8{Enter}');
    await canvas.findByText('Parolele nu coincid.', {}, { timeout: 5000 });
    await expect(canvas.getByLabelText('Confirmă parola nouă', { selector: 'input' })).toHaveAccessibleDescription('Parolele nu coincid.');
    expect(sent).toEqual([]);
  },
};

/** On a 320 px phone: the three fields fit the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Schimbă parola' })).toBeVisible();
    await expectReflow();
  },
};
