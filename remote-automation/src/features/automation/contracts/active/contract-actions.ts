import type { ContractSigner, ContractSummary } from '@atelier/shared';

/**
 * What the agency can do with a contract, by its status (docs/contracts.md): a draft is edited,
 * sent or cancelled; a sent one is reminded or cancelled; any contract that was sent has its
 * original PDF, and a signed one its signed copy. The server refuses the rest with a 409 the
 * dialog shows as it is; these rules only spare the admin buttons that cannot work.
 */
export type ContractAction =
  | 'edit'
  | 'send'
  | 'remind'
  | 'cancel'
  | 'downloadOriginal'
  | 'downloadFinal';

type ActionSource = Pick<
  ContractSummary,
  'status' | 'expires_at' | 'original_sha256' | 'final_sha256' | 'signatories'
>;

/** Still to sign: neither signed nor declined. */
export const isWaiting = (signer: Pick<ContractSigner, 'status'>) =>
  signer.status !== 'signed' && signer.status !== 'declined';

export function contractActions(contract: ActionSource, now = new Date()): ContractAction[] {
  const actions: ContractAction[] = [];
  if (contract.status === 'draft') actions.push('edit', 'send', 'cancel');
  if (contract.status === 'sent') {
    const isLive = contract.expires_at === null || Date.parse(contract.expires_at) > now.getTime();
    if (isLive && contract.signatories.some(isWaiting)) actions.push('remind');
    actions.push('cancel');
  }
  if (contract.status !== 'draft' && contract.original_sha256) actions.push('downloadOriginal');
  if (contract.status === 'signed' && contract.final_sha256) actions.push('downloadFinal');
  return actions;
}

/**
 * Who gets a signing e-mail when the draft is sent: everyone at once, or (in order) the first
 * signer only, the others as their turn comes.
 */
export function firstRecipients(
  contract: Pick<ContractSummary, 'signing_order' | 'signatories'>,
): ContractSigner[] {
  const signers = [...contract.signatories].sort((a, b) => a.position - b.position);
  if (contract.signing_order === 'parallel') return signers;
  const first = signers[0];
  return first ? signers.filter((signer) => signer.position === first.position) : [];
}

/** `{signed: 1, total: 2}` for "1 of 2 signed". */
export function signingProgress(contract: Pick<ContractSummary, 'signatories'>) {
  return {
    signed: contract.signatories.filter((signer) => signer.status === 'signed').length,
    total: contract.signatories.length,
  };
}
