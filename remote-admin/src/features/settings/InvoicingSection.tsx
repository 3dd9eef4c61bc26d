import { TextField } from '@atelier/shared';
import type { AdminSettings } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import {
  invoicingChanges,
  invoicingServerErrors,
  invoicingToValues,
  isInvoicingField,
  validateInvoicing,
} from './invoicing-values';
import { SettingsForm, SettingsSection } from './SettingsSection';
import { useSettingsSection } from './settings-form';

type SwitchName = 'reminders_enabled' | 'allow_partial_payments';

/** Invoicing defaults: terms, tax rate, numbering, reminders and partial payments in the portal. */
export function InvoicingSection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(NAMESPACE);
  const section = useSettingsSection({
    initial: invoicingToValues(settings),
    validate: validateInvoicing,
    toChanges: invoicingChanges,
    isShownField: isInvoicingField,
    mapServerErrors: invoicingServerErrors,
  });
  const { form, edit, field } = section;
  const toggle = (name: SwitchName) => (
    <label className={kitStyles.check}>
      <input
        type="checkbox"
        name={name}
        checked={form.values[name]}
        onChange={(event) => edit(name, event.target.checked)}
      />
      {t(`settings.invoicing.${name === 'reminders_enabled' ? 'reminders' : 'partial'}`)}
    </label>
  );

  return (
    <SettingsSection id="invoicing" title={t('settings.invoicing.title')}>
      <SettingsForm section={section} submitLabel={t('settings.invoicing.save')}>
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
      </SettingsForm>
    </SettingsSection>
  );
}
