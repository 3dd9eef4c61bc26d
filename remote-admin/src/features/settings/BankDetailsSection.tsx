import { Card, TextField } from '@atelier/shared';
import type { AdminSettings } from '@atelier/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { SaveFooter } from '../../common/SaveFooter';
import { NAMESPACE } from '../../i18n';
import { updateSettings } from './api';
import {
  type BankValues,
  bankChanges,
  bankToValues,
  isBankField,
  referencePreview,
  validateBank,
} from './bank-values';
import styles from './SettingsPage.module.css';
import { useSettingsForm } from './settings-form';
import { useSettingsWrite } from './use-settings';

/** The number a reference is previewed with. */
const SAMPLE_NUMBER = 'INV-2026-0001';

/**
 * The agency's bank details for a transfer: printed on every invoice PDF and in the invoice
 * e-mail beside the link to pay by card (docs/settings.md "Bank details").
 */
export function BankDetailsSection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(NAMESPACE);
  const write = useSettingsWrite();
  const [isSaved, setIsSaved] = useState(false);
  const form = useSettingsForm({
    initial: bankToValues(settings),
    validate: validateBank,
    submit: (values: BankValues) => write(() => updateSettings(bankChanges(values))),
    onSaved: () => setIsSaved(true),
    isShownField: isBankField,
  });
  const field = (name: keyof BankValues) => ({
    name,
    value: form.values[name],
    error: form.errorOf(name),
    onChange: (event: { target: { value: string } }) => {
      setIsSaved(false);
      form.change({ ...form.values, [name]: event.target.value }, [name]);
    },
  });

  return (
    <Card>
      <section className={styles.section} aria-labelledby="settings-bank">
        <h2 id="settings-bank" className={styles.sectionTitle}>
          {t('settings.bank.title')}
        </h2>
        <p className={styles.sectionNote}>{t('settings.bank.note')}</p>
        <form
          ref={form.formRef}
          className={formStyles.form}
          noValidate
          onSubmit={(event) => void form.handleSubmit(event)}
        >
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
          <SaveFooter
            savedLabel={t('settings.saved')}
            failure={form.failure}
            isPending={form.isPending}
            isSaved={isSaved}
            submitLabel={t('settings.bank.save')}
          />
        </form>
      </section>
    </Card>
  );
}
