import { Button, toast } from '@atelier/shared';
import { getInvoices } from '@atelier/shared/data/invoices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import { downloadCsv } from '../leads/lead-csv';
import { fetchAllInvoices, invoicesToCsv } from './invoice-csv';
import { type InvoiceFilters, toInvoiceQuery } from './invoice-filters';

/** Downloads every invoice the filters match, with what was paid, credited and is left. */
export function InvoiceExportButton({ filters }: { filters: InvoiceFilters }) {
  const { t } = useTranslation(NAMESPACE);
  const [isExporting, setIsExporting] = useState(false);

  async function exportCsv() {
    setIsExporting(true);
    try {
      const result = await fetchAllInvoices(toInvoiceQuery(filters), (query) =>
        getInvoices(query, { demoFallback: false }),
      );
      if (!result.success) {
        toast.error(failureMessage(t, result));
        return;
      }
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(invoicesToCsv(result.invoices), `invoices-${day}.csv`);
      toast.success(t('invoices.export.done', { count: result.invoices.length }));
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Button variant="secondary" disabled={isExporting} onClick={() => void exportCsv()}>
      {isExporting ? t('invoices.export.working') : t('invoices.export.label')}
    </Button>
  );
}
