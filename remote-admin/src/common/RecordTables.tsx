import {
  ButtonLink,
  type Invoice,
  type Payment,
  type Project,
  type Proposal,
  useFormat,
} from '@atelier/shared';
import { ProgressBar } from '@atelier/shared/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../i18n';
import { ListTable, RowHeader } from './ListTable';
import styles from './RecordList.module.css';
import { RecordSection } from './RecordSection';
import { InvoiceStatusBadge, ProjectStatusBadge, ProposalStatusBadge } from './StatusBadges';

/**
 * A client's or a project's related records, each a small table linking to its own page.
 * Their texts live under `common.records`.
 */
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
    <ListTable
      caption={caption}
      isCompact
      columns={headers.map((header) => (
        <th
          key={header.label}
          scope="col"
          className={header.isNumeric ? styles.numeric : undefined}
        >
          {header.label}
        </th>
      ))}
    >
      {rows}
    </ListTable>
  );
}

/** A project's status, due date, progress and budget: the cells every table of projects shows. */
export function ProjectCells({ project }: { project: Project }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <>
      <td>
        <ProjectStatusBadge status={project.status} />
      </td>
      <td className={styles.nowrap}>{project.due_date ? format.day(project.due_date) : '—'}</td>
      <td>
        <ProgressBar
          value={project.progress}
          label={t('projects.progressOf', { name: project.name })}
          valueText={(percent) => t('projects.progressValue', { percent })}
        />
      </td>
      <td className={styles.numeric}>
        {project.budget_cents === null ? '—' : format.money(project.budget_cents, project.currency)}
      </td>
    </>
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
  return (
    <MiniTable
      caption={caption ?? t('common.records.projects.caption')}
      empty={t('common.records.projects.empty')}
      headers={[
        { label: t('common.records.projects.name') },
        { label: t('common.records.projects.status') },
        { label: t('common.records.projects.due') },
        { label: t('common.records.projects.progress') },
        { label: t('common.records.projects.budget'), isNumeric: true },
      ]}
      rows={projects.map((project) => (
        <tr key={project.id}>
          <RowHeader to={`/admin/projects/${project.id}`}>{project.name}</RowHeader>
          <ProjectCells project={project} />
        </tr>
      ))}
    />
  );
}

export function ProposalRecords({ proposals }: { proposals: readonly Proposal[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <MiniTable
      caption={t('common.records.proposals.caption')}
      empty={t('common.records.proposals.empty')}
      headers={[
        { label: t('common.records.proposals.name') },
        { label: t('common.records.proposals.status') },
        { label: t('common.records.proposals.validUntil') },
        { label: t('common.records.proposals.total'), isNumeric: true },
      ]}
      rows={proposals.map((proposal) => (
        <tr key={proposal.id}>
          <RowHeader to={`/admin/proposals/${proposal.id}`}>{proposal.title}</RowHeader>
          <td>
            <ProposalStatusBadge status={proposal.status} />
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
  const format = useFormat();
  return (
    <MiniTable
      caption={t('common.records.invoices.caption')}
      empty={t('common.records.invoices.empty')}
      headers={[
        { label: t('common.records.invoices.number') },
        { label: t('common.records.invoices.status') },
        { label: t('common.records.invoices.due') },
        { label: t('common.records.invoices.total'), isNumeric: true },
        { label: t('common.records.invoices.balance'), isNumeric: true },
      ]}
      rows={invoices.map((invoice) => (
        <tr key={invoice.id}>
          <RowHeader
            to={`/admin/payments/invoices/${invoice.id}`}
            sub={invoice.projects ? invoice.projects.name : null}
          >
            {invoice.number ?? t('common.records.invoices.draft')}
          </RowHeader>
          <td>
            <InvoiceStatusBadge status={invoice.status} />
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
  const format = useFormat();
  return (
    <MiniTable
      caption={t('common.records.payments.caption')}
      empty={t('common.records.payments.empty')}
      headers={[
        { label: t('common.records.payments.date') },
        { label: t('common.records.payments.method') },
        { label: t('common.records.payments.invoice') },
        { label: t('common.records.payments.amount'), isNumeric: true },
      ]}
      rows={payments.map((payment) => (
        <tr key={payment.id}>
          <th scope="row" className={styles.rowHeader}>
            <time dateTime={payment.payment_date}>{format.day(payment.payment_date)}</time>
            {payment.description ? <span className={styles.sub}>{payment.description}</span> : null}
          </th>
          <td>{t(`payments.methods.${payment.payment_method}`)}</td>
          <td>
            {payment.invoice_id ? (
              <Link className={styles.link} to={`/admin/payments/invoices/${payment.invoice_id}`}>
                {payment.invoice_number ?? t('common.records.invoices.draft')}
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

/** A record's invoices on its page, with the button that starts one for it. */
export function InvoiceRecordsSection({
  invoices,
  newInvoice,
}: {
  invoices: readonly Invoice[];
  newInvoice: { to: string; label: string };
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <RecordSection
      title={t('common.records.invoices.title')}
      action={
        <ButtonLink size="sm" to={newInvoice.to}>
          {newInvoice.label}
        </ButtonLink>
      }
    >
      <InvoiceRecords invoices={invoices} />
    </RecordSection>
  );
}

/** A record's payments on its page, with the way to all payments. */
export function PaymentRecordsSection({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <RecordSection
      title={t('common.records.payments.title')}
      action={
        <ButtonLink size="sm" variant="secondary" to="/admin/payments?tab=payments">
          {t('common.records.payments.all')}
        </ButtonLink>
      }
    >
      <PaymentRecords payments={payments} />
    </RecordSection>
  );
}
