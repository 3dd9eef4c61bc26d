import {
  Button,
  EmptyState,
  ErrorPanel,
  invoiceStatuses,
  SelectField,
  Spinner,
  toast,
} from '@atelier/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { failureText } from '../../common/line-items/document-errors';
import listStyles from '../../common/line-items/RecordList.module.css';
import { SearchBox } from '../../common/line-items/SearchBox';
import { useInvoiceSettings } from '../../common/line-items/use-invoice-settings';
import { Pagination } from '../../common/Pagination';
import { NAMESPACE } from '../../i18n';
import { InvoiceForm } from './InvoiceForm';
import { InvoiceSettingsDialog } from './InvoiceSettingsDialog';
import { InvoiceTable } from './InvoiceTable';
import {
  changeInvoiceFilters,
  DEFAULT_INVOICE_FILTERS,
  hasInvoiceFilters,
  type InvoiceFilters,
  newInvoiceRequest,
  parseInvoiceFilters,
  SEARCH_MAX,
  toggleInvoiceSort,
  withoutNewRequest,
  writeInvoiceFilters,
} from './invoice-filters';
import { addDays, emptyInvoiceForm, todayUtc, toNewInvoice } from './invoice-form';
import styles from './Payments.module.css';
import { invoiceWrites, useInvoiceList } from './use-invoices';
import { useUrlFilters } from './use-url-filters';

export function InvoicesTab() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { filters, params, setParams, update } = useUrlFilters(
    parseInvoiceFilters,
    writeInvoiceFilters,
  );
  const change = useCallback(
    (next: Partial<InvoiceFilters>) => update((current) => changeInvoiceFilters(current, next)),
    [update],
  );
  const clear = () =>
    update((current) => ({
      ...DEFAULT_INVOICE_FILTERS,
      sort: current.sort,
      order: current.order,
      pageSize: current.pageSize,
    }));
  const list = useInvoiceList(filters);
  const settings = useInvoiceSettings();
  const currency = settings.data?.settings.currency ?? 'USD';
  const request = newInvoiceRequest(params);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);

  const closeForm = () => {
    setIsFormOpen(false);
    if (request) setParams(withoutNewRequest(params), { replace: true });
  };
  const openForm = () => setIsFormOpen(true);
  const isFiltered = hasInvoiceFilters(filters);
  const hasNone = list.data?.total === 0 && !isFiltered;
  const terms = settings.data?.settings.payment_terms_days ?? 30;

  function content() {
    if (list.failure && !list.data) {
      return (
        <ErrorPanel
          title={t('invoices.failedTitle')}
          message={failureText(t, list.failure)}
          retryLabel={t('invoices.retry')}
          onRetry={list.refetch}
        />
      );
    }
    if (!list.data) return <Spinner label={t('invoices.loading')} />;
    if (hasNone) {
      return (
        <EmptyState
          title={t('invoices.empty.title')}
          description={t('invoices.empty.description')}
          action={<Button onClick={openForm}>{t('invoices.empty.add')}</Button>}
        />
      );
    }
    if (list.data.total === 0) {
      return (
        <EmptyState
          title={t('invoices.noMatch.title')}
          description={t('invoices.noMatch.description')}
          action={
            <Button variant="secondary" onClick={clear}>
              {t('invoices.filters.clear')}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <InvoiceTable
          invoices={list.data.invoices}
          filters={filters}
          isBusy={list.isFetching}
          onSort={(column) => update((current) => toggleInvoiceSort(current, column))}
        />
        <Pagination
          label={t('invoices.pagination')}
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
        <Button onClick={openForm}>{t('invoices.new')}</Button>
        <Button variant="secondary" onClick={() => setIsSettingsOpen(true)}>
          {t('invoices.settings.open')}
        </Button>
      </div>
      {hasNone ? null : (
        <search className={listStyles.toolbar} aria-label={t('invoices.filters.title')}>
          <SearchBox
            label={t('invoices.filters.search')}
            placeholder={t('invoices.filters.searchPlaceholder')}
            value={filters.search}
            maxLength={SEARCH_MAX}
            onSearch={(search) => change({ search })}
          />
          <SelectField
            label={t('invoices.columns.status')}
            value={filters.status ?? ''}
            options={[
              { value: '', label: t('invoices.filters.any') },
              ...invoiceStatuses.map((status) => ({
                value: status,
                label: t(`invoices.statuses.${status}`),
              })),
            ]}
            onChange={(event) =>
              change({ status: (event.target.value || null) as InvoiceFilters['status'] })
            }
          />
          {isFiltered ? (
            <Button variant="ghost" className={listStyles.clear} onClick={clear}>
              {t('invoices.filters.clear')}
            </Button>
          ) : null}
        </search>
      )}
      {content()}
      <InvoiceForm
        isOpen={(isFormOpen || request !== null) && !settings.isLoading}
        mode="create"
        initial={emptyInvoiceForm(request, addDays(todayUtc(), terms))}
        currency={currency}
        onSubmit={(values) => invoiceWrites.create(toNewInvoice(values))}
        onSaved={(invoice) => {
          toast.success(t('invoices.toasts.created'));
          setIsFormOpen(false);
          void navigate(`/admin/payments/invoices/${invoice.id}`);
        }}
        onClose={closeForm}
      />
      <InvoiceSettingsDialog
        isOpen={isSettingsOpen}
        settings={settings.data?.settings}
        onClose={() => setIsSettingsOpen(false)}
      />
    </>
  );
}
