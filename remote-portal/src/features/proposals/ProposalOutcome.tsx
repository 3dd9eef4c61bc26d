import { Button, ButtonLink, useFormat } from '@atelier/shared';
import type { PortalProposal } from '@atelier/shared/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { AcceptDialog } from './AcceptDialog';
import { DeclineDialog } from './DeclineDialog';
import styles from './Proposals.module.css';
import { canAnswerProposal } from './proposal-view';

/** Accept or decline while the proposal is sent; afterwards, what the client answered. */
export function ProposalAnswer({ proposal }: { proposal: PortalProposal }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [open, setOpen] = useState<'accept' | 'decline' | null>(null);
  const decidedOn = proposal.decided_at ? format.moment(proposal.decided_at) : '';

  let body: ReactNode = null;
  if (canAnswerProposal(proposal)) {
    body = (
      <div className={styles.actions}>
        <Button onClick={() => setOpen('accept')}>{t('proposals.answer.accept')}</Button>
        <Button variant="secondary" onClick={() => setOpen('decline')}>
          {t('proposals.answer.decline')}
        </Button>
      </div>
    );
  } else if (proposal.status === 'accepted') {
    body = (
      <>
        <p>{t('proposals.answer.outcomeAccepted', { date: decidedOn })}</p>
        {proposal.project_id ? (
          <div>
            <ButtonLink to={`/client-portal/projects/${proposal.project_id}`}>
              {t('proposals.answer.openProject')}
            </ButtonLink>
          </div>
        ) : null}
      </>
    );
  } else if (proposal.status === 'declined') {
    body = (
      <>
        <p>{t('proposals.answer.outcomeDeclined', { date: decidedOn })}</p>
        {proposal.decline_reason ? (
          <>
            <p className={styles.meta}>{t('proposals.answer.yourReason')}</p>
            <p className={styles.reason}>{proposal.decline_reason}</p>
          </>
        ) : null}
      </>
    );
  } else if (proposal.status === 'expired') {
    body = <p>{t('proposals.answer.outcomeExpired')}</p>;
  }

  return (
    <section className={styles.answer} aria-labelledby="proposal-answer">
      <h2 id="proposal-answer" className={styles.answerTitle}>
        {t('proposals.answer.title')}
      </h2>
      {body}
      {canAnswerProposal(proposal) ? (
        <>
          <AcceptDialog
            proposal={proposal}
            isOpen={open === 'accept'}
            onClose={() => setOpen(null)}
          />
          <DeclineDialog
            proposal={proposal}
            isOpen={open === 'decline'}
            onClose={() => setOpen(null)}
          />
        </>
      ) : null}
    </section>
  );
}
