import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ScrollToTopButton } from './ScrollToTopButton';

const meta = { title: 'Navigation/ScrollToTopButton', component: ScrollToTopButton, args: { isVisible: true, onPress: fn() } } satisfies Meta<
  typeof ScrollToTopButton
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Înapoi sus' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Înapoi sus' })).toBeNull();
  },
};
