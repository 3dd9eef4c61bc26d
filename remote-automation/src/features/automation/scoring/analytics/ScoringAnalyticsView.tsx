import {
  EmptyState,
  ErrorPanel,
  LEAD_GRADES,
  type ScoringAnalytics,
  Spinner,
  useFormat,
} from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';
import { GradeBadge } from '../GradeBadge';
import { useScoringAnalytics } from '../use-scoring';
import styles from './ScoringAnalytics.module.css';

/** The width of a bar: its share of the largest value shown, for the eye only. */
const share = (value: number, largest: number) => `${largest > 0 ? (100 * value) / largest : 0}%`;

/** Leads per grade for each of the last 12 months: the numbers in cells, a stacked bar beside. */
function GradesByMonth({ months }: { months: ScoringAnalytics['gradesByMonth'] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const totals = months.map((month) => LEAD_GRADES.reduce((sum, grade) => sum + month[grade], 0));
  const largest = Math.max(0, ...totals);
  return (
    <div className={styles.card}>
      {/* The bars' colours, for the eye; the table's numbers say the same to everyone. */}
      <ul className={styles.legend} aria-hidden="true">
        {LEAD_GRADES.map((grade) => (
          <li key={grade}>
            <span className={`${styles.swatch} ${styles[grade]}`} />
            {t('scoring.gradeOption', { grade })}
          </li>
        ))}
      </ul>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('scoring.analytics.byMonth')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('scoring.analytics.month')}</th>
            {LEAD_GRADES.map((grade) => (
              <th key={grade} scope="col" className={styles.numeric}>
                {t('scoring.gradeOption', { grade })}
              </th>
            ))}
            <th scope="col" className={styles.numeric}>
              {t('scoring.analytics.total')}
            </th>
            <th scope="col" className={styles.barCell}>
              <span className="at-visually-hidden">{t('scoring.analytics.barColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <tr key={month.month}>
              <th scope="row">{format.month(month.month)}</th>
              {LEAD_GRADES.map((grade) => (
                <td key={grade} className={styles.numeric}>
                  {month[grade]}
                </td>
              ))}
              <td className={styles.numeric}>{totals[index]}</td>
              <td className={styles.barCell} aria-hidden="true">
                <div className={styles.stack} style={{ width: share(totals[index] ?? 0, largest) }}>
                  {LEAD_GRADES.map((grade) => (
                    <span
                      key={grade}
                      className={styles[grade]}
                      style={{ width: share(month[grade], totals[index] ?? 0) }}
                    />
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ConversionByGrade({ rows }: { rows: ScoringAnalytics['conversionByGrade'] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <div className={styles.card}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('scoring.analytics.conversion')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('scoring.analytics.grade')}</th>
            <th scope="col" className={styles.numeric}>
              {t('scoring.analytics.leads')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('scoring.analytics.converted')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('scoring.analytics.rate')}
            </th>
            <th scope="col" className={styles.barCell}>
              <span className="at-visually-hidden">{t('scoring.analytics.barColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.grade}>
              <th scope="row">
                <GradeBadge grade={row.grade} />
              </th>
              <td className={styles.numeric}>{row.total}</td>
              <td className={styles.numeric}>{row.converted}</td>
              <td className={styles.numeric}>{format.ratio(row.rate)}</td>
              <td className={styles.barCell} aria-hidden="true">
                <span
                  className={`${styles.bar} ${styles[row.grade]}`}
                  style={{ width: share(row.rate, 1) }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ScoreBySource({ rows }: { rows: ScoringAnalytics['scoreBySource'] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <div className={styles.card}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('scoring.analytics.bySource')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('scoring.analytics.source')}</th>
            <th scope="col" className={styles.numeric}>
              {t('scoring.analytics.leads')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('scoring.analytics.averageScore')}
            </th>
            <th scope="col" className={styles.barCell}>
              <span className="at-visually-hidden">{t('scoring.analytics.barColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.source}>
              <th scope="row">{t(`scoring.sources.${row.source}`)}</th>
              <td className={styles.numeric}>{row.leads}</td>
              <td className={styles.numeric}>{format.number(row.average_score, 1)}</td>
              <td className={styles.barCell} aria-hidden="true">
                <span className={styles.bar} style={{ width: share(row.average_score, 100) }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Analytics (`?view=analytics`): grades over time, conversion by grade, score by source. */
export function ScoringAnalyticsView() {
  const { t } = useTranslation(NAMESPACE);
  const { data, failure, isLoading, refetch } = useScoringAnalytics();
  if (failure) {
    return (
      <ErrorPanel
        title={t('scoring.analytics.loadFailed')}
        message={failureMessage(t, failure, 'scoring')}
        retryLabel={t('scoring.retry')}
        onRetry={refetch}
      />
    );
  }
  if (isLoading || !data) return <Spinner label={t('scoring.loading')} />;
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
      <ConversionByGrade rows={analytics.conversionByGrade} />
      <ScoreBySource rows={analytics.scoreBySource} />
    </div>
  );
}
