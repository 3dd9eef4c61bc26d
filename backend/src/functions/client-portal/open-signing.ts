import { clientPortal } from '@atelier/shared/actions';
import type { PortalContractRow } from '../../db/portal-contracts.ts';
import { type AppError, conflict } from '../../errors.ts';
import { issueSignerLink } from '../contracts/contract-mail.ts';
import { signingLink } from '../contracts/signing-tokens.ts';
import { implement } from '../registry.ts';
import { portalClient } from './portal-client.ts';
import { ownContract } from './portal-contract.ts';

/**
 * A fresh signing link for the signer who is the caller (their account's e-mail), handed to
 * them instead of e-mailed: the portal opens the signing page with it. The earlier e-mailed
 * link stops working, as after a reminder. Audited `link_opened` by the client's e-mail.
 */
export const openSigning = implement(clientPortal.actions.open_signing, {
  handler: async ({ id }, { db, caller, auth, request }) => {
    const client = await portalClient(db, caller);
    return await db.transaction(async (tx) => {
      const contract = await ownContract(tx, client, id);
      if (!contract.can_sign || !contract.signer_id) throw cannotSign(contract);
      const token = await issueSignerLink(tx, contract.id, contract.signer_id, {
        siteUrl: auth.settings.siteUrl,
        actor: client.account_email,
        delivery: 'portal',
        ip: request.ip,
        userAgent: request.userAgent,
      });
      if (!token) throw new Error('issueSignerLink answered no token for the portal');
      return { url: signingLink('', token) };
    });
  },
});

/** Why the caller cannot sign, in one sentence. */
function cannotSign(contract: PortalContractRow): AppError {
  const signer = contract.my_signer;
  if (!signer) return conflict('not_a_signer', 'You are not a signer of this contract');
  if (signer.status === 'signed') {
    return conflict('already_signed', 'You have already signed this contract');
  }
  if (signer.status === 'declined') {
    return conflict('contract_declined', 'You have declined this contract');
  }
  if (contract.status !== 'sent') {
    return conflict(
      'contract_not_open',
      `This contract is ${contract.status}; it can no longer be signed`,
      { status: contract.status },
    );
  }
  return signer.status === 'pending'
    ? conflict(
        'not_your_turn',
        'It is not your turn to sign yet: you will get an e-mail when it is',
      )
    : conflict('contract_expired', 'This contract has expired');
}
