import {
  EmptyState,
  ErrorPanel,
  LoadingSpinner,
  PageHeader,
  useDocumentTitle,
} from '@atelier/shared';
import type { PortalContract } from '@atelier/shared/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../account/portal-failure';
import { ContractCard } from './ContractCard';
import styles from './Contracts.module.css';
import { groupContracts } from './contract-groups';
import { usePortalContracts } from './use-portal-contracts';

function ContractGroup({ title, contracts }: { title: string; contracts: PortalContract[] }) {
  const headingId = useId();
  if (contracts.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.list}>
        {contracts.map((contract) => (
          <li key={contract.id}>
            <ContractCard contract={contract} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/client-portal/contracts`: what waits for the client's signature, then the rest. */
export default function ContractsPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('contracts.documentTitle'));
  const list = usePortalContracts();
  const contracts = list.data?.contracts;

  const body = () => {
    if (contracts) {
      if (contracts.length === 0) {
        return (
          <EmptyState
            title={t('contracts.empty.title')}
            description={t('contracts.empty.description')}
          />
        );
      }
      const groups = groupContracts(contracts);
      return (
        <>
          <ContractGroup title={t('contracts.toSign')} contracts={groups.toSign} />
          <ContractGroup title={t('contracts.signedTitle')} contracts={groups.signed} />
          <ContractGroup title={t('contracts.othersTitle')} contracts={groups.others} />
        </>
      );
    }
    if (list.failure) {
      return (
        <ErrorPanel
          title={t('contracts.failedTitle')}
          message={portalFailureMessage(t, list.failure)}
          retryLabel={t('errors.retry')}
          onRetry={list.refetch}
        />
      );
    }
    return <LoadingSpinner />;
  };

  return (
    <>
      <PageHeader title={t('contracts.title')} description={t('contracts.description')} />
      {body()}
    </>
  );
}
