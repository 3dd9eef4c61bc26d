import { ScrollRegion, useFormat } from '@atelier/shared';
import type { PortalProposal } from '@atelier/shared/contract';
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
        <ScrollRegion className={styles.tableWrap} label={t('proposals.detail.items')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('proposals.detail.description')}</th>
                <th scope="col" className={styles.number}>
                  {t('proposals.detail.quantity')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('proposals.detail.unitPrice')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('proposals.detail.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{item.description}</td>
                  <td className={styles.number}>{format.number(item.quantity, 3)}</td>
                  <td className={styles.number}>{money(item.unit_price_cents)}</td>
                  <td className={styles.number}>{money(item.amount_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
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
