import {
  Button,
  EmptyState,
  ErrorPanel,
  PageHeader,
  proposalStatuses,
  SelectField,
  Spinner,
  toast,
  useDocumentTitle,
} from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { failureText } from '../../common/line-items/document-errors';
import listStyles from '../../common/line-items/RecordList.module.css';
import { SearchBox } from '../../common/line-items/SearchBox';
import { useAgencyCurrency } from '../../common/line-items/use-invoice-settings';
import { Pagination } from '../../common/Pagination';
import { NAMESPACE } from '../../i18n';
import { ProposalForm } from './ProposalForm';
import { ProposalTable } from './ProposalTable';
import {
  hasProposalFilters,
  newProposalRequest,
  type ProposalFilters,
  SEARCH_MAX,
  withoutNewRequest,
} from './proposal-filters';
import { emptyProposalForm, toNewProposal } from './proposal-form';
import { useProposalFilters } from './use-proposal-filters';
import { proposalWrites, useProposalList } from './use-proposals';

export default function ProposalsPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('proposals.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { filters, change, sortBy, clear } = useProposalFilters();
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

  function content() {
    if (list.failure && !list.data) {
      return (
        <ErrorPanel
          title={t('proposals.failedTitle')}
          message={failureText(t, list.failure)}
          retryLabel={t('proposals.retry')}
          onRetry={list.refetch}
        />
      );
    }
    if (!list.data) return <Spinner label={t('proposals.loading')} />;
    if (hasNone) {
      return (
        <EmptyState
          title={t('proposals.empty.title')}
          description={t('proposals.empty.description')}
          action={<Button onClick={openForm}>{t('proposals.empty.add')}</Button>}
        />
      );
    }
    if (list.data.total === 0) {
      return (
        <EmptyState
          title={t('proposals.noMatch.title')}
          description={t('proposals.noMatch.description')}
          action={
            <Button variant="secondary" onClick={clear}>
              {t('proposals.filters.clear')}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <ProposalTable
          proposals={list.data.proposals}
          filters={filters}
          isBusy={list.isFetching}
          onSort={sortBy}
        />
        <Pagination
          label={t('proposals.pagination')}
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
      <PageHeader
        title={title}
        description={t('proposals.description')}
        actions={<Button onClick={openForm}>{t('proposals.new')}</Button>}
      />
      {hasNone ? null : (
        <search className={listStyles.toolbar} aria-label={t('proposals.filters.title')}>
          <SearchBox
            label={t('proposals.filters.search')}
            placeholder={t('proposals.filters.searchPlaceholder')}
            value={filters.search}
            maxLength={SEARCH_MAX}
            onSearch={(search) => change({ search })}
          />
          <SelectField
            label={t('proposals.columns.status')}
            value={filters.status ?? ''}
            options={[
              { value: '', label: t('proposals.filters.any') },
              ...proposalStatuses.map((status) => ({
                value: status,
                label: t(`proposals.statuses.${status}`),
              })),
            ]}
            onChange={(event) =>
              change({ status: (event.target.value || null) as ProposalFilters['status'] })
            }
          />
          {isFiltered ? (
            <Button variant="ghost" className={listStyles.clear} onClick={clear}>
              {t('proposals.filters.clear')}
            </Button>
          ) : null}
        </search>
      )}
      {content()}
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
