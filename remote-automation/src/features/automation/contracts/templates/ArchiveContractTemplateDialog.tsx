import { Button, type ContractTemplate, Dialog, toast } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';
import { useContractWrites } from '../use-contracts';
import styles from './ContractTemplates.module.css';

type ArchiveContractTemplateDialogProps = {
  template: ContractTemplate | null;
  onClose: () => void;
};

/**
 * Archiving asks first, and says what it does not change: a contract keeps the text it was
 * made with (frozen at creation), so archiving a template never rewrites a contract.
 */
export function ArchiveContractTemplateDialog({
  template,
  onClose,
}: ArchiveContractTemplateDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useContractWrites();
  const [isPending, setIsPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  async function archive(current: ContractTemplate) {
    setIsPending(true);
    setProblem(null);
    try {
      const result = await writes.archiveTemplate(current.id);
      if (result.success) {
        toast.success(t('contracts.templates.archive.done', { name: current.name }));
        onClose();
      } else {
        setProblem(failureMessage(t, result, 'contracts'));
      }
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog
      isOpen={template !== null}
      title={template ? t('contracts.templates.archive.title', { name: template.name }) : ''}
      onClose={close}
      footer={
        template ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close} disabled={isPending}>
              {t('contracts.templates.archive.keep')}
            </Button>
            <Button variant="danger" onClick={() => void archive(template)} disabled={isPending}>
              {isPending ? t('contracts.saving') : t('contracts.templates.archive.confirm')}
            </Button>
          </div>
        ) : null
      }
    >
      <p>{t('contracts.templates.archive.warning')}</p>
      {problem ? (
        <p className={styles.failure} role="alert">
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}
