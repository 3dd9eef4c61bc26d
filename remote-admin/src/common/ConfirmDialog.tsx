import { Button, Dialog, FailureLine } from '@atelier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  /** What happens and what cannot be undone. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button while the step runs; "Working…" unless the step has its own word. */
  pendingLabel?: string;
  /** "Cancel" unless the step words it ("Keep", "Not now"). */
  cancelLabel?: string;
  isPending: boolean;
  /** Deleting and cancelling are red; a harmless confirmation (sending, inviting) is not. */
  isDestructive?: boolean;
  /** A failed attempt's reason, shown in the dialog so the admin can try again. */
  failure?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a step that cannot be taken back (send, delete, cancel, decline, invite). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, title, children, isPending, isDestructive, failure, onConfirm, onClose } = props;
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {props.cancelLabel ?? t('common.confirm.cancel')}
          </Button>
          <Button
            variant={isDestructive ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={isPending}
          >
            {isPending ? (props.pendingLabel ?? t('common.confirm.working')) : props.confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <FailureLine>{failure}</FailureLine>
    </Dialog>
  );
}

type DeleteDialogProps = Pick<
  ConfirmDialogProps,
  'isOpen' | 'title' | 'children' | 'isPending' | 'failure' | 'onConfirm' | 'onClose'
>;

/** Deleting a record for good: red, and worded the same everywhere ("Keep" / "Delete"). */
export function DeleteDialog(props: DeleteDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ConfirmDialog
      {...props}
      isDestructive
      confirmLabel={t('common.delete.confirm')}
      pendingLabel={t('common.delete.deleting')}
      cancelLabel={t('common.delete.cancel')}
    />
  );
}
