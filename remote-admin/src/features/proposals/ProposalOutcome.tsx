import { type Proposal, useFormat } from '@atelier/shared';
import { useProposalContract } from '@atelier/shared/data/contracts';
import { kitStyles } from '@atelier/shared/kit';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import documentStyles from '../../common/Document.module.css';
import { NAMESPACE } from '../../i18n';
import styles from './ProposalOutcome.module.css';

/**
 * What the client answered, as evidence: a decline's reason; for an acceptance signed in the
 * portal, the signature (the typed name, or that it was drawn: the drawing itself is kept
 * with the evidence, never answered), the consent they agreed to, when, from which address
 * and browser; then the records the acceptance made or linked.
 */
export function ProposalOutcome({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = useId();
  const decidedOn = proposal.decided_at ? format.moment(proposal.decided_at) : '';

  let body: ReactNode = null;
  if (proposal.status === 'declined') {
    body = (
      <>
        <p>{t('proposals.outcome.declinedOn', { date: decidedOn })}</p>
        {proposal.decline_reason ? (
          <>
            <h3 className={styles.subtitle}>{t('proposals.outcome.reason')}</h3>
            <p className={kitStyles.quote}>{proposal.decline_reason}</p>
          </>
        ) : (
          <p>{t('proposals.outcome.noReason')}</p>
        )}
      </>
    );
  } else if (proposal.status === 'accepted') {
    body = (
      <>
        <AcceptanceEvidence proposal={proposal} decidedOn={decidedOn} />
        <LinkedRecords proposal={proposal} />
      </>
    );
  } else {
    return null;
  }

  return (
    <section className={kitStyles.answerPanel} aria-labelledby={titleId}>
      <h2 id={titleId} className={kitStyles.sectionTitle}>
        {t('proposals.outcome.title')}
      </h2>
      {body}
    </section>
  );
}

function AcceptanceEvidence({ proposal, decidedOn }: { proposal: Proposal; decidedOn: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { acceptance } = proposal;
  if (!acceptance) return <p>{t('proposals.outcome.acceptedByAgency', { date: decidedOn })}</p>;
  const unknown = t('proposals.outcome.unknown');
  return (
    <>
      <p>
        {t('proposals.outcome.acceptedByClient', { date: format.moment(acceptance.accepted_at) })}
      </p>
      <dl className={`${kitStyles.terms} ${kitStyles.termsFold}`}>
        <dt>{t('proposals.outcome.signature')}</dt>
        <dd>
          {acceptance.signature_type === 'typed'
            ? t('proposals.outcome.signedName', { name: acceptance.signed_name ?? unknown })
            : t('proposals.outcome.drawn')}
        </dd>
        <dt>{t('proposals.outcome.consent')}</dt>
        <dd>{acceptance.consent_text}</dd>
        <dt>{t('proposals.outcome.ip')}</dt>
        <dd>{acceptance.ip ?? unknown}</dd>
        <dt>{t('proposals.outcome.userAgent')}</dt>
        <dd>{acceptance.user_agent ?? unknown}</dd>
      </dl>
    </>
  );
}

function LinkedRecords({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation(NAMESPACE);
  const contract = useProposalContract(proposal);
  const links: { label: string; to: string; text: string }[] = [];
  if (proposal.project_id) {
    links.push({
      label: t('proposals.outcome.project'),
      to: `/admin/projects/${proposal.project_id}`,
      text: t('proposals.actions.openProject'),
    });
  }
  if (contract) {
    links.push({
      label: t('proposals.outcome.contract'),
      to: `/admin/automation?tab=contracts&view=active&contract=${contract.id}`,
      text: t('proposals.outcome.contractLink', {
        title: contract.title,
        status: t(`proposals.outcome.contractStatuses.${contract.status}`),
      }),
    });
  }
  if (links.length === 0) return null;
  return (
    <>
      <h3 className={styles.subtitle}>{t('proposals.outcome.linked')}</h3>
      <dl className={`${kitStyles.terms} ${kitStyles.termsFold}`}>
        {links.map((link) => (
          <div key={link.to} className={styles.fact}>
            <dt>{link.label}</dt>
            <dd>
              <Link className={documentStyles.link} to={link.to}>
                {link.text}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
