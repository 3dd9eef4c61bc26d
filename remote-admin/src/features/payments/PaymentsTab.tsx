import { Button, type Payment, paymentMethods } from '@atelier/shared';
import { usePaymentList } from '@atelier/shared/data/revenue';
import { DateRangePicker } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../common/ListToolbar';
import { RecordListPage, useListPage } from '../../common/RecordListPage';
import { useDateRangeStrings } from '../../common/use-date-range-strings';
import { NAMESPACE } from '../../i18n';
import { DeletePaymentDialog } from './DeletePaymentDialog';
import styles from './Payments.module.css';
import { PaymentTable } from './PaymentTable';
import { type PaymentFilters, paymentFilters, toPaymentQuery } from './payment-filters';
import { RecordPaymentDialog } from './RecordPaymentDialog';

/** The list of the URL's filters, as the payments function reads them. */
const usePaymentPage = (filters: PaymentFilters) => usePaymentList(toPaymentQuery(filters));

export function PaymentsTab() {
  const { t } = useTranslation(NAMESPACE);
  const page = useListPage(paymentFilters, usePaymentPage);
  const { filters, change } = page;
  const dateStrings = useDateRangeStrings({
    from: t('payments.filters.from'),
    to: t('payments.filters.to'),
  });
  const [isRecording, setIsRecording] = useState(false);
  const [toDelete, setToDelete] = useState<Payment | null>(null);

  return (
    <>
      <div className={styles.tabActions}>
        <Button onClick={() => setIsRecording(true)}>{t('payments.record.open')}</Button>
      </div>
      <RecordListPage
        keys="payments"
        page={page}
        onAdd={() => setIsRecording(true)}
        filters={
          <>
            <ChoiceFilter
              label={t('payments.columns.method')}
              value={filters.method}
              choices={paymentMethods}
              labelOf={(method) => t(`payments.methods.${method}`)}
              onChange={(method) => change({ method })}
            />
            <DateRangePicker
              label={t('payments.filters.dates')}
              value={{ from: filters.from ?? '', to: filters.to ?? '' }}
              onChange={({ from, to }) => change({ from: from || null, to: to || null })}
              strings={dateStrings}
            />
          </>
        }
      >
        <PaymentTable
          payments={page.list.data?.payments ?? []}
          caption={t('payments.table.caption')}
          isBusy={page.list.isFetching}
          sorting={{
            sort: filters.sort,
            order: filters.order,
            onSort: page.sortBy,
          }}
          onDelete={setToDelete}
        />
      </RecordListPage>
      <RecordPaymentDialog isOpen={isRecording} onClose={() => setIsRecording(false)} />
      <DeletePaymentDialog payment={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
