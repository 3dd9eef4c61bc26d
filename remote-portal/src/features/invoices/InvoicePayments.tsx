import { type PortalPayment, paymentMethods, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Invoices.module.css';

/** The payments received on the invoice, oldest first. */
export function InvoicePayments({ payments }: { payments: PortalPayment[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={kitStyles.sectionTitle}>
        {t('invoices.payments.title')}
      </h2>
      {payments.length === 0 ? (
        <p className={styles.muted}>{t('invoices.payments.none')}</p>
      ) : (
        <ul className={styles.payments}>
          {payments.map((payment) => (
            <li key={payment.id}>
              <span>{format.day(payment.payment_date)}</span>
              <span>{t(`invoices.payments.methods.${methodKey(payment.payment_method)}`)}</span>
              <span className={styles.strong}>
                {format.money(payment.amount_cents, payment.currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The method's label key; one we do not name reads as "other". */
const methodKey = (method: string) =>
  (paymentMethods as readonly string[]).includes(method) ? method : 'other';
