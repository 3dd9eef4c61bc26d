import {
  Button,
  ButtonLink,
  Dialog,
  type Project,
  type ProjectTemplate,
  SelectField,
  type TemplateCategory,
  TextField,
  toast,
} from '@atelier/shared';
import { TEMPLATE_CATEGORIES } from '@atelier/shared/contract';
import { useTemplateWrites } from '@atelier/shared/data/templates';
import { kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../common/FormFooter';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';

type SaveAsTemplateDialogProps = {
  project: Project;
  isOpen: boolean;
  onClose: () => void;
};

/**
 * "Save as template": a category and a name (the project's by default); the server takes the
 * rest from the project (create_template with from_project_id). Once saved, the dialog links
 * to the new template's tab rather than leaving it, so the link does not vanish with a toast.
 */
export function SaveAsTemplateDialog({ project, isOpen, onClose }: SaveAsTemplateDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      isOpen={isOpen}
      title={t('projects.saveAsTemplate.title', { name: project.name })}
      onClose={onClose}
    >
      <SaveAsTemplateForm project={project} onClose={onClose} />
    </Dialog>
  );
}

function SaveAsTemplateForm({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const templateWrites = useTemplateWrites();
  const [category, setCategory] = useState<TemplateCategory | ''>('');
  const [name, setName] = useState(project.name);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [saved, setSaved] = useState<ProjectTemplate | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    if (!category) found.category = t('common.formErrors.choose');
    if (!name.trim()) found.name = t('common.formErrors.required');
    setErrors(found);
    if (Object.keys(found).length > 0 || !category) return;
    setIsPending(true);
    try {
      const result = await templateWrites.createFromProject({
        from_project_id: project.id,
        category,
        name,
      });
      if (result.success) {
        toast.success(t('projects.saveAsTemplate.done', { name: result.template.name }));
        setSaved(result.template);
        return;
      }
      setErrors(result.fields ?? {});
      const elsewhere = Object.entries(result.fields ?? {})
        .filter(([field]) => field !== 'category' && field !== 'name')
        .map(([, text]) => text);
      setFailure([failureMessage(t, result), ...elsewhere].join(' '));
    } finally {
      setIsPending(false);
    }
  }

  if (saved) {
    return (
      <div className={kitStyles.stack}>
        <p role="status">{t('projects.saveAsTemplate.done', { name: saved.name })}</p>
        <div className={kitStyles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('projects.saveAsTemplate.close')}
          </Button>
          <ButtonLink to={`/admin/automation?tab=templates&category=${saved.category}`}>
            {t('projects.saveAsTemplate.open')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <form className={kitStyles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('projects.saveAsTemplate.intro')}</p>
      <SelectField
        label={t('projects.saveAsTemplate.category')}
        required
        value={category}
        error={errors.category ?? null}
        options={[
          { value: '', label: t('projects.saveAsTemplate.chooseCategory') },
          ...TEMPLATE_CATEGORIES.map((value) => ({
            value,
            label: t(`projects.saveAsTemplate.categories.${value}`),
          })),
        ]}
        onChange={(event) => setCategory(event.target.value as TemplateCategory | '')}
      />
      <TextField
        label={t('projects.saveAsTemplate.name')}
        required
        value={name}
        error={errors.name ?? null}
        onChange={(event) => setName(event.target.value)}
      />
      <FormFooter
        failure={failure}
        isPending={isPending}
        submitLabel={t('projects.saveAsTemplate.submit')}
        pendingLabel={t('projects.saveAsTemplate.pending')}
        onCancel={onClose}
      />
    </form>
  );
}
