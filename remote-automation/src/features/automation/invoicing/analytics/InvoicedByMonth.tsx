import { type InvoiceAutomationAnalytics, useFormat } from '@atelier/shared';
import { type Column, DataTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from './AnalyticsView.module.css';

type Month = InvoiceAutomationAnalytics['invoicedByMonth'][number];

const TONES = [styles.tone0, styles.tone1, styles.tone2, styles.tone3];

/**
 * Invoiced per month, by rule: a table whose cells carry the figures as text, with a bar per
 * month (its segments the rules) that only draws them. Each rule keeps one colour across months.
 */
export function InvoicedByMonth({ months, currency }: { months: Month[]; currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const highest = Math.max(1, ...months.map((month) => month.total_cents));
  const rules = new Map(months.flatMap((month) => month.byRule.map((r) => [r.rule_id, r.name])));
  const ruleIds = [...rules.keys()];
  const toneOf = (ruleId: string) => TONES[ruleIds.indexOf(ruleId) % TONES.length];
  const columns: Column<Month>[] = [
    {
      key: 'month',
      header: t('invoicing.analytics.month'),
      render: (month) => format.month(month.month),
    },
    {
      key: 'total',
      header: t('invoicing.analytics.invoiced'),
      render: (month) => (
        <div className={styles.barCell}>
          <span className={styles.track} aria-hidden="true">
            {month.byRule.map((rule) => (
              <span
                key={rule.rule_id}
                className={`${styles.segment} ${toneOf(rule.rule_id)}`}
                style={{ width: `${(rule.total_cents / highest) * 100}%` }}
              />
            ))}
          </span>
          <span className={styles.barValue}>{format.money(month.total_cents, currency)}</span>
        </div>
      ),
    },
    {
      key: 'byRule',
      header: t('invoicing.analytics.byRule'),
      render: (month) =>
        month.byRule.length === 0 ? (
          <span className={styles.muted}>{t('invoicing.analytics.nothing')}</span>
        ) : (
          month.byRule
            .map((rule) =>
              t('invoicing.analytics.ruleTotal', {
                name: rule.name,
                amount: format.money(rule.total_cents, currency),
              }),
            )
            .join(' · ')
        ),
    },
  ];
  return (
    <>
      {/* Which colour is which rule; the table's text says the same for each month. */}
      <ul className={styles.legend} aria-label={t('invoicing.analytics.legend')}>
        {ruleIds.map((ruleId) => (
          <li key={ruleId}>
            <span className={`${styles.swatch} ${toneOf(ruleId)}`} aria-hidden="true" />
            {rules.get(ruleId)}
          </li>
        ))}
      </ul>
      <DataTable
        caption={t('invoicing.analytics.byMonthCaption')}
        columns={columns}
        rows={months}
        rowKey={(month) => month.month}
      />
    </>
  );
}
