import { Dialog, type InvoiceSettings, TextField, toast } from '@atelier/shared';
import { useInvoiceWrites } from '@atelier/shared/data/invoices';
import { kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../common/FormFooter';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import {
  numberPreview,
  parseTerms,
  type SettingsErrors,
  validateSettings,
} from './invoice-settings';
import styles from './Payments.module.css';

type InvoiceSettingsDialogProps = {
  isOpen: boolean;
  settings: InvoiceSettings | undefined;
  onClose: () => void;
};

/** The invoice number pattern (with the next number it would give) and the payment terms. */
export function InvoiceSettingsDialog({ isOpen, settings, onClose }: InvoiceSettingsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog isOpen={isOpen} title={t('invoices.settings.title')} onClose={onClose}>
      {isOpen && settings ? <SettingsForm settings={settings} onClose={onClose} /> : null}
      {isOpen && !settings ? <p>{t('common.loading')}</p> : null}
    </Dialog>
  );
}

function SettingsForm({ settings, onClose }: { settings: InvoiceSettings; onClose: () => void }) {
  const invoiceWrites = useInvoiceWrites();
  const { t } = useTranslation(NAMESPACE);
  const [pattern, setPattern] = useState(settings.number_pattern);
  const [terms, setTerms] = useState(String(settings.payment_terms_days));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const year = new Date().getUTCFullYear();
  const preview = numberPreview(pattern, year, settings.next_number);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = validateSettings({ pattern, terms });
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) return;
    setIsPending(true);
    try {
      const result = await invoiceWrites.settings({
        number_pattern: pattern.trim(),
        payment_terms_days: parseTerms(terms) ?? settings.payment_terms_days,
      });
      if (result.success) {
        toast.success(t('invoices.settings.saved'));
        onClose();
        return;
      }
      setServerErrors(result.fields ?? {});
      setFailure(failureMessage(t, result));
    } catch (error) {
      console.error('[remote-admin] saving invoice settings failed', error);
      setFailure(t('common.errors.generic'));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <form className={kitStyles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('invoices.settings.pattern')}
        hint={t('invoices.settings.patternHint')}
        required
        value={pattern}
        maxLength={60}
        error={
          errors.number_pattern
            ? t('invoices.settings.patternError')
            : (serverErrors.number_pattern ?? null)
        }
        onChange={(event) => setPattern(event.target.value)}
      />
      <p className={styles.preview} aria-live="polite">
        {preview
          ? t('invoices.settings.preview', { number: preview })
          : t('invoices.settings.noPreview')}
      </p>
      <TextField
        label={t('invoices.settings.terms')}
        hint={t('invoices.settings.termsHint')}
        inputMode="numeric"
        required
        value={terms}
        error={
          errors.payment_terms_days
            ? t('invoices.settings.termsError')
            : (serverErrors.payment_terms_days ?? null)
        }
        onChange={(event) => setTerms(event.target.value)}
      />
      <FormFooter
        failure={failure}
        isPending={isPending}
        submitLabel={t('invoices.settings.save')}
        onCancel={onClose}
      />
    </form>
  );
}
