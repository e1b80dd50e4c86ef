import type { ReactNode } from 'react';
import { Alert, Button, Dialog, Form } from '../../design-system';
import * as layout from './screen.css';

export interface EditDialogProps {
  /** The dialog's title, which also names its form. */
  title: string;
  onClose: () => void;
  /** The form's state, from `useForm`. */
  form: { pending: boolean; submit: () => void };
  /** The failure to show above the fields, in Romanian. */
  failure: string | undefined;
  saveLabel: string;
  cancelLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A modal edit form (docs/product.md §2: the product modal, the administrator's user edit):
 * title, the failure, the fields, then cancel and a pending save. It is open while it is mounted:
 * the route mounts its form, keyed by what it edits, only while editing, so each opening starts
 * from that item's values and closing it (Escape, the close button, cancel) drops what was typed.
 */
export function EditDialog({ title, onClose, form, failure, saveLabel, cancelLabel, children }: EditDialogProps) {
  return (
    <Dialog isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={title}>
      <Form onSubmit={form.submit} aria-label={title}>
        {failure ? <Alert>{failure}</Alert> : null}
        {children}
        <div className={layout.linkRow}>
          <Button variant="secondary" onPress={onClose} isDisabled={form.pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" isPending={form.pending}>
            {saveLabel}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
