import type { ProfileChanges } from '../../contract/client-portal';
import type { DeliverableDecision } from '../../contract/client-portal-records';
import { useRecordWrites } from '../../query/use-record-writes';
import {
  type ProposalResponse,
  registerPortalDemo,
  respondToDeliverable,
  respondToProposal,
  updatePortalProfile,
} from './calls';

registerPortalDemo();

/**
 * A client's answer to a deliverable reloads every portal page (the overview counts those
 * awaiting too); in demo mode the answer is refused, and said so.
 */
export function useDeliverableAnswer() {
  return useRecordWrites(
    ['portal'],
    (write) => (id: string, decision: DeliverableDecision, comment?: string) =>
      write(() => respondToDeliverable(id, decision, comment)),
  );
}

/**
 * An answer to a proposal reloads every portal page: accepting makes the project, the contract
 * and the deposit invoice, and the proposal's `flow` moves on.
 */
export function useProposalAnswer() {
  return useRecordWrites(
    ['portal'],
    (write) => (id: string, response: ProposalResponse) =>
      write(() => respondToProposal(id, response)),
  );
}

/** After the contract is signed or the deposit paid elsewhere in the page: read it all again. */
export function useRefreshPortal() {
  return useRecordWrites(['portal'], (_write, { invalidate }) => async () => {
    await invalidate();
  });
}

/** Saves the profile; the portal's pages reload (the overview greets the client by name). */
export function useProfileSave() {
  return useRecordWrites(
    ['portal'],
    (write) => (changes: ProfileChanges) => write(() => updatePortalProfile(changes)),
  );
}
