import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PriceRange, type PriceRangeProps } from './PriceRange';
import { computed, expectForcedColors } from '../testing/forced-colors';

const bands = [
  { from: 0, to: 10, count: 4 },
  { from: 10, to: 20, count: 12 },
  { from: 20, to: 50, count: 31 },
  { from: 50, to: 100, count: 18 },
  { from: 100, to: 200, count: 0 },
  { from: 200, to: 500, count: 2 },
  { from: 500, count: 1 },
];
const countLabel = (count: number) => (count === 1 ? '1 produs' : count >= 20 ? `${count} de produse` : `${count} produse`);

/** The rules as the app gives them, for the stories: sums written the Romanian way, the minimum at most the maximum. */
const sum = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/\./g, '').replace(',', '.')));
const readBounds: PriceRangeProps['readBounds'] = (typed) => {
  const [min, max] = [sum(typed.min), sum(typed.max)];
  if (Number.isNaN(min) || Number.isNaN(max))
    return {
      errors: {
        min: Number.isNaN(min) ? 'Introduceți o sumă, de exemplu 12,50.' : undefined,
        max: Number.isNaN(max) ? 'Introduceți o sumă, de exemplu 12,50.' : undefined,
      },
    };
  if (min !== undefined && max !== undefined && min > max) return { errors: { min: 'Prețul minim nu poate fi mai mare decât prețul maxim.' } };
  return { bounds: { min, max } };
};

const meta = {
  title: 'Fields/PriceRange',
  component: PriceRange,
  args: { legend: 'Preț (RON, cu TVA)', bands, onChange: fn(), countLabel, readBounds },
} satisfies Meta<typeof PriceRange>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any price: the histogram of the matches and two empty bounds. */
export const AnyPrice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Preț (RON, cu TVA)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '20–50 RON: 31 de produse' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '0–10 RON: 4 produse' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'peste 500 RON: 1 produs' })).toBeEnabled();
    // A band without matches cannot be picked.
    await expect(canvas.getByRole('button', { name: '100–200 RON: 0 produse' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Orice preț' })).toBeNull();
  },
};

/** Before the first answer there is no histogram; the bounds still work. */
export const WithoutHistogram: Story = { args: { bands: undefined } };

/** A range applied (from a shared link): the bounds show it in Romanian, and it can be dropped. */
export const Applied: Story = {
  args: { min: 20, max: 99.99 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('De la (RON)')).toHaveValue('20');
    await expect(canvas.getByLabelText('Până la (RON)')).toHaveValue('99,99');
    await userEvent.click(canvas.getByRole('button', { name: 'Orice preț' }));
    await expect(args.onChange).toHaveBeenCalledWith({});
  },
};

/** Typed as a Romanian spreadsheet writes sums, applied with Enter. */
export const TypedAndApplied: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('De la (RON)'), '12,50');
    await userEvent.type(canvas.getByLabelText('Până la (RON)'), '1.250{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ min: 12.5, max: 1250 });
  },
};

/** A minimum above the maximum is said under the first bound, and nothing is applied. */
export const MinimumAboveMaximum: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('De la (RON)'), '100');
    await userEvent.type(canvas.getByLabelText('Până la (RON)'), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplică' }));
    await expect(canvas.getByText('Prețul minim nu poate fi mai mare decât prețul maxim.')).toBeVisible();
    await expect(canvas.getByLabelText('De la (RON)')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A bound that is not a sum is refused with an example. */
export const NotASum: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Până la (RON)'), 'zece{Enter}');
    await expect(canvas.getByText('Introduceți o sumă, de exemplu 12,50.')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** By keyboard: Tab reaches the bars one by one; Enter picks a band, up to a ban below the next. */
export const BandPickedByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '0–10 RON: 4 produse' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '20–50 RON: 31 de produse' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ min: 20, max: 49.99 });
  },
};

/** On a 320 px phone the bars, the bounds and the button fit. */
export const Phone: Story = { args: { min: 10 }, globals: { viewport: { value: 'phone320' } } };

/** Windows high contrast drops backgrounds: the bars keep the system's text colour, so they still show against the page. */
export const ForcedColors: Story = {
  play: async ({ canvas }) => {
    await expectForcedColors();
    const fill = canvas.getByRole('button', { name: '20–50 RON: 31 de produse' }).firstElementChild as Element;
    await expect(computed(fill, 'backgroundColor')).toBe(computed(canvas.getByText('Preț (RON, cu TVA)'), 'color'));
  },
};
