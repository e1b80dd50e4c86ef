import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = { title: 'Fields/TextField', component: TextField, args: { label: 'Utilizator' } } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { label: 'Telefon', description: 'Format: 07xxxxxxxx sau +407xxxxxxxx' } };
export const Invalid: Story = {
  args: { label: 'Telefon', defaultValue: '0612', errorMessage: 'Telefon invalid. Format: +407xxxxxxxx' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Telefon' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Telefon invalid. Format: +407xxxxxxxx');
  },
};
export const Disabled: Story = { args: { label: 'Nume vânzător', defaultValue: 'Cafeneaua Anei SRL', isDisabled: true } };
export const LongRomanianText: Story = {
  args: {
    label: 'Descriere',
    defaultValue: 'Țuică de prune din Maramureș, dublu distilată, îmbuteliată în sticlă de 0,5 l – ideală pentru restaurante tradiționale.',
  },
};
export const Typing: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('ana2024');
    await expect(canvas.getByRole('textbox', { name: 'Utilizator' })).toHaveValue('ana2024');
  },
};

/** With the focus in it: the ring shows on the input. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Utilizator' })).toHaveAttribute('data-focused', 'true');
  },
};
