import { actionCaller, type CallOptions } from '@atelier/shared';
import type {
  AcceptProposalOptions,
  NewProposal,
  ProposalChanges,
  ProposalListQuery,
} from '../../contract/proposals';

/** The function behind proposals; its contract is docs/records.md. */
export const PROPOSAL_FUNCTION = 'proposal-management' as const;

const call = actionCaller(PROPOSAL_FUNCTION);

export const getProposals = (query: ProposalListQuery = {}, options?: CallOptions) =>
  call('get_proposals', query, options);

export const getProposal = (id: string, options?: CallOptions) =>
  call('get_proposal', { id }, options);

export const createProposal = (proposal: NewProposal, options?: CallOptions) =>
  call('create_proposal', proposal, options);

export const updateProposal = (changes: ProposalChanges, options?: CallOptions) =>
  call('update_proposal', changes, options);

export const deleteProposal = (id: string, options?: CallOptions) =>
  call('delete_proposal', { id }, options);

export const sendProposal = (id: string, options?: CallOptions) =>
  call('send_proposal', { id }, options);

/** Answers the project the proposal became and the client (a converted lead, if it was one). */
export const acceptProposal = (
  id: string,
  project: AcceptProposalOptions = {},
  options?: CallOptions,
) => call('accept_proposal', { id, project }, options);

export const declineProposal = (id: string, reason?: string, options?: CallOptions) =>
  call('decline_proposal', reason ? { id, reason } : { id }, options);

/** The proposal's PDF: the stored one once sent, a draft's preview before. */
export const getProposalPdf = (id: string, options?: CallOptions) =>
  call('get_pdf', { id }, { demoFallback: false, ...options });
