import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import RankingRoute from './RankingRoute';

const meta = {
  title: 'Screens/Ranking',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/ranking', route: '/ranking', screen: <RankingRoute /> },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How results are ordered, as a visitor reads it: the regulation it answers, then each parameter under a heading of its own. */
export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cum ordonăm rezultatele' })).toBeVisible();
    await expect(canvas.getByText(/Regulamentul \(UE\) 2019\/1150 \(articolul 5\)/)).toBeVisible();
    expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    await expect(canvas.getByText(/«caf» găsește «cafea»/)).toBeVisible();
  },
};

/** On a 320 px phone: the text wraps inside the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cum ordonăm rezultatele' })).toBeVisible();
    await expectReflow();
  },
};
