import {
  Badge,
  type BadgeTone,
  type Invoice,
  type InvoiceStatus,
  type Payment,
  type Project,
  type Proposal,
  type ProposalStatus,
} from '@atelier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRecordFormat } from '../../common/use-record-format';
import { NAMESPACE } from '../../i18n';
import { ProgressBar } from '../projects/ProgressBar';
import { ProjectStatusBadge } from '../projects/ProjectStatusBadge';
import styles from './RecordTable.module.css';

/**
 * A client's or a project's related records, each a small table linking to its own page.
 * Their texts live under `clients.records` (the project page shows the same tables).
 */
const PROPOSAL_TONE: Record<ProposalStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'success',
  declined: 'danger',
  expired: 'warning',
};

const INVOICE_TONE: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'warning',
};

function MiniTable({
  caption,
  empty,
  headers,
  rows,
}: {
  caption: string;
  empty: string;
  headers: Array<{ label: string; isNumeric?: boolean }>;
  rows: ReactNode[];
}) {
  if (rows.length === 0) return <p className={styles.sub}>{empty}</p>;
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="at-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th
                key={header.label}
                scope="col"
                className={header.isNumeric ? styles.numeric : undefined}
              >
                {header.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}

export function ProjectRecords({
  projects,
  caption,
}: {
  projects: readonly Project[];
  /** What the projects are (the client's by default). */
  caption?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRecordFormat();
  return (
    <MiniTable
      caption={caption ?? t('clients.records.projects.caption')}
      empty={t('clients.records.projects.empty')}
      headers={[
        { label: t('clients.records.projects.name') },
        { label: t('clients.records.projects.status') },
        { label: t('clients.records.projects.due') },
        { label: t('clients.records.projects.progress') },
        { label: t('clients.records.projects.budget'), isNumeric: true },
      ]}
      rows={projects.map((project) => (
        <tr key={project.id}>
          <th scope="row" className={styles.rowHeader}>
            <Link className={styles.link} to={`/admin/projects/${project.id}`}>
              {project.name}
            </Link>
          </th>
          <td>
            <ProjectStatusBadge status={project.status} />
          </td>
          <td className={styles.nowrap}>{project.due_date ? format.day(project.due_date) : '—'}</td>
          <td>
            <ProgressBar
              value={project.progress}
              label={t('projects.progressOf', { name: project.name })}
            />
          </td>
          <td className={styles.numeric}>
            {project.budget_cents === null
              ? '—'
              : format.money(project.budget_cents, project.currency)}
          </td>
        </tr>
      ))}
    />
  );
}

export function ProposalRecords({ proposals }: { proposals: readonly Proposal[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRecordFormat();
  return (
    <MiniTable
      caption={t('clients.records.proposals.caption')}
      empty={t('clients.records.proposals.empty')}
      headers={[
        { label: t('clients.records.proposals.name') },
        { label: t('clients.records.proposals.status') },
        { label: t('clients.records.proposals.validUntil') },
        { label: t('clients.records.proposals.total'), isNumeric: true },
      ]}
      rows={proposals.map((proposal) => (
        <tr key={proposal.id}>
          <th scope="row" className={styles.rowHeader}>
            <Link className={styles.link} to={`/admin/proposals/${proposal.id}`}>
              {proposal.title}
            </Link>
          </th>
          <td>
            <Badge tone={PROPOSAL_TONE[proposal.status]}>
              {t(`clients.records.proposalStatuses.${proposal.status}`)}
            </Badge>
          </td>
          <td className={styles.nowrap}>
            {proposal.valid_until ? format.day(proposal.valid_until) : '—'}
          </td>
          <td className={styles.numeric}>
            {format.money(proposal.total_cents, proposal.currency)}
          </td>
        </tr>
      ))}
    />
  );
}

export function InvoiceRecords({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRecordFormat();
  return (
    <MiniTable
      caption={t('clients.records.invoices.caption')}
      empty={t('clients.records.invoices.empty')}
      headers={[
        { label: t('clients.records.invoices.number') },
        { label: t('clients.records.invoices.status') },
        { label: t('clients.records.invoices.due') },
        { label: t('clients.records.invoices.total'), isNumeric: true },
        { label: t('clients.records.invoices.balance'), isNumeric: true },
      ]}
      rows={invoices.map((invoice) => (
        <tr key={invoice.id}>
          <th scope="row" className={styles.rowHeader}>
            <Link className={styles.link} to={`/admin/payments/invoices/${invoice.id}`}>
              {invoice.number ?? t('clients.records.invoices.draft')}
            </Link>
            {invoice.projects ? <span className={styles.sub}>{invoice.projects.name}</span> : null}
          </th>
          <td>
            <Badge tone={INVOICE_TONE[invoice.status]}>
              {t(`clients.records.invoiceStatuses.${invoice.status}`)}
            </Badge>
          </td>
          <td className={styles.nowrap}>{invoice.due_date ? format.day(invoice.due_date) : '—'}</td>
          <td className={styles.numeric}>{format.money(invoice.total_cents, invoice.currency)}</td>
          <td className={styles.numeric}>
            {format.money(invoice.balance_cents, invoice.currency)}
          </td>
        </tr>
      ))}
    />
  );
}

export function PaymentRecords({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRecordFormat();
  return (
    <MiniTable
      caption={t('clients.records.payments.caption')}
      empty={t('clients.records.payments.empty')}
      headers={[
        { label: t('clients.records.payments.date') },
        { label: t('clients.records.payments.method') },
        { label: t('clients.records.payments.invoice') },
        { label: t('clients.records.payments.amount'), isNumeric: true },
      ]}
      rows={payments.map((payment) => (
        <tr key={payment.id}>
          <th scope="row" className={styles.rowHeader}>
            <time dateTime={payment.payment_date}>{format.day(payment.payment_date)}</time>
            {payment.description ? <span className={styles.sub}>{payment.description}</span> : null}
          </th>
          <td>{t(`clients.records.paymentMethods.${payment.payment_method}`)}</td>
          <td>
            {payment.invoice_id ? (
              <Link className={styles.link} to={`/admin/payments/invoices/${payment.invoice_id}`}>
                {payment.invoice_number ?? t('clients.records.invoices.draft')}
              </Link>
            ) : (
              '—'
            )}
          </td>
          <td className={styles.numeric}>{format.money(payment.amount_cents, payment.currency)}</td>
        </tr>
      ))}
    />
  );
}
