import { Dialog, type InvoiceRule, toast } from '@atelier/shared';
import { useInvoicingWrites } from '@atelier/shared/data/invoice-automation';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { RuleForm } from './RuleForm';
import { emptyRuleForm, ruleToForm } from './rule-form';

type RuleFormDialogProps = {
  isOpen: boolean;
  /** The rule to edit; none for a new one. */
  rule?: InvoiceRule;
  onClose: () => void;
};

/** Creating or editing a rule in a side panel; an edit sends the whole rule, checked again. */
export function RuleFormDialog({ isOpen, rule, onClose }: RuleFormDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useInvoicingWrites();
  return (
    <Dialog
      placement="side"
      isOpen={isOpen}
      title={
        rule ? t('invoicing.form.editTitle', { name: rule.name }) : t('invoicing.form.newTitle')
      }
      onClose={onClose}
    >
      <RuleForm
        initial={rule ? ruleToForm(rule) : emptyRuleForm()}
        submit={(payload) =>
          rule ? writes.update({ id: rule.id, ...payload }) : writes.create(payload)
        }
        onSaved={(saved) => {
          toast.success(
            t(rule ? 'invoicing.form.saved' : 'invoicing.form.created', { name: saved.name }),
          );
          onClose();
        }}
        onCancel={onClose}
      />
    </Dialog>
  );
}
