import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = { title: 'Fields/PasswordField', component: PasswordField, args: { label: 'Parola' } } satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = {
  args: { defaultValue: 'scurta', errorMessage: 'Parola trebuie să aibă cel puțin 8 caractere, cu o literă, o cifră și un caracter special.' },
};

export const ShowAndHide: Story = {
  args: { defaultValue: 'Parola!123' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await expect(input).toHaveAttribute('type', 'password');
    const show = canvas.getByRole('button', { name: 'Arată parola' });
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Ascunde parola' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** A new password with its strength under it; the meter and its reason do not steal the field's description. */
export const NewPasswordWithStrength: Story = {
  args: {
    label: 'Parola',
    defaultValue: 'Qwerty!123',
    autoComplete: 'new-password',
    description: 'Cel puțin 8 caractere, cu o literă, o cifră și un caracter special.',
    strength: { score: 1, reason: 'Un rând drept de taste se ghicește ușor.' },
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await expect(input).toHaveAccessibleDescription('Cel puțin 8 caractere, cu o literă, o cifră și un caracter special.');
    await expect(canvas.getByRole('meter', { name: 'Puterea parolei' })).toHaveAttribute('aria-valuetext', 'slabă');
  },
};
