import { type ContractTemplate, Dialog, toast } from '@atelier/shared';
import { useContractWrites } from '@atelier/shared/data/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { ContractTemplateForm } from './ContractTemplateForm';
import { emptyTemplateForm, templateToForm, toTemplatePayload } from './template-form';
import type { TypeFilter } from './template-types';

/** What the form is for: a new template (of the type being shown, if one is), or an edit. */
export type TemplateFormMode =
  | { kind: 'new'; type: TypeFilter }
  | { kind: 'edit'; template: ContractTemplate };

type ContractTemplateFormDialogProps = {
  mode: TemplateFormMode | null;
  onClose: () => void;
};

/** Create and edit share one form in a side panel. */
export function ContractTemplateFormDialog({ mode, onClose }: ContractTemplateFormDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useContractWrites();
  const title = !mode
    ? ''
    : mode.kind === 'new'
      ? t('contracts.templates.form.newTitle')
      : t('contracts.templates.form.editTitle', { name: mode.template.name });

  // Kept mounted, so closing goes through the native dialog and focus returns to the opener.
  return (
    <Dialog placement="side" isOpen={mode !== null} title={title} onClose={onClose}>
      {mode ? (
        <ContractTemplateForm
          initial={
            mode.kind === 'new'
              ? emptyTemplateForm(mode.type === 'all' ? '' : mode.type)
              : templateToForm(mode.template)
          }
          submitLabel={
            mode.kind === 'edit'
              ? t('contracts.templates.form.save')
              : t('contracts.templates.form.create')
          }
          onSubmit={(values) =>
            mode.kind === 'edit'
              ? writes.updateTemplate({ id: mode.template.id, ...toTemplatePayload(values) })
              : writes.createTemplate(toTemplatePayload(values))
          }
          onSaved={(template) => {
            toast.success(
              t(
                mode.kind === 'edit'
                  ? 'contracts.templates.form.saved'
                  : 'contracts.templates.form.created',
                { name: template.name },
              ),
            );
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
