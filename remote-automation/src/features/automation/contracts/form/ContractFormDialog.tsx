import { type Contract, Dialog, ErrorPanel, Spinner, toast } from '@atelier/shared';
import { NO_DEMO } from '@atelier/shared/api';
import { useClientDetail } from '@atelier/shared/data/clients';
import { useContractTemplates } from '@atelier/shared/data/contracts';
import { useProposal } from '@atelier/shared/data/proposals';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';
import { ContractForm } from './ContractForm';
import { contractToForm, emptyContractForm } from './contract-form';

export type ContractFormDialogProps = {
  /** A draft to edit; without it, a new contract. */
  contract?: Contract;
  /** A new contract from this accepted proposal (client, project, value and title from it). */
  proposalId?: string;
  onClose: () => void;
  /** The saved draft; the caller opens its details. */
  onSaved: (contract: Contract) => void;
};

/**
 * What the form starts from, loaded before it is shown (so its first values are complete):
 * the templates, and for a proposal the proposal and its client (the first signer).
 */
function ContractFormLoader({ contract, proposalId, onClose, onSaved }: ContractFormDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const templates = useContractTemplates();
  // The contract is made from the real records, never from demo data.
  const proposal = useProposal(contract ? null : (proposalId ?? null), NO_DEMO);
  const proposalRow = proposal.data?.proposal ?? null;
  const client = useClientDetail(proposalRow?.client_id ?? null, NO_DEMO);

  const failed = templates.failure ?? proposal.failure ?? client.failure;
  if (failed) {
    return (
      <ErrorPanel
        title={t('contracts.form.loadFailed')}
        message={failureMessage(t, failed, 'contracts')}
        retryLabel={t('contracts.retry')}
        onRetry={() => {
          // Only what failed: a read without a key would load nothing useful.
          for (const query of [templates, proposal, client]) if (query.failure) query.refetch();
        }}
      />
    );
  }
  const isWaiting =
    !templates.data ||
    (proposalId !== undefined && !contract && !proposalRow) ||
    (proposalRow?.client_id && !client.data);
  if (isWaiting) return <Spinner label={t('contracts.loading')} />;

  const record = client.data?.client;
  const initial = contract
    ? contractToForm(contract)
    : emptyContractForm({
        client: record ? { ...record, company: record.company ?? null } : null,
        projectId: proposalRow?.project_id ?? null,
        title: proposalRow?.title,
        valueCents: proposalRow?.total_cents,
      });
  return (
    <ContractForm
      initial={initial}
      contract={contract}
      proposal={proposalRow}
      templates={templates.data?.templates ?? []}
      onCancel={onClose}
      onSaved={(saved) => {
        toast.success(
          t(contract ? 'contracts.form.saved' : 'contracts.form.created', { title: saved.title }),
        );
        onSaved(saved);
      }}
    />
  );
}

/** The new-contract and edit-draft dialog; the caller mounts it while it is open. */
export function ContractFormDialog(props: ContractFormDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      isOpen
      placement="side"
      title={t(props.contract ? 'contracts.form.editTitle' : 'contracts.form.newTitle')}
      onClose={props.onClose}
    >
      <ContractFormLoader {...props} />
    </Dialog>
  );
}
