import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

const units = [
  { id: 'H87', label: 'bucată' },
  { id: 'KGM', label: 'kilogram' },
  { id: 'GRM', label: 'gram' },
  { id: 'LTR', label: 'litru' },
  { id: 'MLT', label: 'mililitru' },
  { id: 'XBX', label: 'bax (cutie)' },
  { id: 'XPK', label: 'pachet' },
];

const meta = {
  title: 'Fields/ComboBox',
  component: ComboBox,
  args: { label: 'Unitate de vânzare', options: units, onSelectionChange: fn() },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = { args: { defaultSelectedKey: 'KGM', description: 'Cum vinzi produsul: la bucată, la kilogram, la bax…' } };

/**
 * Typed, the list narrows to the labels holding the text; a choice fills the field. The arrows
 * and Enter choose too: walked with a real keyboard in e2e/seller-products.spec.ts (the
 * simulated keys of a story reach react-aria's combo box only now and then).
 */
export const TypedAndChosen: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Unitate de vânzare' });
    await userEvent.type(input, 'li');
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((item) => item.textContent),
      ).toEqual(['litru', 'mililitru']),
    );
    await userEvent.click(within(list).getByRole('option', { name: 'litru' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('LTR');
    await expect(input).toHaveValue('litru');
  },
};

export const Invalid: Story = { args: { errorMessage: 'Alege o unitate de vânzare din listă (de exemplu bucată, kg, litru, bax).' } };

/** On a 320 px phone the field and its button fit. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
