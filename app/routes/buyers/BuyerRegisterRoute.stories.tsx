import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import BuyerRegisterRoute from './BuyerRegisterRoute';

const meta = {
  title: 'Screens/BuyerRegister',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/register-buyer', route: '/register-buyer', screen: <BuyerRegisterRoute /> },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent empty with a wrong fiscal code: every problem in the summary, the code's on its field, before anything leaves. */
export const Refused: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Cod fiscal (CUI)'), 'RO18547291');
    await userEvent.click(canvas.getByRole('button', { name: 'Creează contul' }));
    await expect(await canvas.findByRole('link', { name: /^Numele firmei \(cumpărător\): / })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Oraș: / })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Cod fiscal \(CUI\): / })).toBeVisible();
    await expect(canvas.getByLabelText('Cod fiscal (CUI)')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** On a 320 px phone the company, location and contact groups fit the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cont de cumpărător' })).toBeVisible();
    await expectReflow();
  },
};
