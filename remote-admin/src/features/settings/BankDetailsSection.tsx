import { TextField } from '@atelier/shared';
import type { AdminSettings } from '@atelier/shared/contract';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import {
  bankChanges,
  bankToValues,
  isBankField,
  referencePreview,
  validateBank,
} from './bank-values';
import { SettingsForm, SettingsSection } from './SettingsSection';
import { useSettingsSection } from './settings-form';

/** The number a reference is previewed with. */
const SAMPLE_NUMBER = 'INV-2026-0001';

/**
 * The agency's bank details for a transfer: printed on every invoice PDF and in the invoice
 * e-mail beside the link to pay by card (docs/settings.md "Bank details").
 */
export function BankDetailsSection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(NAMESPACE);
  const section = useSettingsSection({
    initial: bankToValues(settings),
    validate: validateBank,
    toChanges: bankChanges,
    isShownField: isBankField,
  });
  const { form, field } = section;

  return (
    <SettingsSection id="bank" title={t('settings.bank.title')} note={t('settings.bank.note')}>
      <SettingsForm section={section} submitLabel={t('settings.bank.save')}>
        <div className={formStyles.grid}>
          <TextField label={t('settings.bank.holder')} {...field('bank_account_holder')} />
          <TextField
            label={t('settings.bank.account')}
            hint={t('settings.bank.accountHint')}
            {...field('bank_account_number')}
          />
          <TextField label={t('settings.bank.bic')} {...field('bank_bic')} />
          <TextField
            label={t('settings.bank.reference')}
            hint={t('settings.bank.referenceHint', {
              example: referencePreview(form.values, SAMPLE_NUMBER),
            })}
            {...field('payment_reference')}
          />
        </div>
      </SettingsForm>
    </SettingsSection>
  );
}
