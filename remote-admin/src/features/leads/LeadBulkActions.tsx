import { Button, LEAD_STATUSES, type LeadStatus, toast } from '@atelier/shared';
import { useLeadWrites } from '@atelier/shared/data/leads';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../common/ConfirmDialog';
import { NAMESPACE } from '../../i18n';
import styles from './LeadBulkActions.module.css';
import { leadFailureText } from './lead-errors';

type LeadBulkActionsProps = { ids: string[]; onDone: () => void };

/** What the admin can do to the selected leads at once: one status, or delete them. */
export function LeadBulkActions({ ids, onDone }: LeadBulkActionsProps) {
  const leadWrites = useLeadWrites();
  const { t } = useTranslation(NAMESPACE);
  const statusId = useId();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [isConfirming, setIsConfirming] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const count = ids.length;

  async function run(action: () => ReturnType<typeof leadWrites.bulkRemove>, done: string) {
    setIsPending(true);
    try {
      const result = await action();
      if (result.success) {
        toast.success(t(done, { count: result.count }));
        onDone();
      } else {
        toast.error(t('leads.bulk.failed', { reason: leadFailureText(result) }));
      }
    } finally {
      setIsPending(false);
      setIsConfirming(false);
    }
  }

  return (
    <section className={styles.bar} aria-label={t('leads.bulk.label')}>
      <p className={styles.count} aria-live="polite">
        {t('leads.bulk.selected', { count })}
      </p>
      <div className={styles.status}>
        <label htmlFor={statusId}>{t('leads.bulk.statusLabel')}</label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus | '')}
        >
          <option value="">{t('leads.bulk.choose')}</option>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`leads.statuses.${value}`)}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          disabled={!status || isPending}
          onClick={() => {
            if (status) void run(() => leadWrites.bulkStatus(ids, status), 'leads.bulk.statusDone');
          }}
        >
          {t('leads.bulk.apply')}
        </Button>
      </div>
      <Button size="sm" variant="danger" disabled={isPending} onClick={() => setIsConfirming(true)}>
        {t('leads.bulk.delete')}
      </Button>
      <DeleteDialog
        isOpen={isConfirming}
        title={t('leads.bulk.confirmTitle', { count })}
        isPending={isPending}
        onClose={() => setIsConfirming(false)}
        onConfirm={() => void run(() => leadWrites.bulkRemove(ids), 'leads.bulk.deleteDone')}
      >
        <p>{t('leads.delete.warning')}</p>
      </DeleteDialog>
    </section>
  );
}
