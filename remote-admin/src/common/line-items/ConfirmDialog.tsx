import { Button, Dialog } from '@atelier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  /** What happens and what cannot be undone. */
  children: ReactNode;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending: boolean;
  /** A failed attempt's reason, shown in the dialog so the admin can try again. */
  failure?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Sending, deleting, cancelling or declining a document asks first. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  isDestructive,
  isPending,
  failure,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {t('lineItems.confirm.cancel')}
          </Button>
          <Button
            variant={isDestructive ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={isPending}
          >
            {isPending ? t('lineItems.confirm.working') : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {failure ? <p role="alert">{failure}</p> : null}
    </Dialog>
  );
}
