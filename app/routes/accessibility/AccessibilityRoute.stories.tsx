import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import AccessibilityRoute from './AccessibilityRoute';

const meta = {
  title: 'Screens/Accessibility',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/accessibility', route: '/accessibility', screen: <AccessibilityRoute /> },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page as a visitor reads it: its title and its sections, each under a heading of its own. */
export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Declarație de accesibilitate' })).toBeVisible();
    expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
  },
};

/** On a 320 px phone: the text wraps inside the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Declarație de accesibilitate' })).toBeVisible();
    await expectReflow();
  },
};
