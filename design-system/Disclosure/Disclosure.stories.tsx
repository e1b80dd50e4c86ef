import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Layout/Disclosure',
  component: Disclosure,
  args: {
    title: 'Produse noi',
    count: '3',
    onExpandedChange: fn(),
    children: (
      <ul>
        <li>Cafea boabe Arabica 1 kg</li>
        <li>Zahăr plic 5 g</li>
        <li>Ceașcă espresso 80 ml</li>
      </ul>
    ),
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the heading and its count show; the list is hidden from everyone. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Produse noi/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Zahăr plic 5 g')).not.toBeVisible();
  },
};

export const Open: Story = { args: { defaultExpanded: true } };

/** Opened from the keyboard: Tab to the button, Enter opens it, Space closes it. */
export const OpenedWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /Produse noi/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Zahăr plic 5 g')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The title is a heading of the page's outline, at the level given. */
export const AsHeading: Story = {
  args: { level: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: /Produse noi/ })).toBeVisible();
  },
};
