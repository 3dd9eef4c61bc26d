import {
  type ApiFailure,
  Button,
  FailureLine,
  type Invoice,
  type PaidInvoice,
  TextField,
} from '@atelier/shared';
import { usePayInvoice } from '@atelier/shared/data/portal';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { usePortalForm } from '../common/use-portal-form';
import { portalFailureMessage } from '../projects/portal-failure';
import styles from './Invoices.module.css';
import {
  checkPayForm,
  formatCardNumber,
  initialPayValues,
  PAY_FIELDS,
  type PayFormValues,
  type PayProblem,
  payServerErrors,
  toPayRequest,
} from './pay-form';

type PayInvoiceFormProps = {
  invoice: Invoice;
  onPaid: (paid: PaidInvoice) => void;
};

/** The card's expiry and code: numeric boxes of a few digits, in this order. */
const EXPIRY_FIELDS = [
  {
    key: 'expMonth',
    path: 'card.exp_month',
    label: 'invoices.pay.expMonth',
    autoComplete: 'cc-exp-month',
    placeholder: 'MM',
    maxLength: 2,
  },
  {
    key: 'expYear',
    path: 'card.exp_year',
    label: 'invoices.pay.expYear',
    autoComplete: 'cc-exp-year',
    placeholder: 'YYYY',
    maxLength: 4,
  },
  {
    key: 'cvc',
    path: 'card.cvc',
    label: 'invoices.pay.cvc',
    autoComplete: 'cc-csc',
    placeholder: undefined,
    maxLength: 4,
  },
] as const satisfies readonly {
  key: keyof PayFormValues;
  path: string;
  label: string;
  autoComplete: string;
  placeholder?: string;
  maxLength: number;
}[];

/** The amount as the client types it back: "1234.50", without grouping or currency sign. */
const plainAmount = (cents: number) => (cents / 100).toFixed(2);

/**
 * Pays the balance by card through the test provider. Every field keeps what was typed when
 * the server refuses (a declined card, a partial amount the agency does not allow).
 */
export function PayInvoiceForm({ invoice, onPaid }: PayInvoiceFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const pay = usePayInvoice();
  const describe = (problem: PayProblem) => t(`invoices.pay.problems.${problem}`);

  // A refused card (PAYMENT_FAILED) is worded by its reason, as every other failure.
  const describeFailure = (failure: ApiFailure) => {
    if (failure.code === 'VALIDATION_FAILED') return t('invoices.pay.checkFields');
    if (failure.code === 'NOT_FOUND') return t('invoices.notFound.text');
    return portalFailureMessage(t, failure);
  };

  const form = usePortalForm<PayFormValues, PayProblem, PaidInvoice>({
    initial: initialPayValues(plainAmount(invoice.balance_cents)),
    validate: (values) =>
      checkPayForm(values, invoice.balance_cents, new Date()) as Record<string, PayProblem>,
    describe,
    submit: (values) => pay(toPayRequest(invoice.id, values, invoice.balance_cents)),
    onSaved: onPaid,
    isShownField: (path) => PAY_FIELDS.includes(path),
    mapServerErrors: payServerErrors,
    describeFailure,
    unexpectedFailure: () => t('invoices.pay.unexpected'),
    name: 'paying an invoice',
  });

  const field = (key: keyof PayFormValues, path: string) => ({
    value: form.values[key],
    error: form.errorOf(path),
    disabled: form.isPending,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.change({ ...form.values, [key]: event.target.value }, [path]),
  });

  return (
    <form className={styles.payForm} {...form.formProps}>
      <p className={styles.hint}>{t('invoices.pay.testHint')}</p>
      <TextField
        label={t('invoices.pay.amount', { currency: invoice.currency })}
        hint={t('invoices.pay.amountHint')}
        inputMode="decimal"
        autoComplete="off"
        {...field('amount', 'amount')}
      />
      <TextField
        label={t('invoices.pay.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        {...field('number', 'card.number')}
        onChange={(event) =>
          form.change({ ...form.values, number: formatCardNumber(event.target.value) }, [
            'card.number',
            'card',
          ])
        }
      />
      <div className={styles.expiry}>
        {EXPIRY_FIELDS.map(({ key, path, label, autoComplete, placeholder, maxLength }) => (
          <TextField
            key={key}
            label={t(label)}
            inputMode="numeric"
            autoComplete={autoComplete}
            placeholder={placeholder}
            maxLength={maxLength}
            {...field(key, path)}
          />
        ))}
      </div>
      <FailureLine>{form.failure}</FailureLine>
      <Button type="submit" disabled={form.isPending}>
        {form.isPending ? t('invoices.pay.paying') : t('invoices.pay.submit')}
      </Button>
    </form>
  );
}
