import { type UpcomingInvoice, useFormat } from '@atelier/shared';
import { type Column, DataTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from './AnalyticsView.module.css';

/** The scheduled invoices of the next 90 days, by date. */
export function UpcomingTable({ rows, currency }: { rows: UpcomingInvoice[]; currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const columns: Column<UpcomingInvoice>[] = [
    { key: 'date', header: t('invoicing.analytics.date'), render: (row) => format.day(row.date) },
    { key: 'rule', header: t('invoicing.analytics.rule'), render: (row) => row.rule.name },
    { key: 'project', header: t('invoicing.analytics.project'), render: (row) => row.project.name },
    { key: 'client', header: t('invoicing.analytics.client'), render: (row) => row.client.name },
    {
      key: 'amount',
      header: t('invoicing.analytics.amount'),
      isNumeric: true,
      render: (row) => format.money(row.amount_cents, currency),
    },
  ];
  return (
    <DataTable
      caption={t('invoicing.analytics.upcomingCaption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.date}/${row.rule.id}/${row.project.id}`}
      empty={<p className={styles.muted}>{t('invoicing.analytics.noUpcoming')}</p>}
    />
  );
}
