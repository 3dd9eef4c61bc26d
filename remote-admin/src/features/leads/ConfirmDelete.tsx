import { Button, Dialog } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

type ConfirmDeleteProps = {
  isOpen: boolean;
  /** What is about to go, for the title ("Delete 3 leads?", "Delete Jane Doe?"). */
  title: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Deleting leads cannot be undone, so it always asks first. */
export function ConfirmDelete({
  isOpen,
  title,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDeleteProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {t('leads.delete.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={isPending}>
            {isPending ? t('leads.delete.deleting') : t('leads.delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('leads.delete.warning')}</p>
    </Dialog>
  );
}
