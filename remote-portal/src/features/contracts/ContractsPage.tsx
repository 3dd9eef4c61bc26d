import { PageHeader, useDocumentTitle } from '@atelier/shared';
import type { PortalContract } from '@atelier/shared/contract';
import { usePortalContracts } from '@atelier/shared/data/portal';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ListBody } from '../common/ListBody';
import { ContractCard } from './ContractCard';
import styles from './Contracts.module.css';
import { groupContracts } from './contract-groups';

function ContractGroup({ title, contracts }: { title: string; contracts: PortalContract[] }) {
  const headingId = useId();
  if (contracts.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={kitStyles.sectionTitle}>
        {title}
      </h2>
      <ul className={kitStyles.cardGrid}>
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

  return (
    <>
      <PageHeader title={t('contracts.title')} description={t('contracts.description')} />
      <ListBody list="contracts" query={list} items={contracts}>
        {(rows) => {
          const groups = groupContracts(rows);
          return (
            <>
              <ContractGroup title={t('contracts.toSign')} contracts={groups.toSign} />
              <ContractGroup title={t('contracts.signedTitle')} contracts={groups.signed} />
              <ContractGroup title={t('contracts.othersTitle')} contracts={groups.others} />
            </>
          );
        }}
      </ListBody>
    </>
  );
}
