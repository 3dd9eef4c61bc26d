import { Button, Dialog, FailureLine, type InvoiceRule, toast } from '@atelier/shared';
import { useInvoicingWrites } from '@atelier/shared/data/invoice-automation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';

type DeleteRuleDialogProps = { rule: InvoiceRule | null; onClose: () => void };

/**
 * Asks before deleting a rule. The server refuses (409) while the rule is attached to a
 * project, saying to pause it instead; that sentence is shown here as it came.
 */
export function DeleteRuleDialog({ rule, onClose }: DeleteRuleDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useInvoicingWrites();
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const close = () => {
    setFailure(null);
    onClose();
  };

  async function confirm() {
    if (!rule) return;
    setIsPending(true);
    setFailure(null);
    try {
      const result = await writes.remove(rule.id);
      if (result.success) {
        toast.success(t('invoicing.delete.done', { name: rule.name }));
        close();
        return;
      }
      setFailure(failureMessage(t, result, 'invoicing'));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog
      isOpen={rule !== null}
      title={rule ? t('invoicing.delete.title', { name: rule.name }) : ''}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isPending}>
            {t('invoicing.delete.keep')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={isPending}>
            {isPending ? t('invoicing.delete.deleting') : t('invoicing.delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('invoicing.delete.message')}</p>
      <FailureLine>{failure}</FailureLine>
    </Dialog>
  );
}
