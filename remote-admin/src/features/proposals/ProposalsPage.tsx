import {
  Button,
  PageHeader,
  proposalStatuses,
  SelectField,
  toast,
  useDocumentTitle,
} from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListToolbar } from '../../common/ListToolbar';
import { ListView } from '../../common/ListView';
import { useAgencyCurrency } from '../../common/line-items/use-invoice-settings';
import { withoutNewRequest } from '../../common/list-state';
import { failureMessage } from '../../common/record-errors';
import { useListFilters } from '../../common/use-url-filters';
import { NAMESPACE } from '../../i18n';
import { ProposalForm } from './ProposalForm';
import { ProposalTable } from './ProposalTable';
import {
  hasProposalFilters,
  newProposalRequest,
  type ProposalFilters,
  proposalFilters,
} from './proposal-filters';
import { emptyProposalForm, toNewProposal } from './proposal-form';
import { useProposalList, useProposalWrites } from './use-proposals';

export default function ProposalsPage() {
  const proposalWrites = useProposalWrites();
  const { t } = useTranslation(NAMESPACE);
  const title = t('proposals.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const navigate = useNavigate();
  const { filters, params, setParams, change, sortBy, clear } = useListFilters(proposalFilters);
  const list = useProposalList(filters);
  const currency = useAgencyCurrency();
  const request = newProposalRequest(params);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const isCreating = isFormOpen || request !== null;

  const openForm = () => setIsFormOpen(true);
  const closeForm = () => {
    setIsFormOpen(false);
    if (request) setParams(withoutNewRequest(params), { replace: true });
  };

  const isFiltered = hasProposalFilters(filters);
  const hasNone = list.data?.total === 0 && !isFiltered;

  return (
    <>
      <PageHeader
        title={title}
        description={t('proposals.description')}
        actions={<Button onClick={openForm}>{t('proposals.new')}</Button>}
      />
      {hasNone ? null : (
        <ListToolbar
          label={t('proposals.filters.title')}
          searchPlaceholder={t('proposals.filters.searchPlaceholder')}
          search={filters.search}
          onSearch={(search) => change({ search })}
          isFiltered={isFiltered}
          onClear={clear}
          isDense
        >
          <SelectField
            label={t('proposals.columns.status')}
            value={filters.status ?? ''}
            options={[
              { value: '', label: t('common.filters.any') },
              ...proposalStatuses.map((status) => ({
                value: status,
                label: t(`proposals.statuses.${status}`),
              })),
            ]}
            onChange={(event) =>
              change({ status: (event.target.value || null) as ProposalFilters['status'] })
            }
          />
        </ListToolbar>
      )}
      <ListView
        total={list.data?.total}
        failure={list.failure && !list.data ? failureMessage(t, list.failure) : null}
        failedTitle={t('proposals.failedTitle')}
        onRetry={list.refetch}
        loadingLabel={t('common.loading')}
        isFiltered={isFiltered}
        onClear={clear}
        empty={{
          title: t('proposals.empty.title'),
          description: t('proposals.empty.description'),
          action: <Button onClick={openForm}>{t('proposals.empty.add')}</Button>,
        }}
        noMatch={{
          title: t('proposals.noMatch.title'),
          description: t('proposals.noMatch.description'),
        }}
        pagesLabel={t('proposals.pagination')}
        page={filters.page}
        pageSize={filters.pageSize}
        onPageChange={change}
      >
        <ProposalTable
          proposals={list.data?.proposals ?? []}
          filters={filters}
          isBusy={list.isFetching}
          onSort={sortBy}
        />
      </ListView>
      <ProposalForm
        isOpen={isCreating}
        mode="create"
        initial={emptyProposalForm(request ?? undefined)}
        currency={currency}
        onSubmit={(values) => proposalWrites.create(toNewProposal(values))}
        onSaved={(proposal) => {
          toast.success(t('proposals.toasts.created', { title: proposal.title }));
          setIsFormOpen(false);
          void navigate(`/admin/proposals/${proposal.id}`);
        }}
        onClose={closeForm}
      />
    </>
  );
}
