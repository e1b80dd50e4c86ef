import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = { title: 'Fields/Switch', component: Switch, args: { label: 'Livrabil', onChange: fn() } } satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { label: 'În stoc', defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };

export const ToggledWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: 'Livrabil' });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const ToggledByItsLabel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Livrabil'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Reached with Tab: the ring shows around the track. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Livrabil' }).closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};
