import { LEAD_GRADES, type ScoringAnalytics, useFormat } from '@atelier/shared';
import { useScoringAnalytics } from '@atelier/shared/data/lead-scoring';
import { EmptyState } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { ChartCard } from '../../common/ChartCard';
import { LoadState } from '../../common/LoadState';
import { GradeBadge } from '../GradeBadge';
import styles from './ScoringAnalytics.module.css';

/** The share of a table the bars take. */
const BAR_COLUMN = '40%';

/** The width of a bar: its share of the largest value shown, for the eye only. */
const share = (value: number, largest: number) => `${largest > 0 ? (100 * value) / largest : 0}%`;

/** Leads per grade for each of the last 12 months: the numbers in cells, a stacked bar beside. */
function GradesByMonth({ months }: { months: ScoringAnalytics['gradesByMonth'] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const totals = months.map((month) => LEAD_GRADES.reduce((sum, grade) => sum + month[grade], 0));
  const largest = Math.max(0, ...totals);
  return (
    <ChartCard
      legend={LEAD_GRADES.map((grade) => ({
        key: grade,
        label: t('scoring.gradeOption', { grade }),
        colorClass: styles[grade],
      }))}
      caption={t('scoring.analytics.byMonth')}
      columns={[
        { key: 'month', header: t('scoring.analytics.month') },
        ...LEAD_GRADES.map((grade) => ({
          key: grade,
          header: t('scoring.gradeOption', { grade }),
          numeric: true,
        })),
        { key: 'total', header: t('scoring.analytics.total'), numeric: true },
      ]}
      bars={{ header: t('scoring.analytics.barColumn'), width: BAR_COLUMN }}
      rows={months.map((month, index) => ({
        key: month.month,
        label: format.month(month.month),
        cells: [...LEAD_GRADES.map((grade) => month[grade]), totals[index]],
        bar: (
          <div className={styles.stack} style={{ width: share(totals[index] ?? 0, largest) }}>
            {LEAD_GRADES.map((grade) => (
              <span
                key={grade}
                className={styles[grade]}
                style={{ width: share(month[grade], totals[index] ?? 0) }}
              />
            ))}
          </div>
        ),
      }))}
    />
  );
}

/** The key of each column's header under `scoring.analytics`. */
const COLUMN_WORDS = {
  grade: 'grade',
  source: 'source',
  leads: 'leads',
  converted: 'converted',
  rate: 'rate',
  average: 'averageScore',
} as const;
type ColumnKey = keyof typeof COLUMN_WORDS;

/** Conversion by grade, then the average score by source: a row a grade or a source. */
function ScoringTables({ analytics }: { analytics: ScoringAnalytics }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  /** The row headers' column, then the numbers'. */
  const columns = (first: ColumnKey, ...numeric: ColumnKey[]) => [
    { key: first, header: t(`scoring.analytics.${COLUMN_WORDS[first]}`) },
    ...numeric.map((key) => ({
      key,
      header: t(`scoring.analytics.${COLUMN_WORDS[key]}`),
      numeric: true,
    })),
  ];
  const bars = { header: t('scoring.analytics.barColumn'), width: BAR_COLUMN };
  return (
    <>
      <ChartCard
        caption={t('scoring.analytics.conversion')}
        columns={columns('grade', 'leads', 'converted', 'rate')}
        bars={bars}
        rows={analytics.conversionByGrade.map((row) => ({
          key: row.grade,
          label: <GradeBadge grade={row.grade} />,
          cells: [row.total, row.converted, format.ratio(row.rate)],
          bar: (
            <span
              className={`${styles.bar} ${styles[row.grade]}`}
              style={{ width: share(row.rate, 1) }}
            />
          ),
        }))}
      />
      <ChartCard
        caption={t('scoring.analytics.bySource')}
        columns={columns('source', 'leads', 'average')}
        bars={bars}
        rows={analytics.scoreBySource.map((row) => ({
          key: row.source,
          label: t(`scoring.sources.${row.source}`),
          cells: [row.leads, format.number(row.average_score, 1)],
          bar: <span className={styles.bar} style={{ width: share(row.average_score, 100) }} />,
        }))}
      />
    </>
  );
}

/** Analytics (`?view=analytics`): grades over time, conversion by grade, score by source. */
export function ScoringAnalyticsView() {
  const { t } = useTranslation(NAMESPACE);
  const query = useScoringAnalytics();
  const { data } = query;
  if (query.failure || !data) {
    return <LoadState scope="scoring" query={query} title={t('scoring.analytics.loadFailed')} />;
  }
  const { analytics } = data;
  if (analytics.conversionByGrade.every((row) => row.total === 0)) {
    return (
      <EmptyState
        title={t('tabs.scoring.views.analytics.emptyTitle')}
        description={t('tabs.scoring.views.analytics.emptyDescription')}
      />
    );
  }
  return (
    <div className={styles.grid}>
      <GradesByMonth months={analytics.gradesByMonth} />
      <ScoringTables analytics={analytics} />
    </div>
  );
}
