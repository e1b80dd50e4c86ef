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

/** A form whose e-mail is refused on submit: by the screen's rules at once, or by a server's answer 300 ms later. */
function RefusesTheEmail({ onSubmit, answersLater = false }: { onSubmit: () => void; answersLater?: boolean }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refuse = () => setErrors({ email: 'Email invalid.' });
  return (
    <Form
      aria-label="Contact"
      validationErrors={errors}
      onSubmit={() => {
        onSubmit();
        if (answersLater) setTimeout(refuse, 300);
        else refuse();
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
  render: (args) => <RefusesTheEmail onSubmit={args.onSubmit as () => void} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email invalid.');
  },
};

/** A refusal that comes frames after the submit, as a server's does, still takes the keyboard to the field it marks. */
export const FocusesTheFieldALateRefusalMarks: Story = {
  render: (args) => <RefusesTheEmail onSubmit={args.onSubmit as () => void} answersLater />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Nume' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Nume' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email invalid.');
  },
};

/** A late refusal does not take the keyboard from someone already typing again. */
export const LeavesTheKeyboardWithSomeoneTyping: Story = {
  render: (args) => <RefusesTheEmail onSubmit={args.onSubmit as () => void} answersLater />,
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Nume' });
    await userEvent.click(name);
    await userEvent.keyboard('{Enter}a');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email invalid.'));
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue('Anaa');
  },
};
