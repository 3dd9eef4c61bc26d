import { Badge, PageHeader, useDocumentTitle, useFormat } from '@atelier/shared';
import type { PortalProposalSummary } from '@atelier/shared/contract';
import { usePortalProposals } from '@atelier/shared/data/portal';
import { ScrollRegion } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { ListBody } from '../common/ListBody';
import styles from './Proposals.module.css';
import { proposalStatusTone } from './proposal-view';

function ProposalTable({ proposals }: { proposals: readonly PortalProposalSummary[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <ScrollRegion className={styles.tableWrap} label={t('proposals.title')}>
      <table className={styles.table}>
        <caption className="at-visually-hidden">{t('proposals.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('proposals.columns.title')}</th>
            <th scope="col">{t('proposals.columns.status')}</th>
            <th scope="col" className={styles.number}>
              {t('proposals.columns.total')}
            </th>
            <th scope="col">{t('proposals.columns.validUntil')}</th>
          </tr>
        </thead>
        <tbody>
          {proposals.map((proposal) => (
            <tr key={proposal.id}>
              <td>
                <Link to={`/client-portal/proposals/${proposal.id}`}>{proposal.title}</Link>
              </td>
              <td>
                <Badge tone={proposalStatusTone[proposal.status]}>
                  {t(`proposals.statuses.${proposal.status}`)}
                </Badge>
              </td>
              <td className={styles.number}>
                {format.money(proposal.total_cents, proposal.currency)}
              </td>
              <td>
                {proposal.valid_until ? format.day(proposal.valid_until) : t('proposals.noDate')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** `/client-portal/proposals`: the proposals sent to the client, newest first. */
export default function ProposalsPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('proposals.documentTitle'));
  const list = usePortalProposals();
  const proposals = list.data?.proposals;

  return (
    <>
      <PageHeader title={t('proposals.title')} description={t('proposals.description')} />
      <ListBody list="proposals" query={list} items={proposals}>
        {(rows) => <ProposalTable proposals={rows} />}
      </ListBody>
    </>
  );
}
