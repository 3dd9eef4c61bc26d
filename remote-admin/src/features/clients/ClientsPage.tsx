import { Button, clientStatuses, PageHeader, SelectField, useDocumentTitle } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListToolbar } from '../../common/ListToolbar';
import { ListView } from '../../common/ListView';
import { failureMessage } from '../../common/record-errors';
import { useListFilters } from '../../common/use-url-filters';
import { NAMESPACE } from '../../i18n';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientTable } from './ClientTable';
import { type ClientFilters, clientFilters } from './client-filters';
import { useClientList } from './use-clients';

export default function ClientsPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('clients.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const navigate = useNavigate();
  const { filters, change, sortBy, clear } = useListFilters(clientFilters);
  const list = useClientList(filters);
  const [isCreating, setIsCreating] = useState(false);
  const isFiltered = clientFilters.isFiltered(filters);
  const newClient = () => setIsCreating(true);

  return (
    <>
      <PageHeader
        title={title}
        description={t('clients.description')}
        actions={<Button onClick={newClient}>{t('clients.new')}</Button>}
      />
      <ListToolbar
        label={t('clients.filters.title')}
        searchPlaceholder={t('clients.filters.searchPlaceholder')}
        search={filters.search}
        onSearch={(search) => change({ search })}
        isFiltered={isFiltered}
        onClear={clear}
      >
        <SelectField
          label={t('clients.columns.status')}
          value={filters.status ?? ''}
          options={[
            { value: '', label: t('common.filters.any') },
            ...clientStatuses.map((status) => ({
              value: status,
              label: t(`clients.statuses.${status}`),
            })),
          ]}
          onChange={(event) =>
            change({ status: (event.target.value || null) as ClientFilters['status'] })
          }
        />
      </ListToolbar>
      <ListView
        total={list.data?.total}
        failure={list.failure ? failureMessage(t, list.failure) : null}
        failedTitle={t('clients.failedTitle')}
        onRetry={list.refetch}
        isFiltered={isFiltered}
        onClear={clear}
        empty={{
          title: t('clients.empty.title'),
          description: t('clients.empty.description'),
          action: <Button onClick={newClient}>{t('clients.new')}</Button>,
        }}
        noMatch={{
          title: t('clients.noMatch.title'),
          description: t('clients.noMatch.description'),
        }}
        pagesLabel={t('clients.pagination')}
        page={filters.page}
        pageSize={filters.pageSize}
        onPageChange={change}
      >
        <ClientTable
          clients={list.data?.clients ?? []}
          filters={filters}
          isLoading={list.isLoading}
          onSort={sortBy}
        />
      </ListView>
      <ClientFormDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onSaved={(client) => void navigate(`/admin/clients/${client.id}`)}
      />
    </>
  );
}
