import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectReflow, onPhone } from '../../testing/reflow';
import { ProductFieldControl, type FieldControlProps } from './ProductFieldControl';

/** A control holding its own value, as the form does, reporting each change. */
function Controlled(props: FieldControlProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ProductFieldControl
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Product form fields',
  component: Controlled,
  args: { field: 'gtin', value: undefined, errorMessage: undefined, pending: false, onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A barcode is checked as it is typed (issue #48): a wrong check digit says so before the form is sent. */
export const BarcodeCheckedAsTyped: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Cod de bare (GTIN / EAN)' });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '5942321000016');
    await expect(field).toHaveAccessibleDescription(/Cifra de control a codului de bare nu se potrivește/);
    await userEvent.clear(field);
    await userEvent.type(field, '594 2321 000015');
    await expect(field).toHaveAccessibleDescription('Cod de bare valid.');
  },
};

/** The unit of sale, found by typing and chosen (by keyboard in e2e/seller-products.spec.ts). */
export const UnitOfSale: Story = {
  args: { field: 'unitCode' },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Unitate de vânzare' });
    await userEvent.type(field, 'bax');
    const list = await within(document.body).findByRole('listbox');
    await userEvent.click(await within(list).findByRole('option', { name: 'bax (cutie)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('XBX');
  },
};

/** What a unit holds: three controls under one legend, and a refusal under them, announced. */
export const ContentRefused: Story = {
  args: { field: 'content', value: { count: 6, amount: 0, unit: 'LTR' }, errorMessage: 'Conținutul se scrie ca „6 x 1 l”, „10 kg” sau „500 g”.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Conținut per unitate' });
    await expect(within(group).getByRole('textbox', { name: 'Bucăți în unitate' })).toHaveValue('6');
    await expect(within(group).getByRole('alert')).toHaveTextContent(/Conținutul se scrie/);
  },
};

/** Emptying every part of the content leaves the field out, rather than sending a broken one. */
export const ContentCleared: Story = {
  args: { field: 'content', value: { count: 6, amount: 1, unit: undefined } },
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Bucăți în unitate' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Cantitate pe bucată' }));
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined);
  },
};

/** The TVA rates in force, the standard one first for a product without its own. */
export const VatRate: Story = {
  args: { field: 'vatRate', value: 11 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Cota TVA/ })).toHaveTextContent('11 %');
  },
};

/** On a 320 px phone the content's three controls wrap and fit. */
export const ContentOnPhone: Story = {
  globals: onPhone,
  args: { field: 'content', value: { count: 6, amount: 1.5, unit: 'LTR' } },
  play: async () => {
    await expectReflow();
  },
};
