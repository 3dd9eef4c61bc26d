import { type Client, useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { type Fact, FactCard } from '../../common/FactList';
import styles from '../../common/RecordPage.module.css';
import { NAMESPACE } from '../../i18n';

/** How to reach the client and what the agency noted about them. */
export function ClientContact({ client }: { client: Client }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const dash = '—';
  const facts: Fact[] = [
    [t('clients.fields.email'), <a href={`mailto:${client.email}`}>{client.email}</a>],
    [
      t('clients.fields.phone'),
      client.phone ? <a href={`tel:${client.phone}`}>{client.phone}</a> : dash,
    ],
    [t('clients.fields.company'), client.company ?? dash],
    [t('clients.fields.address'), client.address ?? dash],
    [t('clients.fields.taxId'), client.tax_id ?? dash],
    [t('clients.fields.language'), t(`clients.languages.${client.language}`)],
    [
      t('clients.fields.portal'),
      client.user_id ? t('clients.detail.hasPortal') : t('clients.detail.noPortal'),
    ],
    [t('clients.fields.created'), format.moment(client.created_at)],
    [t('clients.fields.notes'), client.notes ?? dash],
  ];
  return <FactCard title={t('clients.detail.contact')} facts={facts} />;
}

/** What was invoiced, what came in, what is still owed. */
export function ClientBalance({ client }: { client: Client }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const money = (cents: number) => format.money(cents, client.currency);
  return (
    <FactCard
      title={t('clients.balance.title')}
      isRegion
      valueClassName={styles.money}
      facts={[
        [t('clients.balance.invoiced'), money(client.invoiced_cents)],
        [t('clients.balance.paid'), money(client.paid_cents)],
        [t('clients.balance.due'), money(client.balance_cents)],
      ]}
    />
  );
}
