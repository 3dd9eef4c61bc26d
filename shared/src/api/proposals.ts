import { type CallOptions, callFunction } from '@atelier/shared';
import type { Client } from '../contract/clients';
import type { DocumentPdf } from '../contract/documents';
import type { Project } from '../contract/projects';
import type {
  AcceptProposalOptions,
  NewProposal,
  Proposal,
  ProposalChanges,
  ProposalListQuery,
  ProposalPage,
} from '../contract/proposals';

/** The function behind proposals; its contract is docs/records.md. */
export const PROPOSAL_FUNCTION = 'proposal-management';

export const PROPOSAL_ACTIONS = [
  'get_proposals',
  'get_proposal',
  'create_proposal',
  'update_proposal',
  'delete_proposal',
  'send_proposal',
  'accept_proposal',
  'decline_proposal',
  'get_pdf',
] as const;
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number];

const call = <T extends Record<string, unknown>>(
  action: ProposalAction,
  payload: Record<string, unknown>,
  options?: CallOptions,
) => callFunction<T>(PROPOSAL_FUNCTION, action, payload, options);

export const getProposals = (query: ProposalListQuery = {}, options?: CallOptions) =>
  call<ProposalPage>('get_proposals', query, options);

export const getProposal = (id: string, options?: CallOptions) =>
  call<{ proposal: Proposal }>('get_proposal', { id }, options);

export const createProposal = (proposal: NewProposal, options?: CallOptions) =>
  call<{ proposal: Proposal }>('create_proposal', proposal, options);

export const updateProposal = (changes: ProposalChanges, options?: CallOptions) =>
  call<{ proposal: Proposal }>('update_proposal', changes, options);

export const deleteProposal = (id: string, options?: CallOptions) =>
  call<Record<never, never>>('delete_proposal', { id }, options);

export const sendProposal = (id: string, options?: CallOptions) =>
  call<{ proposal: Proposal }>('send_proposal', { id }, options);

/** Answers the project the proposal became and the client (a converted lead, if it was one). */
export const acceptProposal = (
  id: string,
  project: AcceptProposalOptions = {},
  options?: CallOptions,
) =>
  call<{ proposal: Proposal; project: Project; client: Client }>(
    'accept_proposal',
    { id, project },
    options,
  );

export const declineProposal = (id: string, reason?: string, options?: CallOptions) =>
  call<{ proposal: Proposal }>('decline_proposal', reason ? { id, reason } : { id }, options);

/** The proposal's PDF: the stored one once sent, a draft's preview before. */
export const getProposalPdf = (id: string, options?: CallOptions) =>
  call<{ pdf: DocumentPdf }>('get_pdf', { id }, { demoFallback: false, ...options });
