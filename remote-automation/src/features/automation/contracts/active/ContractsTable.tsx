import {
  Badge,
  type BadgeTone,
  type ContractStatus,
  type ContractSummary,
  useFormat,
} from '@atelier/shared';
import { type Column, DataTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from './ActiveContracts.module.css';
import { signingProgress } from './contract-actions';

export const CONTRACT_STATUS_TONES: Record<ContractStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  signed: 'success',
  declined: 'danger',
  expired: 'warning',
  cancelled: 'warning',
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={CONTRACT_STATUS_TONES[status]}>{t(`contracts.statuses.${status}`)}</Badge>;
}

type ContractsTableProps = {
  contracts: ContractSummary[];
  onOpen: (contract: ContractSummary) => void;
};

/** One page of contracts, newest first; each title opens the contract's details. */
export function ContractsTable({ contracts, onOpen }: ContractsTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const columns: Column<ContractSummary>[] = [
    {
      key: 'title',
      header: t('contracts.active.columns.title'),
      render: (contract) => (
        <button type="button" className={styles.titleButton} onClick={() => onOpen(contract)}>
          {contract.title}
        </button>
      ),
    },
    {
      key: 'client',
      header: t('contracts.active.columns.client'),
      render: (contract) => contract.client_name,
    },
    {
      key: 'value',
      header: t('contracts.active.columns.value'),
      isNumeric: true,
      render: (contract) => format.money(contract.value, contract.currency),
    },
    {
      key: 'status',
      header: t('contracts.active.columns.status'),
      render: (contract) => <ContractStatusBadge status={contract.status} />,
    },
    {
      key: 'signers',
      header: t('contracts.active.columns.signers'),
      render: (contract) => {
        const progress = signingProgress(contract);
        return t('contracts.active.progress', { ...progress, count: progress.signed });
      },
    },
    {
      key: 'created',
      header: t('contracts.active.columns.created'),
      render: (contract) => format.localDay(contract.created_at),
    },
    {
      key: 'expires',
      header: t('contracts.active.columns.expires'),
      render: (contract) => format.localDay(contract.expires_at),
    },
  ];
  return (
    <DataTable
      caption={t('contracts.active.caption')}
      columns={columns}
      rows={contracts}
      rowKey={(contract) => contract.id}
    />
  );
}
