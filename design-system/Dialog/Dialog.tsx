import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import { dialog, footer, heading, modal, overlay } from './Dialog.css';

export interface DialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called when the user closes it: Escape, the close button, or outside when dismissable. */
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading, which also names it. */
  title: string;
  /** The content: a form, a message. */
  children: ReactNode;
  /** The buttons at the bottom. */
  footer?: ReactNode;
  /** `alertdialog` for confirmations that need an answer. Defaults to `dialog`. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog on react-aria: focus moves in and is trapped, Escape closes, focus returns after. */
export function Dialog({ isOpen, onOpenChange, title, children, footer: actions, role = 'dialog' }: DialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={role === 'dialog'} className={overlay}>
      <Modal className={modal}>
        <AriaDialog role={role} className={dialog}>
          <Heading slot="title" className={heading}>
            {title}
          </Heading>
          {children}
          {actions ? <div className={footer}>{actions}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The question, such as 'Ștergi produsul?'. */
  title: string;
  /** What will happen, in a sentence. */
  message: string;
  /** The confirming button's text. Defaults to 'Șterge'. */
  confirmLabel?: string;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Shows the confirming button as pending while the deletion runs. */
  isPending?: boolean;
}

/** The confirmation before a delete: Cancel has the focus first, so Enter never deletes by accident. */
export function ConfirmDialog({ isOpen, onOpenChange, title, message, confirmLabel = 'Șterge', onConfirm, isPending = false }: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" autoFocus onPress={() => onOpenChange(false)}>
            Anulează
          </Button>
          <Button variant="danger" isPending={isPending} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
