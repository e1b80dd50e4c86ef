import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import { computed, expectForcedColors } from '../testing/forced-colors';

const reasons = [
  { id: 'ILLEGAL', label: 'Produs ilegal' },
  { id: 'COUNTERFEIT', label: 'Produs contrafăcut' },
  { id: 'DANGEROUS', label: 'Produs periculos' },
];

const meta = {
  title: 'Fields/RadioGroup',
  component: RadioGroup,
  args: { label: 'Motivul raportării', choices: reasons, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const Chosen: Story = { args: { defaultValue: 'COUNTERFEIT' } };

/** A refused submit: the group is marked invalid and says why, read with the group. */
export const Invalid: Story = {
  args: { errorMessage: 'Alegeți motivul raportării.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Motivul raportării' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Alegeți motivul raportării.')).toBeVisible();
  },
};

/** Tab reaches the group, the arrows choose, and the choice is reported. */
export const ChosenWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Produs ilegal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Produs contrafăcut' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('COUNTERFEIT');
  },
};

/** Windows high contrast: every ring keeps its edge, and the chosen one the system's highlight. */
export const ForcedColors: Story = {
  args: { defaultValue: 'ILLEGAL' },
  play: async ({ canvas }) => {
    await expectForcedColors();
    const ring = (name: string) => canvas.getByText(name).closest('label')?.querySelector('span[aria-hidden="true"]') as Element;
    await expect(computed(ring('Produs periculos'), 'borderTopWidth')).not.toBe('0px');
    await expect(computed(ring('Produs ilegal'), 'borderTopColor')).not.toBe(computed(ring('Produs periculos'), 'borderTopColor'));
  },
};
