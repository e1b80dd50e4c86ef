import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { hoverPlay, tabFocusPlay } from '../testing/interaction-plays';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Salvează', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Anulează' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Șterge produsul' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'Elimină filtrul' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true, children: 'Se salvează…' } };

export const PressedWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Salvează' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const DisabledIgnoresPresses: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Under the pointer: the hover colour comes from react-aria's `data-hovered` (the screenshot keeps it). */
export const Hovered: Story = { play: hoverPlay('Salvează') };

/** Reached with Tab: the focus ring shows (a mouse click would not show it). */
export const FocusVisible: Story = {
  args: { variant: 'secondary', children: 'Anulează' },
  play: tabFocusPlay('Anulează'),
};

/** Saves, and is unavailable until the save is done: the button that starts the request. */
function SavesForAWhile() {
  const [saving, setSaving] = useState(false);
  return (
    <Button isDisabled={saving} onPress={() => setSaving(true)}>
      {saving ? 'Se salvează…' : 'Salvează'}
    </Button>
  );
}

/**
 * Pressed from the keyboard, the button becomes unavailable while its request runs: it keeps
 * the focus (it never falls to `<body>`) as `aria-disabled`, ignores presses, and is disabled
 * as asked once focus moves on.
 */
export const KeepsFocusWhileUnavailable: Story = {
  render: () => (
    <>
      <SavesForAWhile />
      <button type="button">Următorul</button>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: /Se salvează/ });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toHaveAttribute('disabled');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Următorul' })).toHaveFocus();
    await expect(button).toBeDisabled();
  },
};

/** Unavailable but reachable: Tab stops on it and a screen reader hears why; presses do nothing. */
export const FocusableWhileUnavailable: Story = {
  render: (args) => (
    <>
      <Button {...args} isDisabled isFocusableWhenDisabled aria-describedby="motiv">
        Vezi ce se schimbă
      </Button>
      <p id="motiv">Corectează rândurile cu erori ca să continui.</p>
    </>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Vezi ce se schimbă' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Corectează rândurile cu erori ca să continui.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
