import { Card, TextField } from '@atelier/shared';
import type { AdminSettings } from '@atelier/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { SaveFooter } from '../../common/SaveFooter';
import { NAMESPACE } from '../../i18n';
import { updateSettings } from './api';
import {
  type InvoicingValues,
  invoicingChanges,
  invoicingServerErrors,
  invoicingToValues,
  isInvoicingField,
  validateInvoicing,
} from './invoicing-values';
import styles from './SettingsPage.module.css';
import { useSettingsForm } from './settings-form';
import { useSettingsWrite } from './use-settings';

type TextName = 'payment_terms_days' | 'default_tax_rate' | 'number_pattern';
type SwitchName = 'reminders_enabled' | 'allow_partial_payments';

/** Invoicing defaults: terms, tax rate, numbering, reminders and partial payments in the portal. */
export function InvoicingSection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(NAMESPACE);
  const write = useSettingsWrite();
  const [isSaved, setIsSaved] = useState(false);
  const form = useSettingsForm({
    initial: invoicingToValues(settings),
    validate: validateInvoicing,
    submit: (values: InvoicingValues) => write(() => updateSettings(invoicingChanges(values))),
    onSaved: () => setIsSaved(true),
    isShownField: isInvoicingField,
    mapServerErrors: invoicingServerErrors,
  });
  const edit = (next: InvoicingValues, name: keyof InvoicingValues) => {
    setIsSaved(false);
    form.change(next, [name]);
  };
  const field = (name: TextName) => ({
    name,
    value: form.values[name],
    error: form.errorOf(name),
    onChange: (event: { target: { value: string } }) =>
      edit({ ...form.values, [name]: event.target.value }, name),
  });
  const toggle = (name: SwitchName) => (
    <label className={formStyles.check}>
      <input
        type="checkbox"
        name={name}
        checked={form.values[name]}
        onChange={(event) => edit({ ...form.values, [name]: event.target.checked }, name)}
      />
      {t(`settings.invoicing.${name === 'reminders_enabled' ? 'reminders' : 'partial'}`)}
    </label>
  );

  return (
    <Card>
      <section className={styles.section} aria-labelledby="settings-invoicing">
        <h2 id="settings-invoicing" className={styles.sectionTitle}>
          {t('settings.invoicing.title')}
        </h2>
        <form
          ref={form.formRef}
          className={formStyles.form}
          noValidate
          onSubmit={(event) => void form.handleSubmit(event)}
        >
          <div className={formStyles.grid}>
            <TextField
              label={t('settings.invoicing.terms')}
              hint={t('settings.invoicing.termsHint')}
              inputMode="numeric"
              {...field('payment_terms_days')}
            />
            <TextField
              label={t('settings.invoicing.taxRate')}
              hint={t('settings.invoicing.taxRateHint')}
              inputMode="decimal"
              {...field('default_tax_rate')}
            />
            <TextField
              label={t('settings.invoicing.pattern')}
              hint={t('settings.invoicing.patternHint')}
              {...field('number_pattern')}
            />
          </div>
          {toggle('reminders_enabled')}
          {toggle('allow_partial_payments')}
          <SaveFooter
            savedLabel={t('settings.saved')}
            failure={form.failure}
            isPending={form.isPending}
            isSaved={isSaved}
            submitLabel={t('settings.invoicing.save')}
          />
        </form>
      </section>
    </Card>
  );
}
