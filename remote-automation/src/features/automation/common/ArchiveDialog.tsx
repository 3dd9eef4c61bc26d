import { type ApiResult, Button, Dialog, FailureLine, toast } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { type FailureScope, failureMessage } from './failure-message';

type Archivable = { id: string; name: string };

type ArchiveDialogProps<T extends Archivable> = {
  /** What is being archived; null keeps the dialog closed. */
  item: T | null;
  /**
   * Where its words are: `<prefix>.title`, `.warning` (what archiving leaves untouched),
   * `.keep`, `.confirm`, `.pending` and `.done`, each with `{{name}}` where it fits.
   */
  prefix: string;
  scope: FailureScope;
  archive: (id: string) => Promise<ApiResult<Record<string, unknown>>>;
  onClose: () => void;
  /** After a success (the dialog is closed by it); `onClose` when not given. */
  onArchived?: () => void;
};

/**
 * Archiving asks first and says what it does not change (a project or a contract made from a
 * template keeps what it was made with). A refusal stays in the dialog, worded for the tab.
 */
export function ArchiveDialog<T extends Archivable>({
  item,
  prefix,
  scope,
  archive,
  onClose,
  onArchived = onClose,
}: ArchiveDialogProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const [isPending, setIsPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  async function confirm(current: T) {
    setIsPending(true);
    setProblem(null);
    try {
      const result = await archive(current.id);
      if (result.success) {
        toast.success(t(`${prefix}.done`, { name: current.name }));
        onArchived();
      } else {
        setProblem(failureMessage(t, result, scope));
      }
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog
      isOpen={item !== null}
      title={item ? t(`${prefix}.title`, { name: item.name }) : ''}
      onClose={close}
      footer={
        item ? (
          <div className={kitStyles.formActions}>
            <Button variant="secondary" onClick={close} disabled={isPending}>
              {t(`${prefix}.keep`)}
            </Button>
            <Button variant="danger" onClick={() => void confirm(item)} disabled={isPending}>
              {isPending ? t(`${prefix}.pending`) : t(`${prefix}.confirm`)}
            </Button>
          </div>
        ) : null
      }
    >
      <p>{t(`${prefix}.warning`)}</p>
      <FailureLine variant="banner">{problem}</FailureLine>
    </Dialog>
  );
}
