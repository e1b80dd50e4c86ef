import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasskeyList, type PasskeyListItem } from './PasskeyList';

const passkeys: PasskeyListItem[] = [
  { id: '6e7f8091-a2b3-4c4d-8e5f-607182930415', name: 'Telefonul meu', addedAt: '2026-11-20T16:02:00.000Z', lastUsedAt: '2026-11-24T07:30:00.000Z' },
  { id: '0f1e2d3c-4b5a-4697-8887-766554433221', name: 'Cheia de securitate din birou', addedAt: '2026-11-24T08:15:00.000Z', lastUsedAt: null },
];

const meta = {
  title: 'Data/PasskeyList',
  component: PasskeyList,
  args: { passkeys, onRemove: fn() },
} satisfies Meta<typeof PasskeyList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two passkeys, one never used; each remove button names its passkey; times in Bucharest's. */
export const Several: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Telefonul meu' })).toBeVisible();
    await expect(canvas.getByText('24.11.2026, 09:30:00')).toBeVisible();
    await expect(canvas.getByText('niciodată')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Elimină cheia: Cheia de securitate din birou' }));
    await expect(args.onRemove).toHaveBeenCalledWith('0f1e2d3c-4b5a-4697-8887-766554433221');
  },
};

/** One being removed: its button is pending, the other waits. */
export const Removing: Story = {
  args: { removing: '6e7f8091-a2b3-4c4d-8e5f-607182930415' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Elimină cheia: Cheia de securitate din birou' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** From a session that passed no second factor: the buttons stay in the tab order but do nothing. */
export const Locked: Story = {
  args: { canRemove: false },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Elimină cheia: Telefonul meu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
