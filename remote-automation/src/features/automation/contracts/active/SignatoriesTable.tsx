import { type ContractSigner, NO_VALUE, useFormat } from '@atelier/shared';
import { kitStyles, ScrollRegion } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { SignerStatusBadge } from '../SignerStatusBadge';
import styles from './ActiveContracts.module.css';

/**
 * Each signatory in signing order with where they are: e-mailed, viewed, signed or declined
 * (with the reason), and how many reminders went out. Never their link: the API has none.
 */
export function SignatoriesTable({ signers }: { signers: ContractSigner[] }) {
  const captionId = useId();
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const ordered = [...signers].sort((a, b) => a.position - b.position);
  return (
    <ScrollRegion className={styles.tableScroller} labelledBy={captionId}>
      <table className={kitStyles.compactTable}>
        <caption id={captionId} className="at-visually-hidden">
          {t('contracts.active.signers.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.active.signers.order')}</th>
            <th scope="col">{t('contracts.active.signers.signer')}</th>
            <th scope="col">{t('contracts.active.signers.state')}</th>
            <th scope="col">{t('contracts.active.signers.sent')}</th>
            <th scope="col">{t('contracts.active.signers.viewed')}</th>
            <th scope="col">{t('contracts.active.signers.signed')}</th>
            <th scope="col">{t('contracts.active.signers.reminders')}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((signer) => (
            <tr key={signer.id}>
              <td>{signer.position}</td>
              <th scope="row" className={styles.wrap}>
                {signer.name}
                <br />
                <span className={styles.muted}>{signer.email}</span>
                <br />
                <span className={styles.muted}>{signer.role ?? NO_VALUE}</span>
              </th>
              <td>
                <SignerStatusBadge status={signer.status} />
                {signer.decline_reason ? (
                  <p className={styles.wrap}>
                    {t('contracts.active.signers.reason', { reason: signer.decline_reason })}
                  </p>
                ) : null}
              </td>
              <td>{format.moment(signer.sent_at)}</td>
              <td>{format.moment(signer.viewed_at)}</td>
              <td>{format.moment(signer.signed_at)}</td>
              <td>{signer.reminders_sent}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
