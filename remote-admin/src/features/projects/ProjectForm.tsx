import {
  type Project,
  type ProjectMember,
  projectStatuses,
  SelectField,
  TextAreaField,
  TextField,
} from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { type RecordEditorProps, RecordForm } from '../../common/RecordForm';
import styles from '../../common/RecordForm.module.css';
import { useRecordEditor } from '../../common/use-record-form';
import { NAMESPACE } from '../../i18n';
import { ClientPicker } from './ClientPicker';
import { MemberPicker } from './MemberPicker';
import { MilestonesEditor } from './MilestonesEditor';
import { isProjectFormField, type ProjectFormValues, validateProjectForm } from './project-schema';

type ProjectFormProps = RecordEditorProps<ProjectFormValues, 'project', Project> & {
  knownClient: { id: string; name: string } | null;
  currentMembers: readonly ProjectMember[];
};

/** Create or edit a project with its team and milestones. */
export function ProjectForm(props: ProjectFormProps) {
  const { knownClient, currentMembers } = props;
  const { t } = useTranslation(NAMESPACE);
  const { form, frame } = useRecordEditor(props, {
    section: 'projects',
    recordKey: 'project',
    validate: validateProjectForm,
    isShownField: isProjectFormField,
  });
  const { values } = form;

  return (
    <RecordForm {...frame}>
      <div className={styles.grid}>
        <ClientPicker
          value={values.client_id}
          known={knownClient}
          error={form.errorOf('client_id')}
          onChange={(clientId) => form.change({ ...values, client_id: clientId }, ['client_id'])}
        />
        <TextField
          label={t('projects.fields.name')}
          required
          autoComplete="off"
          {...form.textField('name')}
        />
        <SelectField
          label={t('projects.fields.status')}
          required
          options={projectStatuses.map((status) => ({
            value: status,
            label: t(`projects.statuses.${status}`),
          }))}
          {...form.textField('status')}
        />
        <TextField
          type="date"
          label={t('projects.fields.startDate')}
          isOptional
          {...form.textField('start_date')}
        />
        <TextField
          type="date"
          label={t('projects.fields.dueDate')}
          isOptional
          min={values.start_date || undefined}
          {...form.textField('due_date')}
        />
        <TextField
          label={t('projects.fields.budget')}
          hint={t('projects.form.budgetHint')}
          inputMode="decimal"
          isOptional
          {...form.textField('budget_cents')}
        />
      </div>
      <TextAreaField
        label={t('projects.fields.description')}
        isOptional
        rows={4}
        {...form.textField('description')}
      />
      <MemberPicker
        selected={values.member_ids}
        current={currentMembers}
        onChange={(ids) => form.change({ ...values, member_ids: ids }, ['member_ids'])}
      />
      {form.errorOf('member_ids') ? (
        <p className={styles.failure}>{form.errorOf('member_ids')}</p>
      ) : null}
      <MilestonesEditor
        rows={values.milestones}
        errorOf={form.errorOf}
        onChange={(milestones, paths) => form.change({ ...values, milestones }, paths)}
      />
    </RecordForm>
  );
}
