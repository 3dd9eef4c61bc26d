import { NO_DEMO } from '../../api/write-options';
import type { AcceptProposalOptions, NewProposal, ProposalChanges } from '../../contract/proposals';
import { useRecordWrites } from '../../query/use-record-writes';
import {
  acceptProposal,
  createProposal,
  declineProposal,
  deleteProposal,
  sendProposal,
  updateProposal,
} from './calls';

/**
 * The proposals' writes; each that succeeds refreshes what a proposal write changes
 * (`effects.ts`: accepting one also makes a project and a lead's client).
 */
export function useProposalWrites() {
  return useRecordWrites(['proposals'], (write) => ({
    create: (proposal: NewProposal) => write(() => createProposal(proposal, NO_DEMO)),
    update: (changes: ProposalChanges) => write(() => updateProposal(changes, NO_DEMO)),
    remove: (id: string) => write(() => deleteProposal(id, NO_DEMO)),
    send: (id: string) => write(() => sendProposal(id, NO_DEMO)),
    accept: (id: string, project: AcceptProposalOptions) =>
      write(() => acceptProposal(id, project, NO_DEMO)),
    decline: (id: string, reason: string) =>
      write(() => declineProposal(id, reason.trim() || undefined, NO_DEMO)),
  }));
}
