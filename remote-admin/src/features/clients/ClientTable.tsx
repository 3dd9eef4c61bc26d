import type { Client, ClientSortColumn } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListTable, SkeletonRows, SortHeader } from '../../common/ListTable';
import styles from '../../common/RecordList.module.css';
import { NAMESPACE } from '../../i18n';
import { ClientStatusBadge } from './ClientStatusBadge';
import type { ClientFilters } from './client-filters';

type ClientTableProps = {
  clients: readonly Client[];
  filters: ClientFilters;
  isLoading: boolean;
  onSort: (column: ClientSortColumn) => void;
};

export function ClientTable({ clients, filters, isLoading, onSort }: ClientTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const sortProps = { sort: filters.sort, order: filters.order, onSort };

  return (
    <ListTable
      caption={t('clients.table.caption')}
      isBusy={isLoading}
      columns={
        <>
          <SortHeader column="name" {...sortProps}>
            {t('clients.columns.name')}
          </SortHeader>
          <th scope="col">{t('clients.columns.company')}</th>
          <th scope="col">{t('clients.columns.email')}</th>
          <th scope="col">{t('clients.columns.status')}</th>
          <th scope="col" className={styles.numeric}>
            {t('clients.columns.projects')}
          </th>
          <SortHeader column="balance_cents" isNumeric {...sortProps}>
            {t('clients.columns.balance')}
          </SortHeader>
          <SortHeader column="created_at" {...sortProps}>
            {t('clients.columns.created')}
          </SortHeader>
        </>
      }
    >
      {isLoading ? (
        <SkeletonRows columns={7} />
      ) : (
        clients.map((client) => (
          <tr key={client.id}>
            <th scope="row" className={styles.rowHeader}>
              <Link className={styles.link} to={`/admin/clients/${client.id}`}>
                {client.name}
              </Link>
            </th>
            <td>{client.company ?? '—'}</td>
            <td>
              <a href={`mailto:${client.email}`}>{client.email}</a>
            </td>
            <td>
              <ClientStatusBadge status={client.status} />
            </td>
            <td className={styles.numeric}>{format.number(client.project_count)}</td>
            <td className={styles.numeric}>
              {format.money(client.balance_cents, client.currency)}
            </td>
            <td className={styles.nowrap}>
              <time dateTime={client.created_at}>{format.day(client.created_at)}</time>
            </td>
          </tr>
        ))
      )}
    </ListTable>
  );
}
