import type { Proposal } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { BilingualPicture } from '@atelier/shared/picture';
import type { DocumentIssuer } from '@atelier/shared/records';
import { useTranslation } from 'react-i18next';
import documentStyles from '../../common/Document.module.css';
import { IssuerBlock } from '../../common/issuer/IssuerBlock';
import { DocumentItems } from '../../common/line-items/DocumentItems';
import { TotalsDisplay } from '../../common/line-items/TotalsDisplay';
import { ProposalStatusBadge } from '../../common/StatusBadges';
import { NAMESPACE } from '../../i18n';

/** The proposal as the recipient would read it, from the agency in Settings; also what the page prints. */
export function ProposalDocument({
  proposal,
  issuer,
}: {
  proposal: Proposal;
  issuer: DocumentIssuer | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const recipient = proposal.clients ?? proposal.leads;
  return (
    <article className={documentStyles.document} aria-labelledby="proposal-title">
      {proposal.cover_image ? (
        <BilingualPicture
          image={proposal.cover_image}
          sizes="(min-width: 960px) 880px, 100vw"
          className={kitStyles.cover}
        />
      ) : null}
      <header className={documentStyles.documentHeader}>
        <div>
          <IssuerBlock issuer={issuer} />
          <h1 id="proposal-title" className={documentStyles.documentTitle}>
            {proposal.title}
          </h1>
        </div>
        <ProposalStatusBadge status={proposal.status} />
      </header>
      <div className={documentStyles.documentMeta}>
        <section>
          <h2 className={documentStyles.label}>{t('proposals.document.preparedFor')}</h2>
          <p className={documentStyles.address}>
            {recipient?.name ?? '—'}
            {recipient?.company ? <span>{recipient.company}</span> : null}
            {proposal.leads && !proposal.clients ? <span>{proposal.leads.email}</span> : null}
            <span className={documentStyles.kindNote}>
              {proposal.client_id
                ? t('proposals.recipientKinds.client')
                : t('proposals.recipientKinds.lead')}
            </span>
          </p>
        </section>
        <dl className={documentStyles.dates}>
          <div>
            <dt>{t('proposals.document.created')}</dt>
            <dd>{format.day(proposal.created_at)}</dd>
          </div>
          {proposal.sent_at ? (
            <div>
              <dt>{t('proposals.document.sent')}</dt>
              <dd>{format.day(proposal.sent_at)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('proposals.fields.validUntil')}</dt>
            <dd>{proposal.valid_until ? format.day(proposal.valid_until) : '—'}</dd>
          </div>
          {proposal.decided_at ? (
            <div>
              <dt>{t('proposals.document.decided')}</dt>
              <dd>{format.day(proposal.decided_at)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {proposal.summary ? <p className={documentStyles.summary}>{proposal.summary}</p> : null}
      {proposal.items.length > 0 ? (
        <DocumentItems items={proposal.items} currency={proposal.currency} />
      ) : (
        <p className={documentStyles.muted}>{t('proposals.document.noItems')}</p>
      )}
      <div className={documentStyles.totalsRow}>
        <TotalsDisplay
          totals={proposal}
          currency={proposal.currency}
          taxRateBp={proposal.tax_rate_bp}
        />
      </div>
    </article>
  );
}
