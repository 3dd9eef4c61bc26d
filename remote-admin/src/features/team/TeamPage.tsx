import {
  Button,
  EmptyState,
  ErrorPanel,
  PageHeader,
  SelectField,
  useDocumentTitle,
} from '@atelier/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../common/Pagination';
import { NAMESPACE } from '../../i18n';
import toolbar from '../clients/ListToolbar.module.css';
import { failureMessage } from '../clients/record-errors';
import { SearchBox } from '../clients/SearchBox';
import { useUrlFilters } from '../clients/use-url-filters';
import { TeamMemberPanel } from './TeamMemberPanel';
import { TeamTable } from './TeamTable';
import {
  ACTIVITY_FILTERS,
  type ActivityFilter,
  changeTeamFilters,
  clearTeamFilters,
  hasTeamFilters,
  parseTeamFilters,
  sortTeamBy,
  type TeamFilters,
  teamFiltersToParams,
} from './team-filters';
import { useTeamList } from './use-team';

export default function TeamPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('team.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const { filters, update } = useUrlFilters(parseTeamFilters, teamFiltersToParams);
  const change = useCallback(
    (next: Partial<TeamFilters>) => update((current) => changeTeamFilters(current, next)),
    [update],
  );
  const list = useTeamList(filters);
  const [isCreating, setIsCreating] = useState(false);
  const isFiltered = hasTeamFilters(filters);
  const newMember = () => {
    change({ memberId: null });
    setIsCreating(true);
  };
  const clear = () => update(clearTeamFilters);

  function content() {
    if (list.failure) {
      return (
        <ErrorPanel
          title={t('team.failedTitle')}
          message={failureMessage(t, 'team', list.failure)}
          retryLabel={t('team.retry')}
          onRetry={list.refetch}
        />
      );
    }
    if (list.data?.total === 0) {
      return isFiltered ? (
        <EmptyState
          title={t('team.noMatch.title')}
          description={t('team.noMatch.description')}
          action={
            <Button variant="secondary" onClick={clear}>
              {t('team.filters.clear')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={t('team.empty.title')}
          description={t('team.empty.description')}
          action={<Button onClick={newMember}>{t('team.new')}</Button>}
        />
      );
    }
    return (
      <>
        <TeamTable
          members={list.data?.members ?? []}
          filters={filters}
          isLoading={list.isLoading}
          onSort={(column) => update((current) => sortTeamBy(current, column))}
          onOpen={(memberId) => change({ memberId })}
        />
        {list.data ? (
          <Pagination
            label={t('team.pagination')}
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
        description={t('team.description')}
        actions={<Button onClick={newMember}>{t('team.new')}</Button>}
      />
      <search className={toolbar.toolbar} aria-label={t('team.filters.title')}>
        <div className={toolbar.search}>
          <SearchBox
            label={t('team.filters.search')}
            placeholder={t('team.filters.searchPlaceholder')}
            value={filters.search}
            onSearch={(search) => change({ search })}
          />
        </div>
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
        {isFiltered ? (
          <Button variant="ghost" className={toolbar.clear} onClick={clear}>
            {t('team.filters.clear')}
          </Button>
        ) : null}
      </search>
      {content()}
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
