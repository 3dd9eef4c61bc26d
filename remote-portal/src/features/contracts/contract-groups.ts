import type { PortalContract } from '@atelier/shared/contract';

export type ContractGroups = {
  /** Waiting for the client's own signature now. */
  toSign: PortalContract[];
  /** Signed by everyone: the signed copy is theirs to download. */
  signed: PortalContract[];
  /** Everything else (waiting for another signer, declined, expired, cancelled). */
  others: PortalContract[];
};

/** The contracts page's three lists, each in the server's order (newest sent first). */
export function groupContracts(contracts: readonly PortalContract[]): ContractGroups {
  const groups: ContractGroups = { toSign: [], signed: [], others: [] };
  for (const contract of contracts) {
    if (contract.can_sign) groups.toSign.push(contract);
    else if (contract.status === 'signed') groups.signed.push(contract);
    else groups.others.push(contract);
  }
  return groups;
}
