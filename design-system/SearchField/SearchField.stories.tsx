import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = { title: 'Fields/SearchField', component: SearchField, args: { onChange: fn(), onSubmit: fn() } } satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithText: Story = { args: { defaultValue: 'cafea boabe' } };

export const TypedAndCleared: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Caută un produs' });
    await userEvent.click(box);
    await userEvent.keyboard('țuică');
    await expect(args.onChange).toHaveBeenLastCalledWith('țuică');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('țuică');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};
