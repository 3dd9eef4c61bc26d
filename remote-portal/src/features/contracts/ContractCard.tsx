import { Badge, type BadgeTone, Button, useFormat } from '@atelier/shared';
import type { ContractStatus, PortalContract } from '@atelier/shared/contract';
import { downloadPortalContract, openContractSigning } from '@atelier/shared/data/portal';
import { kitStyles, saveBase64File } from '@atelier/shared/kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../account/portal-failure';
import styles from './Contracts.module.css';

const TONES: Record<ContractStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  signed: 'success',
  declined: 'danger',
  expired: 'warning',
  cancelled: 'neutral',
};

/**
 * One contract: what it is worth and where it stands, "Review and sign" while it waits for
 * the client (a fresh link to the signing page, opened in this tab), "Download signed copy"
 * once signed. A refusal is said under the buttons, in the card's own status line.
 */
export function ContractCard({ contract }: { contract: PortalContract }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const headingId = useId();
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setIsBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      console.error('[remote-portal] a contract action failed', error);
      setProblem(t('errors.generic'));
    } finally {
      setIsBusy(false);
    }
  };

  const sign = () =>
    run(async () => {
      const result = await openContractSigning(contract.id);
      if (result.success) window.location.assign(result.url);
      else setProblem(portalFailureMessage(t, result));
    });

  const download = () =>
    run(async () => {
      const result = await downloadPortalContract(contract.id);
      if (result.success) saveBase64File(result.file);
      else setProblem(portalFailureMessage(t, result));
    });

  const isSigned = contract.status === 'signed';
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={`${kitStyles.spread} ${kitStyles.alignStart}`}>
        <h3 id={headingId} className={styles.cardTitle}>
          {contract.title}
        </h3>
        <Badge tone={contract.can_sign ? 'warning' : TONES[contract.status]}>
          {contract.can_sign
            ? t('contracts.waitingForYou')
            : t(`contracts.statuses.${contract.status}`)}
        </Badge>
      </div>
      <dl className={styles.facts}>
        {contract.value_cents !== null ? (
          <div>
            <dt>{t('contracts.value')}</dt>
            <dd>{format.money(contract.value_cents, contract.currency)}</dd>
          </div>
        ) : null}
        {contract.sent_at ? (
          <div>
            <dt>{t('contracts.sent')}</dt>
            <dd>{format.moment(contract.sent_at)}</dd>
          </div>
        ) : null}
        {isSigned && contract.signed_at ? (
          <div>
            <dt>{t('contracts.signed')}</dt>
            <dd>{format.moment(contract.signed_at)}</dd>
          </div>
        ) : null}
        {!isSigned && contract.expires_at ? (
          <div>
            <dt>{t('contracts.expires')}</dt>
            <dd>{format.moment(contract.expires_at)}</dd>
          </div>
        ) : null}
        {contract.my_signer && !contract.can_sign && !isSigned ? (
          <div>
            <dt>{t('contracts.yourSignature')}</dt>
            <dd>{t(`contracts.signerStatuses.${contract.my_signer.status}`)}</dd>
          </div>
        ) : null}
      </dl>
      <div className={kitStyles.cardActions}>
        {contract.can_sign ? (
          <Button onClick={() => void sign()} disabled={isBusy} aria-describedby={headingId}>
            {t('contracts.reviewAndSign')}
          </Button>
        ) : null}
        {isSigned && contract.download === 'final' ? (
          <Button
            variant="secondary"
            onClick={() => void download()}
            disabled={isBusy}
            aria-describedby={headingId}
          >
            {t('contracts.downloadSigned')}
          </Button>
        ) : null}
      </div>
      <p className={`${kitStyles.errorText} ${styles.problem}`} role="status">
        {problem}
      </p>
    </article>
  );
}
