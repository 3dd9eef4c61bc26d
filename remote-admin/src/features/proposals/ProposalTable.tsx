import type { Proposal, ProposalSortColumn } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { ListTable, RowHeader, sortHeaders } from '../../common/ListTable';
import styles from '../../common/RecordList.module.css';
import { ProposalStatusBadge } from '../../common/StatusBadges';
import { NAMESPACE } from '../../i18n';
import type { ProposalFilters } from './proposal-filters';

type ProposalTableProps = {
  proposals: readonly Proposal[];
  filters: ProposalFilters;
  isBusy: boolean;
  onSort: (column: ProposalSortColumn) => void;
};

/** Who a proposal is for: its client, or the lead it was written for. */
export function recipientOf(proposal: Proposal): { name: string; company: string | null } | null {
  return proposal.clients ?? proposal.leads ?? null;
}

export function ProposalTable({ proposals, filters, isBusy, onSort }: ProposalTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const header = sortHeaders({ sort: filters.sort, order: filters.order, onSort });
  return (
    <ListTable
      caption={t('proposals.table.caption')}
      isBusy={isBusy}
      columns={
        <>
          {header('title', t('proposals.columns.title'))}
          <th scope="col">{t('proposals.columns.recipient')}</th>
          <th scope="col">{t('proposals.columns.status')}</th>
          {header('total_cents', t('proposals.columns.total'), true)}
          {header('valid_until', t('proposals.columns.validUntil'))}
          {header('created_at', t('proposals.columns.created'))}
        </>
      }
    >
      {proposals.map((proposal) => {
        const recipient = recipientOf(proposal);
        return (
          <tr key={proposal.id}>
            <RowHeader to={`/admin/proposals/${proposal.id}`}>{proposal.title}</RowHeader>
            <td>
              {recipient ? recipient.name : '—'}
              <span className={styles.sub}>
                {proposal.client_id
                  ? t('proposals.recipientKinds.client')
                  : t('proposals.recipientKinds.lead')}
                {recipient?.company ? ` · ${recipient.company}` : ''}
              </span>
            </td>
            <td>
              <ProposalStatusBadge status={proposal.status} />
            </td>
            <td className={styles.numeric}>
              {format.money(proposal.total_cents, proposal.currency)}
            </td>
            <td className={styles.nowrap}>
              {proposal.valid_until ? format.day(proposal.valid_until) : '—'}
            </td>
            <td className={styles.nowrap}>
              <time dateTime={proposal.created_at}>{format.day(proposal.created_at)}</time>
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
