import { useFormat } from '@atelier/shared';
import type { PortalProposal } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Proposals.module.css';

/** A proposal that went no further: declined (with the client's reason) or expired. */
export function ProposalOutcome({ proposal }: { proposal: PortalProposal }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = useId();
  const decidedOn = proposal.decided_at ? format.moment(proposal.decided_at) : '';

  return (
    <section className={kitStyles.answerPanel} aria-labelledby={titleId}>
      <h2 id={titleId} className={kitStyles.sectionTitle}>
        {t('proposals.answer.title')}
      </h2>
      {proposal.status === 'declined' ? (
        <>
          <p>{t('proposals.answer.outcomeDeclined', { date: decidedOn })}</p>
          {proposal.decline_reason ? (
            <>
              <p className={styles.meta}>{t('proposals.answer.yourReason')}</p>
              <p className={kitStyles.quote}>{proposal.decline_reason}</p>
            </>
          ) : null}
        </>
      ) : (
        <p>{t('proposals.answer.outcomeExpired')}</p>
      )}
    </section>
  );
}
