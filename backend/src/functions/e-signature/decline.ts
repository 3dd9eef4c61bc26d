import { eSignature } from '@atelier/shared/actions';
import { adminEmails, recordDecline } from '../../db/contract-signing.ts';
import { appendAudit } from '../../db/contracts.ts';
import { conflict } from '../../errors.ts';
import { emailLocale, queueTemplatedEmail } from '../../mail/templates/index.ts';
import { notifyContractDeclined } from '../notifications-system/events.ts';
import { implement } from '../registry.ts';
import { limitSigningRequests, openSigningLink, signerActor } from './signing-link.ts';
import { declinedEmail } from './signing-mail.ts';

/**
 * The signer declines with a reason: they and the contract become `declined` (no one else can
 * sign it any more), audit `declined`, an e-mail to the agency's admins and a notification.
 */
export const decline = implement(eSignature.actions.decline, {
  handler: async ({ token, reason }, { db, request, auth }) => {
    await limitSigningRequests(db, request);
    await db.transaction(async (tx) => {
      const link = await openSigningLink(tx, token, { lock: true });
      if (link.signer.status === 'signed') {
        throw conflict('already_signed', 'You already signed this contract');
      }
      if (link.contract.status !== 'sent') {
        throw conflict('contract_not_open', `This contract is ${link.contract.status}`, {
          status: link.contract.status,
        });
      }
      await recordDecline(tx, link, { reason, ip: request.ip, userAgent: request.userAgent });
      await appendAudit(tx, {
        contract_id: link.contract.id,
        signer_id: link.signer.id,
        event: 'declined',
        actor: signerActor(link),
        ip: request.ip,
        user_agent: request.userAgent,
        details: { reason },
      });
      const siteUrl = auth.settings.siteUrl.replace(/\/+$/, '');
      const locale = await emailLocale(tx);
      for (const to of await adminEmails(tx)) {
        await queueTemplatedEmail(
          tx,
          declinedEmail({
            to,
            title: link.contract.title,
            signer: link.signer.name,
            reason,
            siteUrl,
            locale,
          }),
        );
      }
      await notifyContractDeclined(tx, {
        id: link.contract.id,
        title: link.contract.title,
        signer: link.signer.name,
      });
    });
    return { declined: true as const };
  },
});
