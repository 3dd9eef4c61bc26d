import { Button, clientStatuses, PageHeader, SelectField, useDocumentTitle } from '@atelier/shared';
import { useClientList } from '@atelier/shared/data/clients';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListToolbar } from '../../common/ListToolbar';
import { KeyedListView } from '../../common/ListView';
import { useListPage } from '../../common/RecordListPage';
import { NAMESPACE } from '../../i18n';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientTable } from './ClientTable';
import { type ClientFilters, clientFilters, toClientListQuery } from './client-filters';

/** The list of the URL's filters, as the clients function reads them. */
const useClientPage = (filters: ClientFilters) => useClientList(toClientListQuery(filters));

export default function ClientsPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('clients.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const navigate = useNavigate();
  const page = useListPage(clientFilters, useClientPage);
  const { filters, change, sortBy, clear, list, isFiltered } = page;
  const [isCreating, setIsCreating] = useState(false);
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
      <KeyedListView
        keys="clients"
        page={page}
        emptyAction={<Button onClick={newClient}>{t('clients.new')}</Button>}
      >
        <ClientTable
          clients={list.data?.clients ?? []}
          filters={filters}
          isLoading={list.isLoading}
          onSort={sortBy}
        />
      </KeyedListView>
      <ClientFormDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onSaved={(client) => void navigate(`/admin/clients/${client.id}`)}
      />
    </>
  );
}
