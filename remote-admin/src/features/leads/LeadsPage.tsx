import {
  Button,
  ButtonLink,
  ErrorPanel,
  type Lead,
  type LeadStatus,
  PageHeader,
  toast,
  useDocumentTitle,
} from '@atelier/shared';
import {
  useLeadList,
  useLeadPipeline,
  useLeadStats,
  useLeadWrites,
} from '@atelier/shared/data/leads';
import { EmptyState } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../common/Pagination';
import { useListFilters } from '../../common/use-url-filters';
import { NAMESPACE } from '../../i18n';
import { LeadBulkActions } from './LeadBulkActions';
import { LeadExportButton } from './LeadExportButton';
import { LeadFilters } from './LeadFilters';
import { LeadPanel, type PanelState } from './LeadPanel';
import { LeadPipeline } from './LeadPipeline';
import { LeadStatsCards } from './LeadStatsCards';
import styles from './LeadsPage.module.css';
import { LeadTable } from './LeadTable';
import { leadFailureText } from './lead-errors';
import { leadFilters, toListQuery, toTablePageQuery } from './lead-filters';
import { moveCard } from './pipeline-moves';
import { useSelection } from './use-selection';
import { ViewToggle } from './ViewToggle';

export default function LeadsPage() {
  const leadWrites = useLeadWrites();
  const { t } = useTranslation(NAMESPACE);
  const title = t('leads.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const { filters, change, sortBy, clear } = useListFilters(leadFilters);
  const isTable = filters.view === 'table';
  const stats = useLeadStats();
  const query = toListQuery(filters);
  const list = useLeadList(toTablePageQuery(filters));
  const pipeline = useLeadPipeline(query, !isTable);
  const [panel, setPanel] = useLeadPanel();
  const pageIds = list.data?.leads.map((lead) => lead.id) ?? [];
  const selection = useSelection(pageIds);

  const hasNoLeads = stats.data?.stats.total === 0 && !leadFilters.isFiltered(filters);
  const open = (id: string) => setPanel({ kind: 'view', id });
  const newLead = () => setPanel({ kind: 'create' });

  /** Shown moved at once; put back, with a message, if the server refuses. */
  async function move(lead: Lead, to: LeadStatus) {
    if (lead.status === to) return;
    const statusName = t(`leads.statuses.${to}`);
    pipeline.setData((data) => ({ ...data, columns: moveCard(data.columns, lead.id, to) }));
    const result = await leadWrites.update({ id: lead.id, status: to });
    if (result.success) {
      toast.success(t('leads.pipeline.moved', { name: lead.name, status: statusName }));
    } else {
      pipeline.setData((data) => ({
        ...data,
        columns: moveCard(data.columns, lead.id, lead.status),
      }));
      toast.error(
        t('leads.pipeline.moveFailed', { name: lead.name, reason: leadFailureText(result) }),
      );
    }
  }

  const actions = (
    <>
      <LeadExportButton filters={filters} isDisabled={hasNoLeads} />
      <Button onClick={newLead}>{t('leads.new')}</Button>
    </>
  );

  function content() {
    if (hasNoLeads) {
      return (
        <EmptyState
          title={t('leads.empty.title')}
          description={t('leads.empty.description')}
          action={
            <div className={styles.emptyActions}>
              <Button onClick={newLead}>{t('leads.empty.add')}</Button>
              <ButtonLink to="/get-started" variant="secondary">
                {t('leads.empty.form')}
              </ButtonLink>
            </div>
          }
        />
      );
    }
    const failure = isTable ? list.failure : pipeline.failure;
    if (failure) {
      return (
        <ErrorPanel
          title={t('leads.failedTitle')}
          message={leadFailureText(failure)}
          retryLabel={t('leads.retry')}
          onRetry={isTable ? list.refetch : pipeline.refetch}
        />
      );
    }
    if (!isTable) {
      return (
        <LeadPipeline
          columns={pipeline.data?.columns}
          onMove={(lead, to) => void move(lead, to)}
          onOpen={open}
        />
      );
    }
    const leads = list.data?.leads ?? [];
    if (list.data && list.data.total === 0) {
      return (
        <EmptyState
          title={t('leads.noMatch.title')}
          description={t('leads.noMatch.description')}
          action={
            <Button variant="secondary" onClick={clear}>
              {t('leads.filters.clear')}
            </Button>
          }
        />
      );
    }
    return (
      <>
        {selection.ids.length > 0 ? (
          <LeadBulkActions ids={selection.ids} onDone={selection.clear} />
        ) : null}
        <LeadTable
          leads={leads}
          filters={filters}
          selected={selection.selected}
          isLoading={list.isLoading}
          onToggle={selection.toggle}
          onToggleAll={selection.toggleAll}
          onSort={sortBy}
          onOpen={open}
        />
        {list.data ? (
          <Pagination
            label={t('leads.pagination.label')}
            page={filters.page}
            pageSize={filters.pageSize}
            total={list.data.total}
            onPage={(page) => change({ page })}
            onPageSize={(pageSize) => change({ pageSize })}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} description={t('leads.description')} actions={actions} />
      <LeadStatsCards stats={stats.data?.stats} failure={stats.failure} />
      {hasNoLeads ? null : (
        <div className={styles.toolbar}>
          <LeadFilters filters={filters} onChange={change} onClear={clear} />
          <ViewToggle view={filters.view} onChange={(view) => change({ view })} />
        </div>
      )}
      {content()}
      <LeadPanel state={panel} onChange={setPanel} />
    </>
  );
}

/**
 * The open panel. `?lead=<id>` opens that lead's details (links from a client page); the
 * parameter goes once the panel closes, so a reload does not bring it back.
 */
function useLeadPanel(): [PanelState, (next: PanelState) => void] {
  const [params, setParams] = useSearchParams();
  const [panel, setPanelState] = useState<PanelState>(() => {
    const id = params.get('lead');
    return id ? { kind: 'view', id } : null;
  });
  const setPanel = (next: PanelState) => {
    setPanelState(next);
    if (next === null && params.has('lead')) {
      setParams(
        (current) => {
          current.delete('lead');
          return current;
        },
        { replace: true },
      );
    }
  };
  return [panel, setPanel];
}
