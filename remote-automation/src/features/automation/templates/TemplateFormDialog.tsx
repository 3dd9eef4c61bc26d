import { Dialog, type ProjectTemplate, toast } from '@atelier/shared';
import { useTemplateWrites } from '@atelier/shared/data/templates';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { TemplateForm } from './TemplateForm';
import type { TemplateCategory } from './template-categories';
import { emptyTemplateForm, templateToForm, toTemplatePayload } from './template-form';

/** What the form is for: a new template, an edit, or a copy of one (saved as new). */
export type TemplateFormMode =
  | { kind: 'new'; category: TemplateCategory }
  | { kind: 'edit'; template: ProjectTemplate }
  | { kind: 'duplicate'; template: ProjectTemplate };

type TemplateFormDialogProps = {
  mode: TemplateFormMode | null;
  onClose: () => void;
};

/** Create, edit and duplicate share one form in a side panel. */
export function TemplateFormDialog({ mode, onClose }: TemplateFormDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useTemplateWrites();
  const copyName = (template: ProjectTemplate) =>
    t('templates.form.copyName', { name: template.name });
  const title = !mode
    ? ''
    : mode.kind === 'new'
      ? t('templates.form.newTitle')
      : mode.kind === 'edit'
        ? t('templates.form.editTitle', { name: mode.template.name })
        : t('templates.form.duplicateTitle', { name: mode.template.name });

  // Kept mounted, so closing goes through the native dialog and focus returns to the opener.
  return (
    <Dialog placement="side" isOpen={mode !== null} title={title} onClose={onClose}>
      {mode ? (
        <TemplateForm
          initial={
            mode.kind === 'new'
              ? emptyTemplateForm(mode.category === 'all' ? '' : mode.category)
              : templateToForm(
                  mode.template,
                  mode.kind === 'duplicate' ? copyName(mode.template) : undefined,
                )
          }
          submitLabel={mode.kind === 'edit' ? t('templates.form.save') : t('templates.form.create')}
          onSubmit={(values) =>
            mode.kind === 'edit'
              ? writes.update({ id: mode.template.id, ...toTemplatePayload(values) })
              : writes.create(toTemplatePayload(values))
          }
          onSaved={(template) => {
            toast.success(
              t(mode.kind === 'edit' ? 'templates.form.saved' : 'templates.form.created', {
                name: template.name,
              }),
            );
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
