import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StrengthMeter } from './StrengthMeter';

const meta = { title: 'Feedback/StrengthMeter', component: StrengthMeter, args: { score: 4 } } satisfies Meta<typeof StrengthMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

const leet = 'Parola seamănă prea mult cu o parolă foarte folosită, chiar cu litere înlocuite de cifre sau simboluri.';

/** A guessed password: the verdict in words for screen readers and the eye, and why it is weak. */
export const Weak: Story = {
  args: { score: 1, reason: leet },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Puterea parolei' });
    await expect(meter).toHaveAttribute('aria-valuenow', '1');
    await expect(meter).toHaveAttribute('aria-valuetext', 'slabă');
    await expect(canvas.getByText(`Puterea parolei: slabă. ${leet}`)).toHaveAttribute('aria-live', 'polite');
  },
};

/** Score 3, the least the server accepts. */
export const Good: Story = {
  args: { score: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Puterea parolei' })).toHaveAttribute('aria-valuetext', 'bună');
    await expect(canvas.getByText('Puterea parolei: bună.')).toBeInTheDocument();
  },
};

export const Strong: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Puterea parolei' })).toHaveAttribute('aria-valuetext', 'puternică');
  },
};

/** Nothing judged yet: the meter keeps its place, unseen and unread, and its live region waits for the verdict. */
export const NotJudgedYet: Story = {
  args: { score: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    const place = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(place).not.toBeVisible();
    await expect(place?.getBoundingClientRect().height).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  },
};

/** In Windows high contrast the lit segments keep showing, drawn in the system's highlight colour. */
export const ForcedColorsWeak: Story = { args: { score: 2, reason: 'Parola se ghicește prea ușor. Adaugă cuvinte mai puțin obișnuite.' } };
