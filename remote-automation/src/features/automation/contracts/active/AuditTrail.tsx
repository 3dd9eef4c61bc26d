import { Button, type Contract, NO_VALUE, useFormat } from '@atelier/shared';
import { kitStyles, ScrollRegion, saveBlob } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from './ActiveContracts.module.css';
import { auditCsvFileName, auditToCsv, detailsSummary } from './audit-csv';

/**
 * The contract's append-only audit trail, oldest first as the server keeps it, each step with
 * its time, actor, IP and user agent; exported as CSV for whoever has to check it later.
 */
export function AuditTrail({ contract }: { contract: Contract }) {
  const captionId = useId();
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const headingId = useId();
  const exportCsv = () =>
    saveBlob(
      new Blob([auditToCsv(contract)], { type: 'text/csv;charset=utf-8' }),
      auditCsvFileName(contract),
    );
  return (
    <section aria-labelledby={headingId}>
      <div className={`${kitStyles.spread} ${styles.sectionHead}`}>
        <h3 id={headingId} className={kitStyles.cardTitle}>
          {t('contracts.active.audit.title')}
        </h3>
        <Button variant="secondary" size="sm" onClick={exportCsv}>
          {t('contracts.active.audit.export')}
        </Button>
      </div>
      <ScrollRegion className={styles.tableScroller} labelledBy={captionId}>
        <table className={`${kitStyles.compactTable} ${styles.auditTable}`}>
          <caption id={captionId} className="at-visually-hidden">
            {t('contracts.active.audit.title')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('contracts.active.audit.time')}</th>
              <th scope="col">{t('contracts.active.audit.event')}</th>
              <th scope="col">{t('contracts.active.audit.actor')}</th>
              <th scope="col">{t('contracts.active.audit.ip')}</th>
              <th scope="col">{t('contracts.active.audit.userAgent')}</th>
              <th scope="col">{t('contracts.active.audit.details')}</th>
            </tr>
          </thead>
          <tbody>
            {contract.audit.map((entry) => (
              <tr key={entry.id}>
                <td>{format.moment(entry.at)}</td>
                <th scope="row">{t(`contracts.events.${entry.event}`)}</th>
                <td className={styles.wrap}>{entry.actor}</td>
                <td>{entry.ip ?? NO_VALUE}</td>
                <td className={styles.wrap}>{entry.user_agent ?? NO_VALUE}</td>
                <td className={styles.wrap}>{detailsSummary(entry.details) || NO_VALUE}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
