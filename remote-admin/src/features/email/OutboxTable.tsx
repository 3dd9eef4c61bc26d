import { Badge, type BadgeTone, Button, useFormat } from '@atelier/shared';
import type { EmailStatus, OutboxRow } from '@atelier/shared/contract';
import { type Column, DataTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Email.module.css';

const STATUS_TONES: Record<EmailStatus, BadgeTone> = {
  queued: 'info',
  sending: 'primary',
  sent: 'success',
  failed: 'danger',
};

/** The outbox's messages; a failed or sent one has Resend, a failed one its last error. */
export function OutboxTable(props: {
  messages: readonly OutboxRow[];
  resending: string | null;
  onResend: (message: OutboxRow) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const columns: Column<OutboxRow>[] = [
    { key: 'to', header: t('email.outbox.columns.to'), render: (row) => row.to_email },
    {
      key: 'subject',
      header: t('email.outbox.columns.subject'),
      render: (row) => <span className={styles.subject}>{row.subject}</span>,
    },
    {
      key: 'template',
      header: t('email.outbox.columns.template'),
      render: (row) =>
        row.template_key ? t(`email.names.${row.template_key}`) : t('email.outbox.noTemplate'),
    },
    {
      key: 'status',
      header: t('email.outbox.columns.status'),
      render: (row) => (
        <Badge tone={STATUS_TONES[row.status]}>{t(`email.statuses.${row.status}`)}</Badge>
      ),
    },
    {
      key: 'attempts',
      header: t('email.outbox.columns.attempts'),
      isNumeric: true,
      render: (row) => format.number(row.attempts),
    },
    {
      key: 'error',
      header: t('email.outbox.columns.lastError'),
      render: (row) =>
        row.last_error ? <span className={styles.error}>{row.last_error}</span> : '—',
    },
    {
      key: 'dates',
      header: t('email.outbox.columns.dates'),
      render: (row) => (
        <>
          {t('email.outbox.created', { at: format.moment(row.created_at) })}
          {row.sent_at ? (
            <>
              <br />
              {t('email.outbox.sentAt', { at: format.moment(row.sent_at) })}
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('email.outbox.columns.actions'),
      render: (row) =>
        row.status === 'failed' || row.status === 'sent' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={props.resending === row.id}
            aria-label={t('email.outbox.resendNamed', { subject: row.subject, to: row.to_email })}
            onClick={() => props.onResend(row)}
          >
            {t('email.outbox.resend')}
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={t('email.outbox.caption')}
      columns={columns}
      rows={props.messages}
      rowKey={(row) => row.id}
    />
  );
}
