import { type TeamMember, TextField } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NameAndEmailFields } from '../../common/NameAndEmailFields';
import { type RecordEditorProps, RecordForm } from '../../common/RecordForm';
import styles from '../../common/RecordForm.module.css';
import { useRecordEditor } from '../../common/use-record-form';
import { NAMESPACE } from '../../i18n';
import { isTeamFormField, type TeamFormValues, validateTeamForm } from './team-schema';

type TeamMemberFormProps = RecordEditorProps<TeamFormValues, 'member', TeamMember>;

/** Create or edit a team member. */
export function TeamMemberForm(props: TeamMemberFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { form, frame } = useRecordEditor(props, {
    section: 'team',
    recordKey: 'member',
    validate: validateTeamForm,
    isShownField: isTeamFormField,
  });

  return (
    <RecordForm {...frame}>
      <div className={styles.grid}>
        <NameAndEmailFields
          textField={form.textField}
          nameLabel={t('team.fields.name')}
          emailLabel={t('team.fields.email')}
        />
        <TextField label={t('team.fields.role')} isOptional {...form.textField('role_title')} />
        <TextField
          label={t('team.fields.rate')}
          hint={t('team.form.rateHint')}
          inputMode="decimal"
          isOptional
          {...form.textField('hourly_rate_cents')}
        />
      </div>
      <label className={kitStyles.check}>
        <input
          type="checkbox"
          name="is_active"
          checked={form.values.is_active}
          onChange={(event) =>
            form.change({ ...form.values, is_active: event.target.checked }, ['is_active'])
          }
        />
        {t('team.fields.active')}
      </label>
      {form.errorOf('is_active') ? (
        <p className={styles.failure}>{form.errorOf('is_active')}</p>
      ) : null}
    </RecordForm>
  );
}
