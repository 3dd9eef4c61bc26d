import { clientPortal } from '@atelier/shared/actions';
import { PROPOSAL_CONSENT_TEXT, type RespondToProposalAnswer } from '@atelier/shared/contract';
import type { Database } from '../../db/database.ts';
import { findClientProposal } from '../../db/portal-records.ts';
import { insertAcceptance } from '../../db/proposal-flow.ts';
import { lockProposal, setProposalStatus } from '../../db/proposals.ts';
import { conflict, fieldFailure } from '../../errors.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';
import { sendDraftContract } from '../contracts/send-contract.ts';
import { notifyContractNotSent, notifyProposalDeclined } from '../notifications-system/events.ts';
import { carryOutAcceptance } from '../proposal-management/accept-proposal.ts';
import { implement } from '../registry.ts';
import { portalClient, portalNotFound } from './portal-client.ts';
import { toPortalProposal } from './portal-proposal.ts';

/** Why a proposal the client can see cannot be answered any more (409). */
const refusals: Record<string, string> = {
  accepted: 'You already accepted this proposal',
  declined: 'You already declined this proposal',
  expired: 'This proposal has expired; ask the agency for a new one',
};

/**
 * The client accepts or declines a proposal sent to them. Accepting records their signature
 * and consent with the IP and browser (the evidence, `acceptance`), then does what the admin's
 * accept_proposal does (the same code: project, contract, deposit invoice); the contract is
 * then sent without an e-mail, for the client to sign in the same visit (`open_signing`).
 * Declining keeps the reason. Both tell the admins, in the transaction of the answer.
 */
export const respondToProposal = implement(clientPortal.actions.respond_to_proposal, {
  handler: async (
    input,
    { db, caller, request, auth, storage },
  ): Promise<RespondToProposalAnswer> => {
    const { id, decision, reason, signature } = input;
    const client = await portalClient(db, caller);
    if (!isUuid(id)) throw portalNotFound('Proposal');
    const by = {
      userId: caller.userId,
      actor: client.account_email,
      ip: request.ip,
      userAgent: request.userAgent,
    };
    const accepted = await db.transaction(async (tx) => {
      const proposal = await lockProposal(tx, id);
      // A draft, and another client's proposal, are not the caller's to see.
      if (!proposal || proposal.client_id !== client.id || proposal.status === 'draft') {
        throw portalNotFound('Proposal');
      }
      const refusal = refusals[proposal.status];
      if (refusal) throw conflict('proposal_answered', refusal, { status: proposal.status });
      if (decision === 'accept') {
        // The input schema requires both with an acceptance; kept here for the types.
        if (!signature) throw invalidField('signature', 'Sign to accept', fieldFailure('required'));
        await insertAcceptance(tx, {
          proposal_id: id,
          signature_type: signature.type,
          signature_value: signature.value,
          signed_name: signature.type === 'typed' ? signature.value : null,
          consent_text: PROPOSAL_CONSENT_TEXT,
          ip: request.ip,
          user_agent: request.userAgent,
          accepted_by: caller.userId,
        });
        return await carryOutAcceptance(tx, proposal, {}, by);
      }
      await setProposalStatus(tx, id, 'declined', { declineReason: reason ?? null });
      await notifyProposalDeclined(tx, id, reason ?? null);
      return null;
    });
    const contractId = accepted?.contractId;
    if (contractId) {
      await sendContractOrTellAdmins(db, contractId, () =>
        sendDraftContract(db, storage, contractId, {
          ...by,
          siteUrl: auth.settings.siteUrl,
          delivery: 'portal',
        }),
      );
    }
    const proposal = await findClientProposal(db, client.id, id);
    if (!proposal) throw portalNotFound('Proposal');
    return { proposal: toPortalProposal(proposal), project_id: accepted?.projectId ?? null };
  },
});

/**
 * The acceptance is committed whatever happens to its contract: one that cannot be sent now
 * stays a draft, the admins are told in the bell, and the client's page says the agency will
 * send it (its flow shows the contract as a draft). Never a 500 after the client signed.
 */
async function sendContractOrTellAdmins(
  db: Database,
  contractId: string,
  send: () => Promise<unknown>,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    console.error(`Sending the contract ${contractId} of an accepted proposal failed:`, error);
    await db.transaction(async (tx) => {
      const [contract] = await tx.query<{ id: string; title: string }>(
        'SELECT id, title FROM contracts WHERE id = $1',
        [contractId],
      );
      if (contract) await notifyContractNotSent(tx, contract);
    });
  }
}
