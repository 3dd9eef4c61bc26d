import type { PortalContract } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { findPortalContract, type PortalContractRow } from '../../db/portal-contracts.ts';
import { isUuid } from '../client-management/record-fields.ts';
import type { PortalClient } from './portal-client.ts';
import { portalNotFound } from './portal-client.ts';

/** The contract as the portal answers it: without the signer id and the storage paths. */
export function toPortalContract(row: PortalContractRow): PortalContract {
  const { signer_id: _signer, original_path: _original, final_path: _final, ...contract } = row;
  return contract;
}

/** One of the caller's sent contracts, or the 404 an unknown id gets. */
export async function ownContract(
  q: Queryable,
  client: PortalClient,
  id: string,
): Promise<PortalContractRow> {
  const contract = isUuid(id)
    ? await findPortalContract(q, client.id, client.account_email, id)
    : undefined;
  if (!contract) throw portalNotFound('Contract');
  return contract;
}
