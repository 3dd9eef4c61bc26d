import type { Contract } from '@atelier/shared';

export type ContractFormDialogProps = {
  /** A draft to edit; without it, a new contract. */
  contract?: Contract;
  /** A new contract from this accepted proposal (client, project, value and title from it). */
  proposalId?: string;
  onClose: () => void;
  /** The saved draft; the caller opens its details. */
  onSaved: (contract: Contract) => void;
};

/** The new-contract and edit-draft form (being built; see issue 13). */
export function ContractFormDialog(_props: ContractFormDialogProps) {
  return null;
}
