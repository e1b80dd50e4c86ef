import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, Dialog } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { isOpen: true, onOpenChange: fn(), title: 'Editează produsul', children: <p>Formularul produsului.</p> },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

function ConfirmDeleteDemo() {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Șterge
      </Button>
      <p>{deleted ? 'Produs șters.' : ''}</p>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Ștergi produsul?"
        message="Produsul dispare din catalog și din căutare. Operația nu poate fi anulată."
        onConfirm={() => {
          setDeleted(true);
          setOpen(false);
        }}
      />
    </>
  );
}

export const ConfirmDelete: Story = {
  render: () => <ConfirmDeleteDemo />,
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Șterge' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('alertdialog', { name: 'Ștergi produsul?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Anulează' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('alertdialog')).toBeNull();
    // react-aria gives the focus back once the dialog has gone, a frame later: on a busy machine, later still.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Șterge' }));
    await expect(canvas.getByText('Produs șters.')).toBeInTheDocument();
  },
};
