import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../design-system';
import { expectReflow, onPhone } from '../testing/reflow';
import { EditDialog } from './EditDialog';

const meta = {
  title: 'Screens/Edit dialog',
  component: EditDialog,
  args: {
    title: 'Editează produsul',
    onClose: fn(),
    form: { pending: false, submit: fn() },
    failure: undefined,
    saveLabel: 'Salvează',
    cancelLabel: 'Anulează',
    children: <TextField label="Denumire" name="name" defaultValue="Cafea boabe 1 kg" />,
  },
} satisfies Meta<typeof EditDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Editează produsul' });

/** The dialog and its form are named by the title; save submits, cancel closes. */
export const Open: Story = {
  play: async ({ args }) => {
    const opened = await dialog();
    await expect(within(opened).getByRole('form', { name: 'Editează produsul' })).toBeVisible();
    await userEvent.click(within(opened).getByRole('button', { name: 'Salvează' }));
    await expect(args.form.submit).toHaveBeenCalled();
    await userEvent.click(within(opened).getByRole('button', { name: 'Anulează' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Escape closes it, as a keyboard user expects. */
export const Escape: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A refused save shows why above the fields, and the fields keep what was typed. */
export const Failed: Story = {
  args: { failure: 'Operatiunea a esuat. Produsul nu a fost salvat în căutare; nimic nu s-a schimbat.' },
  play: async () => {
    const opened = await dialog();
    await expect(within(opened).getByRole('alert')).toHaveTextContent('Operatiunea a esuat.');
    await expect(within(opened).getByRole('textbox', { name: 'Denumire' })).toHaveValue('Cafea boabe 1 kg');
  },
};

/** While it saves, neither button can be pressed again. */
export const Pending: Story = {
  args: { form: { pending: true, submit: fn() } },
  play: async () => {
    const opened = await dialog();
    await expect(within(opened).getByRole('button', { name: /Salvează/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(opened).getByRole('button', { name: 'Anulează' })).toBeDisabled();
  },
};

/** On a 320 px phone: the dialog, its fields and both buttons fit the screen. */
export const Phone: Story = {
  globals: onPhone,
  args: { failure: 'Operatiunea a esuat. Produsul nu a fost salvat în căutare; nimic nu s-a schimbat.' },
  play: async () => {
    await dialog();
    await expectReflow();
  },
};
