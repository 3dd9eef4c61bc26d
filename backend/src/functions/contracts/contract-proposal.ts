import type { Queryable } from '../../db/database.ts';
import { findProposal } from '../../db/proposals.ts';
import { fieldFailure } from '../../errors.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';
import { contractConflict } from './contract-errors.ts';

/** What create_contract was sent about whom the contract is for. */
export interface ContractParties {
  client_id?: string | undefined;
  project_id?: string | undefined;
  proposal_id?: string | undefined;
  title?: string | undefined;
  value?: number | undefined;
}

/** The parties resolved: a proposal's client, project, title and total fill what was not sent. */
export interface ResolvedParties {
  client_id: string;
  project_id: string | null;
  proposal_id: string | null;
  title: string | undefined;
  value_cents: number | null;
}

/**
 * A contract from an accepted proposal: accepting it made the client (from a lead) and the
 * project, so the contract defaults to them, to the proposal's title and to its total. Only an
 * accepted proposal (409 otherwise); a client sent must be the proposal's (400 on client_id).
 */
export async function resolveParties(
  q: Queryable,
  input: ContractParties,
): Promise<ResolvedParties> {
  if (input.proposal_id === undefined) {
    if (input.client_id === undefined) {
      throw invalidField('client_id', 'client_id must be an id', fieldFailure('required'));
    }
    return {
      client_id: input.client_id,
      project_id: input.project_id ?? null,
      proposal_id: null,
      title: input.title,
      value_cents: input.value ?? null,
    };
  }
  const proposal = isUuid(input.proposal_id) ? await findProposal(q, input.proposal_id) : undefined;
  if (!proposal) throw invalidField('proposal_id', 'No such proposal', { code: 'not_found' });
  if (proposal.status !== 'accepted' || !proposal.client_id) {
    throw contractConflict('Only an accepted proposal can become a contract');
  }
  if (input.client_id !== undefined && input.client_id !== proposal.client_id) {
    throw invalidField(
      'client_id',
      "This is not the proposal's client",
      fieldFailure('other_client'),
    );
  }
  return {
    client_id: proposal.client_id,
    project_id: input.project_id ?? proposal.project_id ?? null,
    proposal_id: proposal.id,
    title: input.title ?? proposal.title,
    value_cents: input.value ?? proposal.total_cents,
  };
}
