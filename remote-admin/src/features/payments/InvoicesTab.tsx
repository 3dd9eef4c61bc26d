import { addDays, agencyToday, Button, invoiceStatuses, SelectField, toast } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListToolbar } from '../../common/ListToolbar';
import { ListView } from '../../common/ListView';
import { useInvoiceSettings } from '../../common/line-items/use-invoice-settings';
import { withoutNewRequest } from '../../common/list-state';
import { failureMessage } from '../../common/record-errors';
import { useListFilters } from '../../common/use-url-filters';
import { NAMESPACE } from '../../i18n';
import { InvoiceExportButton } from './InvoiceExportButton';
import { InvoiceForm } from './InvoiceForm';
import { InvoiceSettingsDialog } from './InvoiceSettingsDialog';
import { InvoiceTable } from './InvoiceTable';
import {
  hasInvoiceFilters,
  type InvoiceFilters,
  invoiceFilters,
  newInvoiceRequest,
} from './invoice-filters';
import { emptyInvoiceForm, toNewInvoice } from './invoice-form';
import styles from './Payments.module.css';
import { useInvoiceList, useInvoiceWrites } from './use-invoices';

export function InvoicesTab() {
  const invoiceWrites = useInvoiceWrites();
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { filters, params, setParams, change, sortBy, clear } = useListFilters(invoiceFilters);
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

  return (
    <>
      <div className={styles.tabActions}>
        <Button onClick={openForm}>{t('invoices.new')}</Button>
        <Button variant="secondary" onClick={() => setIsSettingsOpen(true)}>
          {t('invoices.settings.open')}
        </Button>
        {hasNone ? null : <InvoiceExportButton filters={filters} />}
      </div>
      {hasNone ? null : (
        <ListToolbar
          label={t('invoices.filters.title')}
          searchPlaceholder={t('invoices.filters.searchPlaceholder')}
          search={filters.search}
          onSearch={(search) => change({ search })}
          isFiltered={isFiltered}
          onClear={clear}
          isDense
        >
          <SelectField
            label={t('invoices.columns.status')}
            value={filters.status ?? ''}
            options={[
              { value: '', label: t('common.filters.any') },
              ...invoiceStatuses.map((status) => ({
                value: status,
                label: t(`invoices.statuses.${status}`),
              })),
            ]}
            onChange={(event) =>
              change({ status: (event.target.value || null) as InvoiceFilters['status'] })
            }
          />
        </ListToolbar>
      )}
      <ListView
        total={list.data?.total}
        failure={list.failure && !list.data ? failureMessage(t, list.failure) : null}
        failedTitle={t('invoices.failedTitle')}
        onRetry={list.refetch}
        loadingLabel={t('common.loading')}
        isFiltered={isFiltered}
        onClear={clear}
        empty={{
          title: t('invoices.empty.title'),
          description: t('invoices.empty.description'),
          action: <Button onClick={openForm}>{t('invoices.empty.add')}</Button>,
        }}
        noMatch={{
          title: t('invoices.noMatch.title'),
          description: t('invoices.noMatch.description'),
        }}
        pagesLabel={t('invoices.pagination')}
        page={filters.page}
        pageSize={filters.pageSize}
        onPageChange={change}
      >
        <InvoiceTable
          invoices={list.data?.invoices ?? []}
          filters={filters}
          isBusy={list.isFetching}
          onSort={sortBy}
        />
      </ListView>
      <InvoiceForm
        isOpen={(isFormOpen || request !== null) && !settings.isLoading}
        mode="create"
        initial={emptyInvoiceForm(request, addDays(agencyToday(), terms))}
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
