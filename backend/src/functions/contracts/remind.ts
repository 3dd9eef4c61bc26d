import { contractIdInput } from '@atelier/shared/contract';
import { findSendable, signersForSending } from '../../db/contract-sending.ts';
import { adminActor, findContract } from '../../db/contracts.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';
import { contractConflict, contractNotFound } from './contract-errors.ts';
import { issueSignerLink, signersToRemind } from './contract-mail.ts';

/**
 * E-mails every signer of a sent contract who has not signed (sequential: the one whose turn
 * it is) a reminder with a NEW link: the old token's hash is replaced, so an earlier link
 * stops working (tokens are never stored, so the old link cannot be sent again). Audits
 * `reminder_sent` per signer. Only a `sent` contract before its expiry, else 409.
 */
export const remind = defineAction({
  access: 'admin',
  input: contractIdInput,
  handler: async ({ id }, { db, caller, request, auth }) => {
    if (!isUuid(id)) throw contractNotFound();
    const now = new Date();
    const result = await db.transaction(async (tx) => {
      const contract = await findSendable(tx, id, { lock: true });
      if (!contract) throw contractNotFound();
      if (contract.status !== 'sent') {
        throw contractConflict(
          `Only a sent contract can be reminded; this one is ${contract.status}`,
        );
      }
      if (contract.expires_at && new Date(contract.expires_at) <= now) {
        throw contractConflict('This contract has expired; its links no longer work');
      }
      const waiting = signersToRemind(contract, await signersForSending(tx, id));
      const actor = await adminActor(tx, caller.userId);
      for (const signer of waiting) {
        await issueSignerLink(tx, id, signer.id, {
          siteUrl: auth.settings.siteUrl,
          actor,
          kind: 'reminder',
          now,
          ip: request.ip,
          userAgent: request.userAgent,
        });
      }
      return { contract: await findContract(tx, id), reminded: waiting.length };
    });
    return result;
  },
});
