import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { IconButton } from './IconButton';
import { hoverPlay, tabFocusPlay } from '../testing/interaction-plays';

const meta = { title: 'Controls/IconButton', component: IconButton, args: { label: 'Închide', children: <Icon name="close" />, onPress: fn() } } satisfies Meta<
  typeof IconButton
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Închide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Disabled: Story = { args: { isDisabled: true } };

/** Under the pointer: the muted background shows. */
export const Hovered: Story = { play: hoverPlay('Închide') };

/** Reached with Tab: the focus ring shows. */
export const FocusVisible: Story = { play: tabFocusPlay('Închide') };
