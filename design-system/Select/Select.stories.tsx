import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeferredSelect } from './DeferredSelect';
import { Select } from './Select';

const sorts = [
  { id: 'NO_SORT', label: 'Fără sortare' },
  { id: 'BY_DATE_DESC', label: 'Cele mai noi' },
  { id: 'BY_DATE_ASC', label: 'Cele mai vechi' },
  { id: 'BY_PRICE_ASC', label: 'Preț crescător' },
  { id: 'BY_PRICE_DESC', label: 'Preț descrescător' },
];

const meta = { title: 'Fields/Select', component: Select, args: { label: 'Sortare:', options: sorts, defaultValue: 'NO_SORT', onChange: fn() } } satisfies Meta<
  typeof Select
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sort: Story = {};
export const PerPage: Story = { args: { label: 'Pe pagină', options: ['12', '24', '48'].map((id) => ({ id, label: id })), defaultValue: '12' } };
export const Disabled: Story = { args: { isDisabled: true } };

const counted = [
  { id: 'Toate', label: 'Toate orașele', count: 1204 },
  { id: 'Arad', label: 'Arad', count: 0 },
  { id: 'Cluj-Napoca', label: 'Cluj-Napoca', count: 124 },
];

/** Each choice with how many results it would show; one of 0 is marked, read with its count, and can still be chosen. */
export const Counted: Story = {
  args: { label: 'Oraș', options: counted, defaultValue: 'Toate' },
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Oraș/ }));
    await expect(await page.findByRole('option', { name: 'Cluj-Napoca (124)' })).toBeVisible();
    const empty = page.getByRole('option', { name: 'Arad (0)' });
    await expect(getComputedStyle(empty).textDecorationLine).toBe('line-through');
    await userEvent.click(empty);
    await expect(args.onChange).toHaveBeenCalledWith('Arad');
  },
};

/** Loaded after the screen's first paint: the working select replaces its still picture, which assistive technology never meets. */
export const Deferred: Story = {
  render: (args) => <DeferredSelect {...args} />,
  args: { label: 'Oraș', options: counted, value: 'Cluj-Napoca' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Cluj-Napoca \(124\)/ })).toBeVisible();
  },
};

export const ChosenWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('BY_PRICE_ASC');
    await expect(page.getByRole('button', { name: /Preț crescător/ })).toBeInTheDocument();
  },
};

/** A choice that breaks a rule shows its message under the select and marks it invalid. */
export const Invalid: Story = {
  args: { label: 'Oraș', options: [{ id: 'Arad', label: 'Arad' }], defaultValue: null, errorMessage: 'Orasul trebuie selectat.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Orasul trebuie selectat.')).toBeVisible();
  },
};

/** Reached with Tab: the ring shows on the closed select. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Sortare/ })).toHaveAttribute('data-focus-visible', 'true');
  },
};
