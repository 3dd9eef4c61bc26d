import {
  type ApiResult,
  type Client,
  clientStatuses,
  SelectField,
  TextAreaField,
  TextField,
} from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../common/FormFooter';
import styles from '../../common/RecordForm.module.css';
import { useRecordForm } from '../../common/use-record-form';
import { NAMESPACE } from '../../i18n';
import {
  type ClientFormField,
  type ClientFormValues,
  isClientFormField,
  validateClientForm,
} from './client-schema';

type ClientFormProps = {
  isNew: boolean;
  initial: ClientFormValues;
  onSubmit: (values: ClientFormValues) => Promise<ApiResult<{ client: Client }>>;
  onSaved: (client: Client) => void;
  onCancel: () => void;
};

/** Create or edit a client: checked here first, then by the server. */
export function ClientForm({ isNew, initial, onSubmit, onSaved, onCancel }: ClientFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useRecordForm({
    initial,
    validate: validateClientForm,
    submit: onSubmit,
    onSaved: (result) => onSaved(result.client),
    isShownField: isClientFormField,
  });

  const field = (name: ClientFormField) => ({
    name,
    value: form.values[name],
    error: form.errorOf(name),
    onChange: (event: { target: { value: string } }) =>
      form.change({ ...form.values, [name]: event.target.value }, [name]),
  });

  return (
    <form
      ref={form.formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <p className={styles.required}>{t('clients.form.requiredNote')}</p>
      <div className={styles.grid}>
        <TextField
          label={t('clients.fields.name')}
          required
          autoComplete="off"
          {...field('name')}
        />
        <TextField
          label={t('clients.fields.email')}
          type="email"
          required
          autoComplete="off"
          {...field('email')}
        />
        <TextField label={t('clients.fields.company')} isOptional {...field('company')} />
        <TextField label={t('clients.fields.phone')} type="tel" isOptional {...field('phone')} />
        <TextField label={t('clients.fields.taxId')} isOptional {...field('tax_id')} />
        <SelectField
          label={t('clients.fields.status')}
          required
          options={clientStatuses.map((status) => ({
            value: status,
            label: t(`clients.statuses.${status}`),
          }))}
          {...field('status')}
        />
      </div>
      <TextAreaField
        label={t('clients.fields.address')}
        isOptional
        rows={3}
        {...field('address')}
      />
      <TextAreaField label={t('clients.fields.notes')} isOptional rows={5} {...field('notes')} />
      <FormFooter
        failure={form.failure}
        isPending={form.isPending}
        submitLabel={isNew ? t('clients.form.create') : t('common.form.save')}
        onCancel={onCancel}
      />
    </form>
  );
}
