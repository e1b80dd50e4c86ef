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
    // Each toast is added inside a live region that was already in the page: successes politely, errors at once.
    await expect(canvas.getByText('Produsul a fost creat.').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByText('Eroare la operatie.').closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Închide notificarea' })[0] as HTMLElement);
    await expect(args.onClose).toHaveBeenCalledWith(1);
  },
};

/** The pointer resting on the toasts, or focus inside them, stops their timers; leaving starts them again. */
export const PausesWhileHoveredOrFocused: Story = {
  args: { onPause: fn(), onResume: fn() },
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notificări' });
    await userEvent.hover(region);
    await expect(args.onPause).toHaveBeenCalledTimes(1);
    await userEvent.unhover(region);
    await expect(args.onResume).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(args.onPause).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(args.onResume).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(args.onResume).toHaveBeenCalledTimes(2);
  },
};

function ClosableDemo() {
  const [toasts, setToasts] = useState<ToastItem[]>([
    { id: 1, tone: 'success', message: 'Produsul a fost creat.' },
    { id: 2, tone: 'success', message: 'Profilul a fost actualizat.' },
  ]);
  return (
    <>
      <button type="button">Salvează</button>
      <Toasts toasts={toasts} onClose={(id) => setToasts((shown) => shown.filter((toast) => toast.id !== id))} />
    </>
  );
}

/** Closing a toast from the keyboard moves focus to the next toast, then back where the user came from: never to `<body>`. */
export const ClosingKeepsFocus: Story = {
  render: () => <ClosableDemo />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: 'Salvează' });
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('Produsul a fost creat.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Închide notificarea' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('Profilul a fost actualizat.')).toBeNull();
    await expect(save).toHaveFocus();
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
