import {
  type Client,
  clientStatuses,
  SelectField,
  TextAreaField,
  TextField,
} from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NameAndEmailFields } from '../../common/NameAndEmailFields';
import { type RecordEditorProps, RecordForm } from '../../common/RecordForm';
import styles from '../../common/RecordForm.module.css';
import { useRecordEditor } from '../../common/use-record-form';
import { NAMESPACE } from '../../i18n';
import {
  type ClientFormValues,
  isClientFormField,
  languageOptions,
  validateClientForm,
} from './client-schema';

type ClientFormProps = RecordEditorProps<ClientFormValues, 'client', Client>;

/** Create or edit a client: checked here first, then by the server. */
export function ClientForm(props: ClientFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { isNew } = props;
  const { form, frame } = useRecordEditor(props, {
    section: 'clients',
    recordKey: 'client',
    validate: validateClientForm,
    isShownField: isClientFormField,
  });

  return (
    <RecordForm {...frame}>
      <div className={styles.grid}>
        <NameAndEmailFields
          textField={form.textField}
          nameLabel={t('clients.fields.name')}
          emailLabel={t('clients.fields.email')}
        />
        <TextField label={t('clients.fields.company')} isOptional {...form.textField('company')} />
        <TextField
          label={t('clients.fields.phone')}
          type="tel"
          isOptional
          {...form.textField('phone')}
        />
        <TextField label={t('clients.fields.taxId')} isOptional {...form.textField('tax_id')} />
        <SelectField
          label={t('clients.fields.status')}
          required
          options={clientStatuses.map((status) => ({
            value: status,
            label: t(`clients.statuses.${status}`),
          }))}
          {...form.textField('status')}
        />
        <SelectField
          label={t('clients.fields.language')}
          options={languageOptions(
            (language) => t(`clients.languages.${language}`),
            // A new client may take the agency's default; a saved one has its own.
            isNew ? t('clients.fields.languageDefault') : undefined,
          )}
          {...form.textField('language')}
        />
      </div>
      <TextAreaField
        label={t('clients.fields.address')}
        isOptional
        rows={3}
        {...form.textField('address')}
      />
      <TextAreaField
        label={t('clients.fields.notes')}
        isOptional
        rows={5}
        {...form.textField('notes')}
      />
    </RecordForm>
  );
}
