import { LEAD_STATUSES, type Overview, projectStatuses, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { describeChange } from '../revenue/revenue-chart';
import styles from './Dashboard.module.css';
import { OverviewCard, Skeleton } from './OverviewCard';
import { OVERVIEW_LINKS, projectsPath, statusShares } from './overview-links';

type CardProps = { overview: Overview | undefined };

/** The card's main figure with its label; a skeleton until the figures come. */
function Headline({ label, value }: { label: string; value: string | undefined }) {
  return (
    <p className={styles.headline}>
      <span className={styles.headlineValue}>{value ?? <Skeleton />}</span>
      <span className={styles.headlineLabel}>{label}</span>
    </p>
  );
}

function Facts({ facts }: { facts: { key: string; label: string; value: string | undefined }[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value ?? <Skeleton />}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LeadsCard({ overview }: CardProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const leads = overview?.leads;
  return (
    <OverviewCard title={t('dashboard.leads.title')} to={OVERVIEW_LINKS.leads}>
      <Headline label={t('dashboard.leads.total')} value={leads && format.number(leads.total)} />
      <Facts
        facts={[
          {
            key: 'thisMonth',
            label: t('dashboard.leads.thisMonth'),
            value: leads && format.number(leads.thisMonth),
          },
          {
            key: 'value',
            label: t('dashboard.leads.value'),
            // Lead budgets are whole US dollars (docs/leads.md).
            value: leads && format.wholeMoney(leads.totalValue * 100, 'USD'),
          },
          {
            key: 'score',
            label: t('dashboard.leads.averageScore'),
            value: leads && format.number(leads.averageScore),
          },
        ]}
      />
      <h3 className={styles.subTitle}>{t('dashboard.leads.byStatus')}</h3>
      <Facts
        facts={LEAD_STATUSES.map((status) => ({
          key: status,
          label: t(`leads.statuses.${status}`),
          value: leads && format.number(leads[status]),
        }))}
      />
    </OverviewCard>
  );
}

export function RevenueCard({ overview }: CardProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const revenue = overview?.revenue;
  // Revenue figures are currency units (docs/records.md); the formatter takes cents.
  const money = (amount: number) => format.money(Math.round(amount * 100), revenue?.currency);
  const change = describeChange(revenue?.monthOverMonthChange ?? null);
  const changeText = change
    ? t(`revenue.stats.change.${change.direction}`, {
        arrow: change.arrow,
        value: format.percent(change.value),
      })
    : t('revenue.stats.change.none');
  return (
    <OverviewCard title={t('dashboard.revenue.title')} to={OVERVIEW_LINKS.revenue}>
      <Headline
        label={t('dashboard.revenue.thisMonth')}
        value={revenue && money(revenue.currentMonth)}
      />
      <Facts
        facts={[
          {
            key: 'lastMonth',
            label: t('dashboard.revenue.lastMonth'),
            value: revenue && money(revenue.lastMonth),
          },
          {
            key: 'change',
            label: t('dashboard.revenue.change'),
            value: revenue && changeText,
          },
        ]}
      />
    </OverviewCard>
  );
}

export function ProposalsCard({ overview }: CardProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const open = overview?.openProposals;
  return (
    <OverviewCard title={t('dashboard.proposals.title')} to={OVERVIEW_LINKS.proposals}>
      <Headline
        label={t('dashboard.proposals.value')}
        value={open && overview && format.money(open.total_cents, overview.currency)}
      />
      <Facts
        facts={[
          {
            key: 'count',
            label: t('dashboard.proposals.count'),
            value: open && format.number(open.count),
          },
        ]}
      />
    </OverviewCard>
  );
}

export function ProjectsCard({ overview }: CardProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const counts = overview?.projectsByStatus;
  const shares = counts ? statusShares(counts) : null;
  return (
    <OverviewCard title={t('dashboard.projects.title')} to={OVERVIEW_LINKS.projects}>
      <ul className={kitStyles.plainList}>
        {projectStatuses.map((status) => (
          <li key={status}>
            <Link to={projectsPath(status)} className={styles.statusLink}>
              <span>{t(`projects.statuses.${status}`)}</span>
              <span className={styles.statusCount}>
                {counts ? format.number(counts[status]) : <Skeleton />}
              </span>
            </Link>
            {/* The bar repeats the number beside it, for the eye only. */}
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${shares?.[status] ?? 0}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </OverviewCard>
  );
}
