import { contracts } from '@atelier/shared/actions';
import { findSendable, type SendingSigner, signersForSending } from '../../db/contract-sending.ts';
import { adminActor, findContract } from '../../db/contracts.ts';
import { AppError } from '../../errors.ts';
import { isUuid, notFound } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { contractConflict, contractNotFound } from './contract-errors.ts';
import { issueSignerLink, signersToRemind } from './contract-mail.ts';

/**
 * E-mails every signer of a sent contract who has not signed (sequential: the one whose turn
 * it is) a reminder with a NEW link: the old token's hash is replaced, so an earlier link
 * stops working (tokens are never stored, so the old link cannot be sent again). Audits
 * `reminder_sent` per signer. Only a `sent` contract before its expiry, else 409. With
 * `signer_id`, that signer alone: one not of this contract → 404; one who signed or declined,
 * or (sequential) whose turn has not come → 409. A signer gets at most MAX_SIGNER_REMINDERS
 * reminders, the automatic ones included: those who had them are left out, and when nobody is
 * left (or the one asked for had them) the answer is 429 saying so.
 */
export const remind = implement(contracts.actions.remind, {
  handler: async ({ id, signer_id }, { db, caller, request, auth }) => {
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
      const signers = await signersForSending(tx, id);
      const due = signersToRemind(contract, signers);
      const asked = signer_id === undefined ? due : [chosenSigner(signers, due, signer_id)];
      const waiting = asked.filter((signer) => signer.reminders_sent < MAX_SIGNER_REMINDERS);
      if (asked.length > 0 && waiting.length === 0) throw remindersSpent(asked);
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
      return {
        contract: readBack(await findContract(tx, id), `Contract ${id}`),
        reminded: waiting.length,
      };
    });
    return result;
  },
});

/** Reminders one signer may get, manual and automatic together (the sweep stops there too). */
export const MAX_SIGNER_REMINDERS = 5;

const remindersSpent = (signers: readonly SendingSigner[]) =>
  new AppError(
    'RATE_LIMITED',
    signers.length === 1
      ? `${signers[0]?.name ?? 'This signer'} has already had ${MAX_SIGNER_REMINDERS} reminders; no more are sent`
      : `Every waiting signer has already had ${MAX_SIGNER_REMINDERS} reminders; no more are sent`,
  );

/** The one signer asked for, if a reminder may go to them now. */
function chosenSigner(
  signers: readonly SendingSigner[],
  due: readonly SendingSigner[],
  signerId: string,
): SendingSigner {
  const signer = signers.find((s) => s.id === signerId);
  if (!signer) throw notFound('Signer');
  if (signer.status === 'signed' || signer.status === 'declined') {
    throw contractConflict(`${signer.name} already ${signer.status} this contract`);
  }
  if (!due.some((s) => s.id === signerId)) {
    throw contractConflict(
      `It is not ${signer.name}'s turn yet: ${due[0]?.name ?? 'another signer'} signs first`,
    );
  }
  return signer;
}
