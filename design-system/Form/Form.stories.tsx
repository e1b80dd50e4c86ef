import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

const meta = {
  title: 'Fields/Form',
  component: Form,
  args: {
    'aria-label': 'Autentificare',
    onSubmit: fn(),
    children: (
      <>
        <TextField label="Utilizator" name="username" isRequired />
        <PasswordField label="Parola" name="password" isRequired />
        <Button type="submit">Login</Button>
      </>
    ),
  },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FocusesTheFirstMissingField: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByRole('textbox', { name: 'Utilizator' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('ana2024');
    await userEvent.tab();
    await userEvent.keyboard('Parola!123');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WithServerErrors: Story = {
  args: { validationErrors: { username: 'Numele de utilizator este deja folosit.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Utilizator' })).toHaveAccessibleDescription('Numele de utilizator este deja folosit.');
  },
};

function CheckedByTheScreen({ onSubmit }: { onSubmit: () => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Form
      aria-label="Contact"
      validationErrors={errors}
      onSubmit={() => {
        onSubmit();
        setErrors({ email: 'Email invalid.' });
      }}
    >
      <TextField label="Nume" name="name" defaultValue="Ana" />
      <TextField label="Email" name="email" defaultValue="ana" />
      <Button type="submit">Trimite</Button>
    </Form>
  );
}

/** When the screen's rules (not the browser's) find a problem, focus still goes to the field. */
export const FocusesTheFirstFieldTheScreenRejects: Story = {
  render: (args) => <CheckedByTheScreen onSubmit={args.onSubmit as () => void} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email invalid.');
  },
};
