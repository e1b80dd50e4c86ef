import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';
import { computed, expectForcedColors } from '../testing/forced-colors';

const meta = { title: 'Fields/Switch', component: Switch, args: { label: 'Livrabil', onChange: fn() } } satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { label: 'În stoc', defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };

/** With how many results it would show: the count is part of the switch's name. */
export const Counted: Story = {
  args: { count: 1204 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Livrabil (1.204)' })).not.toBeChecked();
  },
};

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

/**
 * Windows high contrast (the story test emulates `forced-colors: active`): the track keeps an
 * edge, and "on" shows the system's highlight, so the two states differ and neither vanishes.
 */
export const ForcedColors: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '2rem' }}>
      <Switch label="Livrabil" />
      <Switch label="În stoc" defaultSelected />
    </div>
  ),
  play: async ({ canvas }) => {
    await expectForcedColors();
    const track = (name: string) => canvas.getByText(name).querySelector('span[aria-hidden="true"]') as Element;
    await expect(computed(track('Livrabil'), 'borderTopWidth')).not.toBe('0px');
    await expect(computed(track('Livrabil'), 'borderTopColor')).not.toBe(computed(track('Livrabil'), 'backgroundColor'));
    await expect(computed(track('În stoc'), 'backgroundColor')).not.toBe(computed(track('Livrabil'), 'backgroundColor'));
  },
};
