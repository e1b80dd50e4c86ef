import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SessionList, type SessionListItem } from './SessionList';

const sessions: SessionListItem[] = [
  {
    id: '7d9f1a52-3c1e-4b7a-9e55-0a1b2c3d4e5f',
    device: 'Chrome pe Linux',
    network: '192.0.2.0/24',
    signedInAt: '2026-11-24T07:30:00.000Z',
    lastUsedAt: '2026-11-24T08:15:00.000Z',
    current: true,
  },
  {
    id: '5d6e7f80-91a2-4b3c-8d4e-5f6071829304',
    device: 'Safari pe iOS (iPhone)',
    network: '198.51.100.0/24',
    signedInAt: '2026-11-20T16:02:00.000Z',
    lastUsedAt: '2026-11-23T19:45:00.000Z',
    current: false,
  },
  {
    id: '0f1e2d3c-4b5a-4697-8887-766554433221',
    device: 'Dispozitiv necunoscut',
    network: '',
    signedInAt: '2026-11-02T10:00:00.000Z',
    lastUsedAt: '2026-11-02T10:00:00.000Z',
    current: false,
  },
];

const meta = {
  title: 'Data/SessionList',
  component: SessionList,
  args: { sessions, onEnd: fn(), onEndOthers: fn() },
} satisfies Meta<typeof SessionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three sessions: this one marked, the others each with its end button, named for its device; times in Bucharest's. */
export const Several: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chrome pe Linux' })).toBeVisible();
    await expect(canvas.getByText('Sesiunea aceasta')).toBeVisible();
    await expect(canvas.getByText('24.11.2026, 09:30:00')).toBeVisible();
    await expect(canvas.getByText('necunoscută')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Închide sesiunea: Chrome pe Linux' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Închide sesiunea: Safari pe iOS (iPhone)' }));
    await expect(args.onEnd).toHaveBeenCalledWith('5d6e7f80-91a2-4b3c-8d4e-5f6071829304');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect(args.onEndOthers).toHaveBeenCalled();
  },
};

/** One session ending: its button is pending, the others wait and keep the focus they hold. */
export const Ending: Story = {
  args: { ending: '5d6e7f80-91a2-4b3c-8d4e-5f6071829304' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /Închide sesiunea: Safari/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Închide celelalte sesiuni' }));
    await expect(args.onEndOthers).not.toHaveBeenCalled();
  },
};

/** Only this session: nothing to end. */
export const OnlyThisOne: Story = {
  args: { sessions: sessions.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
