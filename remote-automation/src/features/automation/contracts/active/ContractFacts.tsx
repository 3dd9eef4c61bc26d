import type { Contract } from '@atelier/shared';
import { NO_VALUE, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { FactList } from '../../common/FactList';
import styles from './ActiveContracts.module.css';
import { ContractStatusBadge } from './ContractsTable';

/** The contract at a glance: status, parties, value, dates, order and the documents' hashes. */
export function ContractFacts({ contract }: { contract: Contract }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const hash = (value: string | null) =>
    value ? <code className={styles.hash}>{value}</code> : NO_VALUE;
  const facts: Array<[string, ReactNode]> = [
    [t('contracts.active.details.status'), <ContractStatusBadge status={contract.status} />],
    [t('contracts.active.details.client'), contract.client_name],
    [t('contracts.active.details.project'), contract.project_name ?? NO_VALUE],
    [t('contracts.active.details.value'), format.money(contract.value, contract.currency)],
    [
      t('contracts.active.details.signingOrder'),
      t(`contracts.signingOrders.${contract.signing_order}`),
    ],
    [t('contracts.active.details.created'), format.moment(contract.created_at)],
    [t('contracts.active.details.sent'), format.moment(contract.sent_at)],
    [t('contracts.active.details.expires'), format.moment(contract.expires_at)],
    [t('contracts.active.details.signed'), format.moment(contract.signed_at)],
  ];
  if (contract.cancelled_at)
    facts.push([t('contracts.active.details.cancelled'), format.moment(contract.cancelled_at)]);
  if (contract.declined_reason)
    facts.push([t('contracts.active.details.declinedReason'), contract.declined_reason]);
  facts.push([t('contracts.active.details.originalSha'), hash(contract.original_sha256)]);
  facts.push([t('contracts.active.details.finalSha'), hash(contract.final_sha256)]);
  return <FactList facts={facts} isFitted />;
}

/** The frozen text the signers receive: each clause's heading, then its paragraphs as written. */
export function ContractDocument({ contract }: { contract: Contract }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={kitStyles.cardTitle}>
        {t('contracts.active.details.document')}
      </h3>
      <article className={styles.document}>
        {contract.body.map((clause, index) => (
          // Clauses have no id: their place in the document is what tells them apart.
          <div key={index} className={styles.clause}>
            <h4 className={styles.clauseTitle}>{clause.title}</h4>
            <p className={styles.clauseBody}>{clause.body}</p>
          </div>
        ))}
      </article>
    </section>
  );
}
