import { useFormat } from '@atelier/shared';
import type { PortalProposal } from '@atelier/shared/contract';
import { LineItemsTable } from '@atelier/shared/documents';
import { kitStyles } from '@atelier/shared/kit';
import { BilingualPicture } from '@atelier/shared/picture';
import type { DocumentIssuer } from '@atelier/shared/records';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { IssuerBlock } from '../documents/IssuerBlock';
import styles from './Proposals.module.css';
import { proposalTotals, taxRateText } from './proposal-view';

type ProposalDocumentProps = { proposal: PortalProposal; issuer: DocumentIssuer };

/** The proposal as the agency wrote it: who for, the summary, the lines and the totals. */
export function ProposalDocument({ proposal, issuer }: ProposalDocumentProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const money = (cents: number) => format.money(cents, proposal.currency);
  const items = [...proposal.items].sort((a, b) => a.position - b.position);
  const meta = [
    t('proposals.detail.from', { agency: issuer.name }),
    proposal.clients ? t('proposals.detail.for', { client: proposal.clients.name }) : null,
    proposal.sent_at
      ? t('proposals.detail.sentOn', { date: format.moment(proposal.sent_at) })
      : null,
    proposal.valid_until
      ? t('proposals.detail.validUntil', { date: format.day(proposal.valid_until) })
      : null,
  ].filter(Boolean);

  return (
    <article className={kitStyles.documentPanel} aria-label={proposal.title}>
      {proposal.cover_image ? (
        <BilingualPicture
          image={proposal.cover_image}
          sizes="(min-width: 960px) 880px, 100vw"
          className={kitStyles.cover}
        />
      ) : null}
      <IssuerBlock issuer={issuer} />
      <p className={styles.meta}>{meta.join(' · ')}</p>
      {proposal.summary ? (
        <>
          <h2 className={styles.heading}>{t('proposals.detail.summary')}</h2>
          <p className={kitStyles.userText}>{proposal.summary}</p>
        </>
      ) : null}
      <h2 className={styles.heading}>{t('proposals.detail.items')}</h2>
      {items.length === 0 ? (
        <p className={styles.meta}>{t('proposals.detail.noItems')}</p>
      ) : (
        <LineItemsTable
          items={items}
          currency={proposal.currency}
          name={{ label: t('proposals.detail.items') }}
          headers={{
            description: t('proposals.detail.description'),
            quantity: t('proposals.detail.quantity'),
            unitPrice: t('proposals.detail.unitPrice'),
            amount: t('proposals.detail.amount'),
          }}
          classes={{ scroller: styles.tableWrap, table: styles.table, numeric: styles.number }}
          quantityDigits={3}
        />
      )}
      <dl className={styles.totals}>
        {proposalTotals(proposal).map((line) => (
          <div key={line.kind} className={line.kind === 'total' ? styles.grandTotal : undefined}>
            <dt>
              {line.kind === 'tax'
                ? t('proposals.detail.tax', {
                    rate: taxRateText(proposal.tax_rate_bp, format),
                  })
                : t(`proposals.detail.${line.kind}`)}
            </dt>
            <dd>{money(line.cents)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
