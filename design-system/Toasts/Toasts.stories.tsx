import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Toasts, type ToastItem } from './Toasts';

const meta = {
  title: 'Feedback/Toasts',
  component: Toasts,
  args: {
    toasts: [
      { id: 1, tone: 'success', message: 'Produsul a fost creat.' },
      { id: 2, tone: 'error', message: 'Eroare la operatie.' },
    ],
    onClose: fn(),
  },
} satisfies Meta<typeof Toasts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessAndError: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Produsul a fost creat.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Eroare la operatie.');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Închide notificarea' })[0] as HTMLElement);
    await expect(args.onClose).toHaveBeenCalledWith(1);
  },
};

function AutoClosingDemo() {
  const [toasts, setToasts] = useState<ToastItem[]>([{ id: 1, tone: 'success', message: 'Profilul a fost actualizat.' }]);
  useEffect(() => {
    const timer = setTimeout(() => setToasts([]), 3_000);
    return () => clearTimeout(timer);
  }, []);
  return <Toasts toasts={toasts} onClose={() => setToasts([])} />;
}

/** The 3 s auto-close, as the toasts machine does it, in real time. */
export const ClosesAfterThreeSeconds: Story = {
  render: () => <AutoClosingDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Profilul a fost actualizat.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Profilul a fost actualizat.')).toBeNull(), { timeout: 4_000 });
  },
};
