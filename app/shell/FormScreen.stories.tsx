import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from '../../design-system';
import { FormScreen } from './FormScreen';

const meta = {
  title: 'Screens/Form screen',
  component: FormScreen,
  args: {
    title: 'Resetare parolă',
    lead: 'Scrie adresa de e-mail a contului și îți trimitem un link pentru a alege o parolă nouă.',
    success: 'Dacă adresa aparține unui cont, vei primi în câteva minute un e-mail cu linkul de resetare.',
    form: { succeeded: false, pending: false, submit: fn() },
    failure: undefined,
    submitLabel: 'Trimite linkul',
    children: <TextField label="Email" name="email" />,
  },
} satisfies Meta<typeof FormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form, named by the heading, and its submit. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Resetare parolă' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Resetare parolă' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite linkul' }));
    await expect(args.form.submit).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { failure: 'Eroare la trimiterea mesajului. Te rugam sa incerci din nou.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Eroare la trimiterea mesajului.');
    await expect(canvas.getByRole('form', { name: 'Resetare parolă' })).toBeVisible();
  },
};

/** While it sends, the button says so and cannot be pressed twice. */
export const Pending: Story = {
  args: { form: { succeeded: false, pending: true, submit: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Trimite linkul/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Once it has succeeded, the success replaces the form. */
export const Succeeded: Story = {
  args: { form: { succeeded: true, pending: false, submit: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/vei primi în câteva minute un e-mail/)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** A reset link without its token: the reason replaces the form. */
export const Blocked: Story = {
  args: { title: 'Parolă nouă', lead: undefined, blocked: 'Token sau email lipsesc!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Token sau email lipsesc!')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
