import { Button, Dialog, type ProjectTemplate, toast } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { failureMessage } from '../common/failure-message';
import styles from './Templates.module.css';
import { useTemplateWrites } from './use-templates';

type ArchiveTemplateDialogProps = {
  template: ProjectTemplate | null;
  onClose: () => void;
  onArchived: () => void;
};

/** Archiving asks first; the projects made from the template keep working (they are copies). */
export function ArchiveTemplateDialog({
  template,
  onClose,
  onArchived,
}: ArchiveTemplateDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useTemplateWrites();
  const [isPending, setIsPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  async function archive(current: ProjectTemplate) {
    setIsPending(true);
    setProblem(null);
    try {
      const result = await writes.archive(current.id);
      if (result.success) {
        toast.success(t('templates.archive.done', { name: current.name }));
        onArchived();
      } else {
        setProblem(failureMessage(t, result, 'templates'));
      }
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog
      isOpen={template !== null}
      title={template ? t('templates.archive.title', { name: template.name }) : ''}
      onClose={close}
      footer={
        template ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close} disabled={isPending}>
              {t('templates.archive.keep')}
            </Button>
            <Button variant="danger" onClick={() => void archive(template)} disabled={isPending}>
              {isPending ? t('templates.archive.pending') : t('templates.archive.confirm')}
            </Button>
          </div>
        ) : null
      }
    >
      <p>{t('templates.archive.warning')}</p>
      {problem ? (
        <p className={styles.failure} role="alert">
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}
