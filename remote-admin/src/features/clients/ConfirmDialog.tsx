import { Button, Dialog } from '@atelier/shared';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  isPending: boolean;
  /** Deleting and cancelling are red; a harmless confirmation (an invitation) is not. */
  isDestructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a step that cannot be taken back (delete, cancel, invite). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, title, children, isPending, isDestructive = true, onConfirm, onClose } = props;
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {props.cancelLabel}
          </Button>
          <Button
            variant={isDestructive ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={isPending}
          >
            {isPending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
