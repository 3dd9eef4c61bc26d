import { Card, type Client, useFormat } from '@atelier/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../common/RecordPage.module.css';
import { NAMESPACE } from '../../i18n';

/** How to reach the client and what the agency noted about them. */
export function ClientContact({ client }: { client: Client }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const dash = '—';
  const rows: Array<[string, ReactNode]> = [
    [t('clients.fields.email'), <a href={`mailto:${client.email}`}>{client.email}</a>],
    [
      t('clients.fields.phone'),
      client.phone ? <a href={`tel:${client.phone}`}>{client.phone}</a> : dash,
    ],
    [t('clients.fields.company'), client.company ?? dash],
    [t('clients.fields.address'), client.address ?? dash],
    [t('clients.fields.taxId'), client.tax_id ?? dash],
    [
      t('clients.fields.portal'),
      client.user_id ? t('clients.detail.hasPortal') : t('clients.detail.noPortal'),
    ],
    [t('clients.fields.created'), format.moment(client.created_at)],
    [t('clients.fields.notes'), client.notes ?? dash],
  ];
  return (
    <Card>
      <h2 className={styles.cardTitle}>{t('clients.detail.contact')}</h2>
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** What was invoiced, what came in, what is still owed. */
export function ClientBalance({ client }: { client: Client }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const rows: Array<[string, number]> = [
    [t('clients.balance.invoiced'), client.invoiced_cents],
    [t('clients.balance.paid'), client.paid_cents],
    [t('clients.balance.due'), client.balance_cents],
  ];
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('clients.balance.title')}
      </h2>
      <dl className={styles.fields}>
        {rows.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={styles.money}>{format.money(cents, client.currency)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
