import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = { title: 'Fields/NumberField', component: NumberField, args: { label: 'Preț', onChange: fn() } } satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Price: Story = {
  args: { defaultValue: 1234.5 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Preț' }) as HTMLInputElement;
    // Intl puts a no-break space before the currency.
    await expect(input.value.replace(/\s/g, ' ')).toBe('1.234,50 RON');
  },
};
export const Invalid: Story = { args: { defaultValue: 0, errorMessage: 'Prețul trebuie să fie mai mare decât 0.' } };
export const TypedWithDecimalComma: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Preț' });
    await userEvent.click(input);
    await userEvent.keyboard('12,5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledWith(12.5);
  },
};
