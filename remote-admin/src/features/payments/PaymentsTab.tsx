import {
  Button,
  DateRangePicker,
  type Payment,
  paymentMethods,
  SelectField,
} from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../common/ListToolbar';
import { ListView } from '../../common/ListView';
import { failureMessage } from '../../common/record-errors';
import { useDateRangeStrings } from '../../common/use-date-range-strings';
import { useListFilters } from '../../common/use-url-filters';
import { NAMESPACE } from '../../i18n';
import { DeletePaymentDialog } from './DeletePaymentDialog';
import styles from './Payments.module.css';
import { PaymentTable } from './PaymentTable';
import { hasPaymentFilters, type PaymentFilters, paymentFilters } from './payment-filters';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { usePaymentList } from './use-invoices';

export function PaymentsTab() {
  const { t } = useTranslation(NAMESPACE);
  const { filters, change, sortBy, clear } = useListFilters(paymentFilters);
  const dateStrings = useDateRangeStrings({
    from: t('payments.filters.from'),
    to: t('payments.filters.to'),
  });
  const list = usePaymentList(filters);
  const [isRecording, setIsRecording] = useState(false);
  const [toDelete, setToDelete] = useState<Payment | null>(null);
  const isFiltered = hasPaymentFilters(filters);
  const hasNone = list.data?.total === 0 && !isFiltered;

  return (
    <>
      <div className={styles.tabActions}>
        <Button onClick={() => setIsRecording(true)}>{t('payments.record.open')}</Button>
      </div>
      {hasNone ? null : (
        <ListToolbar
          label={t('payments.filters.title')}
          searchPlaceholder={t('payments.filters.searchPlaceholder')}
          search={filters.search}
          onSearch={(search) => change({ search })}
          isFiltered={isFiltered}
          onClear={clear}
          isDense
        >
          <SelectField
            label={t('payments.columns.method')}
            value={filters.method ?? ''}
            options={[
              { value: '', label: t('common.filters.any') },
              ...paymentMethods.map((method) => ({
                value: method,
                label: t(`payments.methods.${method}`),
              })),
            ]}
            onChange={(event) =>
              change({ method: (event.target.value || null) as PaymentFilters['method'] })
            }
          />
          <DateRangePicker
            label={t('payments.filters.dates')}
            value={{ from: filters.from ?? '', to: filters.to ?? '' }}
            onChange={({ from, to }) => change({ from: from || null, to: to || null })}
            strings={dateStrings}
          />
        </ListToolbar>
      )}
      <ListView
        total={list.data?.total}
        failure={list.failure && !list.data ? failureMessage(t, list.failure) : null}
        failedTitle={t('payments.failedTitle')}
        onRetry={list.refetch}
        loadingLabel={t('common.loading')}
        isFiltered={isFiltered}
        onClear={clear}
        empty={{
          title: t('payments.empty.title'),
          description: t('payments.empty.description'),
          action: <Button onClick={() => setIsRecording(true)}>{t('payments.empty.add')}</Button>,
        }}
        noMatch={{
          title: t('payments.noMatch.title'),
          description: t('payments.noMatch.description'),
        }}
        pagesLabel={t('payments.pagination')}
        page={filters.page}
        pageSize={filters.pageSize}
        onPageChange={change}
      >
        <PaymentTable
          payments={list.data?.payments ?? []}
          caption={t('payments.table.caption')}
          isBusy={list.isFetching}
          sorting={{
            sort: filters.sort,
            order: filters.order,
            onSort: sortBy,
          }}
          onDelete={setToDelete}
        />
      </ListView>
      <RecordPaymentDialog isOpen={isRecording} onClose={() => setIsRecording(false)} />
      <DeletePaymentDialog payment={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
