import { Button } from '@atelier/shared';
import type { ProposalFlow } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Proposals.module.css';

/**
 * The contract of an accepted proposal that could not be sent yet (it is still a draft): the
 * acceptance stands, the agency has been told and will send it; "Check again" reads the
 * proposal anew.
 */
export function ContractPending({
  contract,
  onRetry,
}: {
  contract: NonNullable<ProposalFlow['contract']>;
  onRetry: () => Promise<void>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const [isChecking, setIsChecking] = useState(false);
  return (
    <section className={styles.step} aria-labelledby={titleId}>
      <h2 id={titleId} className={kitStyles.sectionTitle}>
        {t('proposals.flow.contract.title', { title: contract.title })}
      </h2>
      <p role="status">{t('proposals.flow.contract.pending')}</p>
      <div>
        <Button
          variant="secondary"
          disabled={isChecking}
          onClick={() => {
            setIsChecking(true);
            void onRetry().finally(() => setIsChecking(false));
          }}
        >
          {t('proposals.flow.contract.checkAgain')}
        </Button>
      </div>
    </section>
  );
}
