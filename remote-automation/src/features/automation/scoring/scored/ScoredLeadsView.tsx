import {
  Button,
  ErrorPanel,
  LEAD_GRADES,
  LEAD_SOURCES,
  SelectField,
  Spinner,
} from '@atelier/shared';
import { useScoredLeads } from '@atelier/shared/data/lead-scoring';
import { EmptyState, kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';
import styles from './ScoredLeads.module.css';
import { ScoredLeadsTable } from './ScoredLeadsTable';
import {
  nextSort,
  readScoredLeadsState,
  SCORED_PAGE_SIZE,
  type ScoredLeadsState,
  toScoredLeadQuery,
  writeScoredLeadsState,
} from './scored-leads-url';

/** Scored Leads (`?view=scored`): filters, sort and page in the URL, the table below. */
export function ScoredLeadsView() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const state = readScoredLeadsState(params);
  const { data, failure, isLoading, refetch } = useScoredLeads(toScoredLeadQuery(state));
  const change = (next: Partial<ScoredLeadsState>) =>
    setParams((current) => writeScoredLeadsState(current, next));

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SCORED_PAGE_SIZE));
  const first = total === 0 ? 0 : (state.page - 1) * SCORED_PAGE_SIZE + 1;
  const last = Math.min(total, state.page * SCORED_PAGE_SIZE);

  return (
    <div>
      <div className={styles.filters}>
        <SelectField
          label={t('scoring.scored.gradeFilter')}
          value={state.grade ?? ''}
          onChange={(event) =>
            change({ grade: LEAD_GRADES.find((grade) => grade === event.target.value) ?? null })
          }
          options={[
            { value: '', label: t('scoring.scored.allGrades') },
            ...LEAD_GRADES.map((grade) => ({
              value: grade,
              label: t('scoring.gradeOption', { grade }),
            })),
          ]}
        />
        <SelectField
          label={t('scoring.scored.sourceFilter')}
          value={state.source ?? ''}
          onChange={(event) =>
            change({
              source: LEAD_SOURCES.find((source) => source === event.target.value) ?? null,
            })
          }
          options={[
            { value: '', label: t('scoring.scored.allSources') },
            ...LEAD_SOURCES.map((source) => ({
              value: source,
              label: t(`scoring.sources.${source}`),
            })),
          ]}
        />
      </div>
      {failure ? (
        <ErrorPanel
          title={t('scoring.scored.loadFailed')}
          message={failureMessage(t, failure, 'scoring')}
          retryLabel={t('scoring.retry')}
          onRetry={refetch}
        />
      ) : null}
      {isLoading ? <Spinner label={t('scoring.loading')} /> : null}
      {data && data.leads.length === 0 ? (
        <EmptyState
          title={t(
            state.grade || state.source
              ? 'scoring.scored.noMatchTitle'
              : 'tabs.scoring.views.scored.emptyTitle',
          )}
          description={t(
            state.grade || state.source
              ? 'scoring.scored.noMatchDescription'
              : 'tabs.scoring.views.scored.emptyDescription',
          )}
        />
      ) : null}
      {data && data.leads.length > 0 ? (
        <>
          <ScoredLeadsTable
            leads={data.leads}
            sort={state}
            onSort={(column) => change(nextSort(state, column))}
          />
          <nav className={kitStyles.pagination} aria-label={t('scoring.scored.pagesLabel')}>
            <p className={styles.muted} aria-live="polite">
              {t('scoring.scored.range', { first, last, total })}
            </p>
            <div className={kitStyles.inline}>
              <Button
                variant="secondary"
                size="sm"
                disabled={state.page <= 1}
                onClick={() => change({ page: state.page - 1 })}
              >
                {t('scoring.scored.previous')}
              </Button>
              <span>{t('scoring.scored.page', { page: state.page, count: pageCount })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={state.page >= pageCount}
                onClick={() => change({ page: state.page + 1 })}
              >
                {t('scoring.scored.next')}
              </Button>
            </div>
          </nav>
        </>
      ) : null}
    </div>
  );
}
