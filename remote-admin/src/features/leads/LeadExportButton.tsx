import { Button, toast } from '@atelier/shared';
import { fetchLeadPage } from '@atelier/shared/data/leads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { csvFileName, downloadCsv, fetchAllLeads, leadsToCsv } from './lead-csv';
import { leadFailureText } from './lead-errors';
import { type LeadFilters, toListQuery } from './lead-filters';

/** Downloads every lead the current filters match (all pages, in the current order). */
export function LeadExportButton({
  filters,
  isDisabled,
}: {
  filters: LeadFilters;
  isDisabled: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [isExporting, setIsExporting] = useState(false);

  async function exportCsv() {
    setIsExporting(true);
    try {
      const result = await fetchAllLeads(toListQuery(filters), fetchLeadPage);
      if (!result.success) {
        toast.error(t('leads.export.failed', { reason: leadFailureText(result) }));
        return;
      }
      downloadCsv(leadsToCsv(result.leads), csvFileName(new Date()));
      toast.success(t('leads.export.done', { count: result.leads.length }));
    } catch (error) {
      console.error('[remote-admin] the CSV export failed', error);
      toast.error(t('leads.export.failed', { reason: t('leads.errors.generic') }));
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Button
      variant="secondary"
      disabled={isDisabled || isExporting}
      onClick={() => void exportCsv()}
    >
      {isExporting ? t('leads.export.working') : t('leads.export.label')}
    </Button>
  );
}
