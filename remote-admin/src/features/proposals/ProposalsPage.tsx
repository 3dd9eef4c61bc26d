import { Button, PageHeader, proposalStatuses, toast, useDocumentTitle } from '@atelier/shared';
import { useAgencyCurrency } from '@atelier/shared/data/invoices';
import { useProposalList, useProposalWrites } from '@atelier/shared/data/proposals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChoiceFilter } from '../../common/ListToolbar';
import { withoutNewRequest } from '../../common/list-state';
import { RecordListPage, useListPage } from '../../common/RecordListPage';
import { NAMESPACE } from '../../i18n';
import { ProposalForm } from './ProposalForm';
import { ProposalTable } from './ProposalTable';
import {
  newProposalRequest,
  type ProposalFilters,
  proposalFilters,
  toProposalQuery,
} from './proposal-filters';
import { emptyProposalForm, toNewProposal } from './proposal-form';

/** The list of the URL's filters, as the proposals function reads them. */
const useProposalPage = (filters: ProposalFilters) => useProposalList(toProposalQuery(filters));

export default function ProposalsPage() {
  const proposalWrites = useProposalWrites();
  const { t } = useTranslation(NAMESPACE);
  const title = t('proposals.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const navigate = useNavigate();
  const page = useListPage(proposalFilters, useProposalPage);
  const { filters, params, setParams, change } = page;
  const currency = useAgencyCurrency();
  const request = newProposalRequest(params);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const isCreating = isFormOpen || request !== null;

  const openForm = () => setIsFormOpen(true);
  const closeForm = () => {
    setIsFormOpen(false);
    if (request) setParams(withoutNewRequest(params), { replace: true });
  };

  return (
    <>
      <PageHeader
        title={title}
        description={t('proposals.description')}
        actions={<Button onClick={openForm}>{t('proposals.new')}</Button>}
      />
      <RecordListPage
        keys="proposals"
        page={page}
        onAdd={openForm}
        filters={
          <ChoiceFilter
            label={t('proposals.columns.status')}
            value={filters.status}
            choices={proposalStatuses}
            labelOf={(status) => t(`proposals.statuses.${status}`)}
            onChange={(status) => change({ status })}
          />
        }
      >
        <ProposalTable
          proposals={page.list.data?.proposals ?? []}
          filters={filters}
          isBusy={page.list.isFetching}
          onSort={page.sortBy}
        />
      </RecordListPage>
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
