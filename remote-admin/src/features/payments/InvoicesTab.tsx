import { addDays, agencyToday, Button, invoiceStatuses, toast } from '@atelier/shared';
import {
  useInvoiceList,
  useInvoiceSettings,
  useInvoiceWrites,
} from '@atelier/shared/data/invoices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChoiceFilter } from '../../common/ListToolbar';
import { withoutNewRequest } from '../../common/list-state';
import { RecordListPage, useListPage } from '../../common/RecordListPage';
import { NAMESPACE } from '../../i18n';
import { InvoiceExportButton } from './InvoiceExportButton';
import { InvoiceForm } from './InvoiceForm';
import { InvoiceSettingsDialog } from './InvoiceSettingsDialog';
import { InvoiceTable } from './InvoiceTable';
import {
  type InvoiceFilters,
  invoiceFilters,
  newInvoiceRequest,
  toInvoiceQuery,
} from './invoice-filters';
import { emptyInvoiceForm, toNewInvoice } from './invoice-form';
import styles from './Payments.module.css';

/** The list of the URL's filters, as the invoices function reads them. */
const useInvoicePage = (filters: InvoiceFilters) => useInvoiceList(toInvoiceQuery(filters));

export function InvoicesTab() {
  const invoiceWrites = useInvoiceWrites();
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const page = useListPage(invoiceFilters, useInvoicePage);
  const { filters, params, setParams, change, hasNone } = page;
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
      <RecordListPage
        keys="invoices"
        page={page}
        onAdd={openForm}
        filters={
          <ChoiceFilter
            label={t('invoices.columns.status')}
            value={filters.status}
            choices={invoiceStatuses}
            labelOf={(status) => t(`invoices.statuses.${status}`)}
            onChange={(status) => change({ status })}
          />
        }
      >
        <InvoiceTable
          invoices={page.list.data?.invoices ?? []}
          filters={filters}
          isBusy={page.list.isFetching}
          onSort={page.sortBy}
        />
      </RecordListPage>
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
