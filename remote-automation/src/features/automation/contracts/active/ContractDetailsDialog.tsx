import { type Contract, Dialog } from '@atelier/shared';
import { useContract } from '@atelier/shared/data/contracts';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { LoadState } from '../../common/LoadState';
import { AuditTrail } from './AuditTrail';
import { ContractActions } from './ContractActions';
import { ContractDocument, ContractFacts } from './ContractFacts';
import { SignatoriesTable } from './SignatoriesTable';

type ContractDetailsDialogProps = {
  /** The contract whose details are open (`?contract=`); null: closed. */
  contractId: string | null;
  /** Its title from the list, named while the details load. */
  knownTitle: string | null;
  onClose: () => void;
  onEdit: (contract: Contract) => void;
};

/** Everything about one contract (text, signatories, audit trail) and what can be done with it. */
export function ContractDetailsDialog({
  contractId,
  knownTitle,
  onClose,
  onEdit,
}: ContractDetailsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const details = useContract(contractId);
  const contract = details.data?.contract.id === contractId ? details.data.contract : null;
  return (
    <Dialog
      placement="side"
      isOpen={contractId !== null}
      title={contract?.title ?? knownTitle ?? t('contracts.active.details.loadingTitle')}
      onClose={onClose}
      footer={
        contract ? <ContractActions key={contract.id} contract={contract} onEdit={onEdit} /> : null
      }
    >
      {contract ? (
        <ContractDetails contract={contract} />
      ) : (
        <LoadState
          scope="contracts"
          query={details}
          title={t('contracts.active.details.loadFailed')}
        />
      )}
    </Dialog>
  );
}

function ContractDetails({ contract }: { contract: Contract }) {
  const { t } = useTranslation(NAMESPACE);
  const signersId = useId();
  return (
    <div className={kitStyles.sections}>
      <ContractFacts contract={contract} />
      <ContractDocument contract={contract} />
      <section aria-labelledby={signersId}>
        <h3 id={signersId} className={kitStyles.cardTitle}>
          {t('contracts.active.signers.title')}
        </h3>
        <SignatoriesTable signers={contract.signatories} />
      </section>
      <AuditTrail contract={contract} />
    </div>
  );
}
