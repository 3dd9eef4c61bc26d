import { Button, FailureLine } from '@atelier/shared';
import { useStartCheckout } from '@atelier/shared/data/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../projects/portal-failure';
import styles from './Invoices.module.css';

/**
 * Pays the balance on Stripe's hosted page: `pay_invoice` with `provider: "stripe"` answers
 * the page, the browser goes there, and Stripe sends the client back to this invoice with
 * `?payment=success|cancelled` (payment-return.ts). Nothing is paid until Stripe says so.
 */
export function StripeCheckoutButton({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const startCheckout = useStartCheckout();
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const open = async () => {
    setPending(true);
    setFailure(null);
    try {
      const started = await startCheckout(invoiceId);
      if (started.success) {
        window.location.assign(started.redirect_url);
        return;
      }
      setFailure(
        started.code === 'PAYMENT_FAILED'
          ? t('invoices.pay.stripe.unavailable')
          : portalFailureMessage(t, started),
      );
    } catch (error) {
      console.error('[remote-portal] starting a Stripe checkout', error);
      setFailure(t('invoices.pay.unexpected'));
    }
    setPending(false);
  };

  return (
    <div className={styles.stripe}>
      <p className={styles.hint}>{t('invoices.pay.stripe.hint')}</p>
      <Button type="button" disabled={isPending} onClick={() => void open()}>
        {isPending ? t('invoices.pay.stripe.redirecting') : t('invoices.pay.stripe.button')}
      </Button>
      <FailureLine>{failure}</FailureLine>
    </div>
  );
}
