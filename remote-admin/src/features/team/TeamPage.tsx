import { Button, PageHeader, SelectField, useDocumentTitle } from '@atelier/shared';
import { useTeamList } from '@atelier/shared/data/team';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../common/ListToolbar';
import { KeyedListView } from '../../common/ListView';
import { useListPage } from '../../common/RecordListPage';
import { NAMESPACE } from '../../i18n';
import { TeamMemberPanel } from './TeamMemberPanel';
import { TeamTable } from './TeamTable';
import {
  ACTIVITY_FILTERS,
  type ActivityFilter,
  type TeamFilters,
  teamFilters,
  toTeamListQuery,
} from './team-filters';

/** The list of the URL's filters, as the team function reads them. */
const useTeamPage = (filters: TeamFilters) => useTeamList(toTeamListQuery(filters));

export default function TeamPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('team.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const page = useListPage(teamFilters, useTeamPage);
  const { filters, change, sortBy, clear, list, isFiltered } = page;
  const [isCreating, setIsCreating] = useState(false);
  const newMember = () => {
    change({ memberId: null });
    setIsCreating(true);
  };

  return (
    <>
      <PageHeader
        title={title}
        description={t('team.description')}
        actions={<Button onClick={newMember}>{t('team.new')}</Button>}
      />
      <ListToolbar
        label={t('team.filters.title')}
        searchPlaceholder={t('team.filters.searchPlaceholder')}
        search={filters.search}
        onSearch={(search) => change({ search })}
        isFiltered={isFiltered}
        onClear={clear}
      >
        <SelectField
          label={t('team.filters.activity')}
          value={filters.activity ?? ''}
          options={[
            { value: '', label: t('team.filters.everyone') },
            ...ACTIVITY_FILTERS.map((activity) => ({
              value: activity,
              label: t(`team.filters.${activity}`),
            })),
          ]}
          onChange={(event) =>
            change({ activity: (event.target.value || null) as ActivityFilter | null })
          }
        />
      </ListToolbar>
      <KeyedListView
        keys="team"
        page={page}
        emptyAction={<Button onClick={newMember}>{t('team.new')}</Button>}
      >
        <TeamTable
          members={list.data?.members ?? []}
          filters={filters}
          isLoading={list.isLoading}
          onSort={sortBy}
          onOpen={(memberId) => change({ memberId })}
        />
      </KeyedListView>
      <TeamMemberPanel
        memberId={filters.memberId}
        isCreating={isCreating}
        onOpen={(memberId) => {
          setIsCreating(false);
          change({ memberId });
        }}
        onClose={() => {
          setIsCreating(false);
          change({ memberId: null });
        }}
      />
    </>
  );
}
