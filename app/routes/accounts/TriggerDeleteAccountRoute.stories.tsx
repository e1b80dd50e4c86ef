import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import TriggerDeleteAccountRoute from './TriggerDeleteAccountRoute';

let asked = 0;

const meta = {
  title: 'Screens/TriggerDeleteAccount',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/trigger-delete-account',
    route: '/trigger-delete-account',
    screen: <TriggerDeleteAccountRoute />,
    session: 'seller',
    guarded: true,
    api: {
      'DELETE /svc/auth/api/profile/trigger-delete-account': () => {
        asked += 1;
        return { status: 202 };
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: the button asks first; confirming sends the mail once and says so. */
export const Confirm: Story = {
  play: async ({ canvas, canvasElement }) => {
    asked = 0;
    (await canvas.findByRole('button', { name: 'Trimite e-mailul de confirmare' })).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Ștergi contul?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite' }));
    expect((await canvas.findAllByText('Ți-am trimis un e-mail cu linkul de confirmare a ștergerii.')).length).toBeGreaterThan(0);
    expect(asked).toBe(1);
  },
};

/** Escape closes the question, gives the focus back to the button, and sends nothing. */
export const ChangeOfMind: Story = {
  play: async ({ canvas, canvasElement }) => {
    asked = 0;
    const button = await canvas.findByRole('button', { name: 'Trimite e-mailul de confirmare' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Ștergi contul?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    expect(asked).toBe(0);
  },
};

/** On a 320 px phone: the warning and its button fit the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Șterge contul' })).toBeVisible();
    await expectReflow();
  },
};
