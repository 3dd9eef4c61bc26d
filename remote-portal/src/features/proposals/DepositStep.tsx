import { ErrorPanel, LoadingSpinner, useFormat } from '@atelier/shared';
import type { ProposalFlow } from '@atelier/shared/contract';
import { usePortalInvoice } from '@atelier/shared/data/portal';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { PayInvoiceForm } from '../invoices/PayInvoiceForm';
import { StripeCheckoutButton } from '../invoices/StripeCheckoutButton';
import { portalFailureMessage } from '../projects/portal-failure';
import styles from './Proposals.module.css';

/**
 * Pay the deposit: its amount and invoice number, then the invoice page's own ways to pay
 * (Stripe's hosted checkout, the test provider's card form), whichever this backend offers.
 */
export function DepositStep({
  deposit,
  onPaid,
}: {
  deposit: NonNullable<ProposalFlow['deposit_invoice']>;
  onPaid: () => Promise<void>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = useId();
  const detail = usePortalInvoice(deposit.id);
  const invoice = detail.data?.invoice;
  const providers = detail.data?.payment_providers ?? [];

  return (
    <section className={styles.step} aria-labelledby={titleId}>
      <h2 id={titleId} className={kitStyles.sectionTitle}>
        {t('proposals.flow.deposit.title')}
      </h2>
      <dl className={kitStyles.terms}>
        <dt>{t('proposals.flow.deposit.amount')}</dt>
        <dd>{format.money(deposit.total_cents, deposit.currency)}</dd>
        <dt>{t('proposals.flow.deposit.invoice')}</dt>
        <dd>{deposit.invoice_number}</dd>
      </dl>
      {detail.failure && !invoice ? (
        <ErrorPanel
          title={t('proposals.flow.deposit.failedTitle')}
          message={portalFailureMessage(t, detail.failure)}
          retryLabel={t('errors.retry')}
          onRetry={detail.refetch}
        />
      ) : null}
      {!detail.failure && !invoice ? <LoadingSpinner /> : null}
      {invoice ? (
        <>
          {providers.includes('stripe') ? <StripeCheckoutButton invoiceId={invoice.id} /> : null}
          {providers.includes('test') ? (
            <PayInvoiceForm
              key={invoice.balance_cents}
              invoice={invoice}
              onPaid={() => void onPaid()}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
