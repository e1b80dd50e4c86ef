import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { computed, expectForcedColors } from '../testing/forced-colors';

const meta = { title: 'Fields/Checkbox', component: Checkbox, args: { children: 'Accept termenii și condițiile', onChange: fn() } } satisfies Meta<
  typeof Checkbox
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultSelected: true } };
export const Invalid: Story = { args: { isInvalid: true } };

/** With a description under it, read with its name by a screen reader. */
export const WithDescription: Story = {
  args: {
    children: 'Închide sesiunile deschise pe alte dispozitive',
    description: 'Cine a intrat doar cu parola va trebui să se autentifice din nou.',
    defaultSelected: true,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Închide sesiunile deschise pe alte dispozitive' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('Cine a intrat doar cu parola va trebui să se autentifice din nou.');
  },
};
export const CheckedWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Accept termenii și condițiile' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Reached with Tab: the ring shows around the box. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Accept termenii și condițiile' }).closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Windows high contrast: the empty box keeps its edge and a ticked one the system's highlight. */
export const ForcedColors: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '2rem' }}>
      <Checkbox>Neînchis</Checkbox>
      <Checkbox defaultSelected>Bifat</Checkbox>
    </div>
  ),
  play: async ({ canvas }) => {
    await expectForcedColors();
    const box = (name: string) => canvas.getByText(name).closest('label')?.querySelector('span[aria-hidden="true"]') as Element;
    await expect(computed(box('Neînchis'), 'borderTopWidth')).not.toBe('0px');
    await expect(computed(box('Bifat'), 'backgroundColor')).not.toBe(computed(box('Neînchis'), 'backgroundColor'));
  },
};
