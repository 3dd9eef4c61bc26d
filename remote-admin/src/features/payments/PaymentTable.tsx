import { Button, type Payment, type PaymentSortColumn, useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListTable, sortHeaders, type TableSorting } from '../../common/ListTable';
import styles from '../../common/RecordList.module.css';
import { NAMESPACE } from '../../i18n';

type PaymentTableProps = {
  payments: readonly Payment[];
  /** Absent: the columns do not sort (a short list such as the recent payments). */
  sorting?: TableSorting<PaymentSortColumn>;
  isBusy?: boolean;
  caption: string;
  onDelete?: (payment: Payment) => void;
};

/** Revenue entries (spec "Revenue entry"): when, how much, how, and what they paid for. */
export function PaymentTable({ payments, sorting, isBusy, caption, onDelete }: PaymentTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const header = sortHeaders(sorting);
  return (
    <ListTable
      caption={caption}
      isBusy={isBusy}
      columns={
        <>
          {header('payment_date', t('payments.columns.date'))}
          {header('amount_cents', t('payments.columns.amount'), true)}
          <th scope="col">{t('payments.columns.method')}</th>
          <th scope="col">{t('payments.columns.description')}</th>
          <th scope="col">{t('payments.columns.invoice')}</th>
          <th scope="col">{t('payments.columns.project')}</th>
          <th scope="col">{t('payments.columns.client')}</th>
          {onDelete ? (
            <th scope="col">
              <span className="at-visually-hidden">{t('payments.columns.actions')}</span>
            </th>
          ) : null}
        </>
      }
    >
      {payments.map((payment) => (
        <tr key={payment.id}>
          <th scope="row" className={styles.nowrap}>
            {format.day(payment.payment_date)}
          </th>
          <td className={styles.numeric}>{format.money(payment.amount_cents, payment.currency)}</td>
          <td>{t(`payments.methods.${payment.payment_method}`)}</td>
          <td>{payment.description ?? '—'}</td>
          <td className={styles.nowrap}>
            {payment.invoice_id ? (
              <Link to={`/admin/payments/invoices/${payment.invoice_id}`} className={styles.link}>
                {payment.invoice_number ?? t('invoices.draftNumber')}
              </Link>
            ) : (
              '—'
            )}
          </td>
          <td>{payment.projects?.name ?? '—'}</td>
          <td>
            {payment.clients?.name ?? '—'}
            {payment.clients?.company ? (
              <span className={styles.sub}>{payment.clients.company}</span>
            ) : null}
          </td>
          {onDelete ? (
            <td>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onDelete(payment)}
                aria-label={t('payments.delete.label', {
                  amount: format.money(payment.amount_cents, payment.currency),
                  date: format.day(payment.payment_date),
                })}
              >
                {t('payments.delete.button')}
              </Button>
            </td>
          ) : null}
        </tr>
      ))}
    </ListTable>
  );
}
