import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import RegisterRoute from './RegisterRoute';

const meta = {
  title: 'Screens/Register',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/register', route: '/register', screen: <RegisterRoute /> },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submit waits for the terms. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Creează cont' })).toBeDisabled();
  },
};

/** Every rule of docs/product.md §5 says what is wrong, in Romanian. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Utilizator'), 'ab!');
    await userEvent.type(canvas.getByLabelText('Email'), 'nu-e-email');
    await userEvent.type(canvas.getByLabelText('Telefon'), '0612');
    await userEvent.type(canvas.getByLabelText('Parola', { selector: 'input' }), 'scurta');
    await userEvent.type(canvas.getByLabelText('Confirmă parola', { selector: 'input' }), 'alta');
    await userEvent.click(canvas.getByText('Am citit și accept termenii și condițiile'));
    await userEvent.click(canvas.getByRole('button', { name: 'Creează cont' }));
    await expect(canvas.getByText('Numele de utilizator trebuie să aibă cel puțin 4 caractere.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Utilizator')).toHaveFocus());
    await expect(canvas.getByText('Email invalid.')).toBeVisible();
    await expect(canvas.getByText('Telefon invalid. Format: +407xxxxxxxx')).toBeVisible();
    await expect(canvas.getByText('Parolele nu coincid.')).toBeVisible();
  },
};

/** On a 320 px phone, with every field's error shown. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('Am citit și accept termenii și condițiile'));
    await userEvent.click(canvas.getByRole('button', { name: 'Creează cont' }));
    await expect(canvas.getAllByText('Câmpul este obligatoriu.').length).toBeGreaterThan(2);
    await expectReflow();
  },
};
