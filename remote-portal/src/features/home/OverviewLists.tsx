import { Badge, useFormat } from '@atelier/shared';
import type { PortalOverview } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import styles from './ClientOverview.module.css';
import { OverviewSection } from './OverviewSection';
import { excerpt } from './overview-view';

/** The overview's cards, each with its own empty state, from one `get_overview` answer. */
export function OverviewLists({ overview }: { overview: PortalOverview }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { balance_due, invoices_to_pay, proposals_waiting, contracts_waiting } = overview;
  const { next_milestones, latest_messages } = overview;

  return (
    <div className={styles.sections}>
      <OverviewSection
        title={t('home.balance.title')}
        empty={t('home.balance.empty')}
        isEmpty={balance_due.length === 0}
      >
        <ul className={styles.amounts}>
          {balance_due.map((owed) => (
            <li key={owed.currency} className={styles.amount}>
              {format.money(owed.cents, owed.currency)}
            </li>
          ))}
        </ul>
      </OverviewSection>

      <OverviewSection
        title={t('home.invoices.title')}
        empty={t('home.invoices.empty')}
        isEmpty={invoices_to_pay.length === 0}
      >
        <ul className={kitStyles.plainList}>
          {invoices_to_pay.map((invoice) => (
            <li key={invoice.id} className={styles.row}>
              <Link to={`/client-portal/invoices/${invoice.id}`}>{invoice.number}</Link>
              <span>{format.money(invoice.balance_cents, invoice.currency)}</span>
              <span className={styles.muted}>
                {t('home.dueOn', { date: format.day(invoice.due_date) })}
              </span>
              {invoice.status === 'overdue' ? (
                <Badge tone="danger">{t('home.invoices.overdue')}</Badge>
              ) : null}
            </li>
          ))}
        </ul>
      </OverviewSection>

      <OverviewSection
        title={t('home.proposals.title')}
        empty={t('home.proposals.empty')}
        isEmpty={proposals_waiting.length === 0}
      >
        <ul className={kitStyles.plainList}>
          {proposals_waiting.map((proposal) => (
            <li key={proposal.id} className={styles.row}>
              <Link to={`/client-portal/proposals/${proposal.id}`}>{proposal.title}</Link>
              <span>{format.money(proposal.total_cents, proposal.currency)}</span>
              {proposal.valid_until ? (
                <span className={styles.muted}>
                  {t('home.proposals.validUntil', { date: format.day(proposal.valid_until) })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </OverviewSection>

      <OverviewSection
        title={t('home.contracts.title')}
        empty={t('home.contracts.empty')}
        isEmpty={contracts_waiting.length === 0}
        footer={
          contracts_waiting.length > 0 ? (
            <Link to="/client-portal/contracts">{t('home.contracts.review')}</Link>
          ) : null
        }
      >
        <ul className={kitStyles.plainList}>
          {contracts_waiting.map((contract) => (
            <li key={contract.id} className={styles.row}>
              <span className={styles.strong}>{contract.title}</span>
              <span className={styles.muted}>
                {t('home.contracts.sentOn', { date: format.moment(contract.sent_at) })}
              </span>
            </li>
          ))}
        </ul>
      </OverviewSection>

      <OverviewSection
        title={t('home.milestones.title')}
        empty={t('home.milestones.empty')}
        isEmpty={next_milestones.length === 0}
      >
        <ul className={kitStyles.plainList}>
          {next_milestones.map((milestone) => (
            <li key={`${milestone.project_id}-${milestone.title}`} className={styles.row}>
              <span className={styles.strong}>{milestone.title}</span>
              <Link to={`/client-portal/projects/${milestone.project_id}`}>
                {milestone.project_name}
              </Link>
              <span className={styles.muted}>
                {milestone.due_date
                  ? t('home.dueOn', { date: format.day(milestone.due_date) })
                  : t('home.milestones.undated')}
              </span>
            </li>
          ))}
        </ul>
      </OverviewSection>

      <OverviewSection
        title={t('home.messages.title')}
        empty={t('home.messages.empty')}
        isEmpty={latest_messages.length === 0}
        footer={<Link to="/client-portal/messages">{t('home.messages.open')}</Link>}
      >
        <ul className={kitStyles.plainList}>
          {latest_messages.map((message) => (
            <li key={message.id} className={styles.message}>
              <span className={styles.muted}>
                {t(`home.messages.from.${message.author_role}`)} ·{' '}
                {format.moment(message.created_at)}
              </span>
              <span>{excerpt(message.body)}</span>
            </li>
          ))}
        </ul>
      </OverviewSection>
    </div>
  );
}
