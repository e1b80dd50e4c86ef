import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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
