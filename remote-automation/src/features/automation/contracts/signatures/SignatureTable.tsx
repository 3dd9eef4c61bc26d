import { Button, type SignatureRow, useFormat } from '@atelier/shared';
import { type Column, DataTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../../../i18n';
import { SignerStatusBadge } from '../SignerStatusBadge';
import styles from './Signatures.module.css';
import { contractDetailsSearch, MAX_REMINDERS, resendState } from './signature-filters';

type SignatureTableProps = {
  rows: SignatureRow[];
  /** The signer whose new link is being sent, if any. */
  resendingId: string | null;
  onResend: (row: SignatureRow) => void;
};

/** The signer's steps so far, one line each; a step not reached is left out. */
function SignerTimes({ row }: { row: SignatureRow }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const steps = [
    ['sentAt', row.sent_at],
    ['viewedAt', row.viewed_at],
    ['signedAt', row.signed_at],
    ['declinedAt', row.declined_at],
  ] as const;
  const reached = steps.filter(([, at]) => at !== null);
  if (reached.length === 0) {
    return <span className={styles.muted}>{t('contracts.signatures.notSent')}</span>;
  }
  return (
    <ul className={styles.times}>
      {reached.map(([key, at]) => (
        <li key={key}>{t(`contracts.signatures.${key}`, { time: format.moment(at) })}</li>
      ))}
    </ul>
  );
}

/** "Resend" when a new link can go now; otherwise why not, or nothing for a settled signer. */
function ResendCell({ row, resendingId, onResend }: { row: SignatureRow } & SignatureTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const state = resendState(row, new Date());
  if (state === 'none') return null;
  const isBusy = resendingId === row.signer_id;
  return (
    <div className={styles.stack}>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('contracts.signatures.resendTo', { name: row.name })}
        disabled={state !== 'ready' || resendingId !== null}
        aria-busy={isBusy}
        onClick={() => onResend(row)}
      >
        {isBusy ? t('contracts.signatures.resending') : t('contracts.signatures.resend')}
      </Button>
      {state === 'expired' ? (
        <span className={styles.muted}>{t('contracts.signatures.heldExpired')}</span>
      ) : null}
      {state === 'notTheirTurn' ? (
        <span className={styles.muted}>{t('contracts.signatures.heldTurn')}</span>
      ) : null}
    </div>
  );
}

/**
 * One row per signer: who, which contract (its title opens the contract's details), how far
 * they got and the reminders sent. Never a signing link: the agency's screens do not hold one.
 */
export function SignatureTable(props: SignatureTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const columns: Column<SignatureRow>[] = [
    {
      key: 'signer',
      header: t('contracts.signatures.columns.signer'),
      render: (row) => (
        <div className={styles.stack}>
          <span className={styles.name}>{row.name}</span>
          <span className={styles.muted}>{row.email}</span>
          {row.role ? <span className={styles.muted}>{row.role}</span> : null}
        </div>
      ),
    },
    {
      key: 'contract',
      header: t('contracts.signatures.columns.contract'),
      render: (row) => (
        <Link className={styles.link} to={contractDetailsSearch(searchParams, row.contract_id)}>
          {row.contract_title}
        </Link>
      ),
    },
    {
      key: 'client',
      header: t('contracts.signatures.columns.client'),
      render: (row) => row.client_name,
    },
    {
      key: 'state',
      header: t('contracts.signatures.columns.state'),
      render: (row) => <SignerStatusBadge status={row.status} />,
    },
    {
      key: 'times',
      header: t('contracts.signatures.columns.times'),
      render: (row) => <SignerTimes row={row} />,
    },
    {
      key: 'reminders',
      header: t('contracts.signatures.columns.reminders'),
      render: (row) => (
        <div className={styles.stack}>
          <span>
            {t('contracts.signatures.reminderCount', {
              count: row.reminders_sent,
              max: MAX_REMINDERS,
            })}
          </span>
          {row.last_reminded_at ? (
            <span className={styles.muted}>
              {t('contracts.signatures.lastReminder', {
                time: format.moment(row.last_reminded_at),
              })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'expires',
      header: t('contracts.signatures.columns.expires'),
      render: (row) => format.localDay(row.expires_at),
    },
    {
      key: 'actions',
      header: (
        <span className="at-visually-hidden">{t('contracts.signatures.columns.actions')}</span>
      ),
      render: (row) => <ResendCell row={row} {...props} />,
    },
  ];
  return (
    <DataTable
      caption={t('contracts.signatures.caption')}
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.signer_id}
    />
  );
}
