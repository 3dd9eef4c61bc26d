import {
  Button,
  EmptyState,
  ErrorPanel,
  type Payment,
  paymentMethods,
  SelectField,
  Spinner,
  TextField,
} from '@atelier/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../common/line-items/document-errors';
import listStyles from '../../common/line-items/RecordList.module.css';
import { SearchBox } from '../../common/line-items/SearchBox';
import { Pagination } from '../../common/Pagination';
import { NAMESPACE } from '../../i18n';
import { DeletePaymentDialog } from './DeletePaymentDialog';
import styles from './Payments.module.css';
import { PaymentTable } from './PaymentTable';
import {
  changePaymentFilters,
  DEFAULT_PAYMENT_FILTERS,
  hasPaymentFilters,
  type PaymentFilters,
  parsePaymentFilters,
  togglePaymentSort,
  writePaymentFilters,
} from './payment-filters';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { usePaymentList } from './use-invoices';
import { useUrlFilters } from './use-url-filters';

export function PaymentsTab() {
  const { t } = useTranslation(NAMESPACE);
  const { filters, update } = useUrlFilters(parsePaymentFilters, writePaymentFilters);
  const change = useCallback(
    (next: Partial<PaymentFilters>) => update((current) => changePaymentFilters(current, next)),
    [update],
  );
  const clear = () =>
    update((current) => ({
      ...DEFAULT_PAYMENT_FILTERS,
      sort: current.sort,
      order: current.order,
      pageSize: current.pageSize,
    }));
  const list = usePaymentList(filters);
  const [isRecording, setIsRecording] = useState(false);
  const [toDelete, setToDelete] = useState<Payment | null>(null);
  const isFiltered = hasPaymentFilters(filters);
  const hasNone = list.data?.total === 0 && !isFiltered;

  function content() {
    if (list.failure && !list.data) {
      return (
        <ErrorPanel
          title={t('payments.failedTitle')}
          message={failureText(t, list.failure)}
          retryLabel={t('payments.retry')}
          onRetry={list.refetch}
        />
      );
    }
    if (!list.data) return <Spinner label={t('payments.loading')} />;
    if (hasNone) {
      return (
        <EmptyState
          title={t('payments.empty.title')}
          description={t('payments.empty.description')}
          action={<Button onClick={() => setIsRecording(true)}>{t('payments.empty.add')}</Button>}
        />
      );
    }
    if (list.data.total === 0) {
      return (
        <EmptyState
          title={t('payments.noMatch.title')}
          description={t('payments.noMatch.description')}
          action={
            <Button variant="secondary" onClick={clear}>
              {t('payments.filters.clear')}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <PaymentTable
          payments={list.data.payments}
          caption={t('payments.table.caption')}
          isBusy={list.isFetching}
          sorting={{
            sort: filters.sort,
            order: filters.order,
            onSort: (column) => update((current) => togglePaymentSort(current, column)),
          }}
          onDelete={setToDelete}
        />
        <Pagination
          label={t('payments.pagination')}
          page={filters.page}
          pageSize={filters.pageSize}
          total={list.data.total}
          onPage={(page) => change({ page })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
      </>
    );
  }

  return (
    <>
      <div className={styles.tabActions}>
        <Button onClick={() => setIsRecording(true)}>{t('payments.record.open')}</Button>
      </div>
      {hasNone ? null : (
        <search className={listStyles.toolbar} aria-label={t('payments.filters.title')}>
          <SearchBox
            label={t('payments.filters.search')}
            placeholder={t('payments.filters.searchPlaceholder')}
            value={filters.search}
            maxLength={200}
            onSearch={(search) => change({ search })}
          />
          <SelectField
            label={t('payments.columns.method')}
            value={filters.method ?? ''}
            options={[
              { value: '', label: t('payments.filters.any') },
              ...paymentMethods.map((method) => ({
                value: method,
                label: t(`payments.methods.${method}`),
              })),
            ]}
            onChange={(event) =>
              change({ method: (event.target.value || null) as PaymentFilters['method'] })
            }
          />
          <TextField
            type="date"
            label={t('payments.filters.from')}
            value={filters.from ?? ''}
            max={filters.to ?? undefined}
            onChange={(event) => change({ from: event.target.value || null })}
          />
          <TextField
            type="date"
            label={t('payments.filters.to')}
            value={filters.to ?? ''}
            min={filters.from ?? undefined}
            onChange={(event) => change({ to: event.target.value || null })}
          />
          {isFiltered ? (
            <Button variant="ghost" className={listStyles.clear} onClick={clear}>
              {t('payments.filters.clear')}
            </Button>
          ) : null}
        </search>
      )}
      {content()}
      <RecordPaymentDialog isOpen={isRecording} onClose={() => setIsRecording(false)} />
      <DeletePaymentDialog payment={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
