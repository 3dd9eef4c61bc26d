import {
  Button,
  clientStatuses,
  EmptyState,
  ErrorPanel,
  PageHeader,
  SelectField,
  useDocumentTitle,
} from '@atelier/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Pagination } from '../../common/Pagination';
import { NAMESPACE } from '../../i18n';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientTable } from './ClientTable';
import {
  type ClientFilters,
  changeClientFilters,
  clearClientFilters,
  clientFiltersToParams,
  hasClientFilters,
  parseClientFilters,
  sortClientsBy,
} from './client-filters';
import toolbar from './ListToolbar.module.css';
import { failureMessage } from './record-errors';
import { SearchBox } from './SearchBox';
import { useClientList } from './use-clients';
import { useUrlFilters } from './use-url-filters';

export default function ClientsPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('clients.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const navigate = useNavigate();
  const { filters, update } = useUrlFilters(parseClientFilters, clientFiltersToParams);
  const change = useCallback(
    (next: Partial<ClientFilters>) => update((current) => changeClientFilters(current, next)),
    [update],
  );
  const list = useClientList(filters);
  const [isCreating, setIsCreating] = useState(false);
  const isFiltered = hasClientFilters(filters);
  const newClient = () => setIsCreating(true);

  function content() {
    if (list.failure) {
      return (
        <ErrorPanel
          title={t('clients.failedTitle')}
          message={failureMessage(t, 'clients', list.failure)}
          retryLabel={t('clients.retry')}
          onRetry={list.refetch}
        />
      );
    }
    if (list.data?.total === 0) {
      return isFiltered ? (
        <EmptyState
          title={t('clients.noMatch.title')}
          description={t('clients.noMatch.description')}
          action={
            <Button variant="secondary" onClick={() => update(clearClientFilters)}>
              {t('clients.filters.clear')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={t('clients.empty.title')}
          description={t('clients.empty.description')}
          action={<Button onClick={newClient}>{t('clients.new')}</Button>}
        />
      );
    }
    return (
      <>
        <ClientTable
          clients={list.data?.clients ?? []}
          filters={filters}
          isLoading={list.isLoading}
          onSort={(column) => update((current) => sortClientsBy(current, column))}
        />
        {list.data ? (
          <Pagination
            label={t('clients.pagination')}
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
      <PageHeader
        title={title}
        description={t('clients.description')}
        actions={<Button onClick={newClient}>{t('clients.new')}</Button>}
      />
      <search className={toolbar.toolbar} aria-label={t('clients.filters.title')}>
        <div className={toolbar.search}>
          <SearchBox
            label={t('clients.filters.search')}
            placeholder={t('clients.filters.searchPlaceholder')}
            value={filters.search}
            onSearch={(search) => change({ search })}
          />
        </div>
        <SelectField
          label={t('clients.columns.status')}
          value={filters.status ?? ''}
          options={[
            { value: '', label: t('clients.filters.any') },
            ...clientStatuses.map((status) => ({
              value: status,
              label: t(`clients.statuses.${status}`),
            })),
          ]}
          onChange={(event) =>
            change({ status: (event.target.value || null) as ClientFilters['status'] })
          }
        />
        {isFiltered ? (
          <Button
            variant="ghost"
            className={toolbar.clear}
            onClick={() => update(clearClientFilters)}
          >
            {t('clients.filters.clear')}
          </Button>
        ) : null}
      </search>
      {content()}
      <ClientFormDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onSaved={(client) => void navigate(`/admin/clients/${client.id}`)}
      />
    </>
  );
}
