import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { expectReflow, onPhone } from '../../testing/reflow';
import MyQrRoute from './MyQrRoute';

const meta = {
  title: 'Screens/MyQr',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/myQr', route: '/myQr', screen: <MyQrRoute />, session: 'seller', guarded: true },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The seller's code, named for screen readers, leads to the search filtered on their products,
 * and its address is written under it; both downloads are reached by keyboard.
 */
export const Code: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Cod QR către produsele vândute de Cafea Bună Distribuție SRL' })).toBeVisible();
    await expect(
      canvas.getByText('https://catalog.example.ro/search?owner=9d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b&seller=Cafea+Bun%C4%83+Distribu%C8%9Bie+SRL'),
    ).toBeVisible();
    canvas.getByRole('button', { name: 'Descarcă PNG' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Descarcă SVG' })).toHaveFocus();
  },
};

/** On a 320 px phone: the code and its address fit the screen. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /^Cod QR către produsele vândute de / })).toBeVisible();
    await expectReflow();
  },
};
