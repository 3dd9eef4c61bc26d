import type { EmailLocale } from '@atelier/shared/contract';
import { agencyTimeZone } from '../../db/agency-time.ts';
import {
  findSendable,
  type SendableContract,
  type SendingSigner,
  signersForSending,
  storeSignerToken,
} from '../../db/contract-sending.ts';
import { appendAudit } from '../../db/contracts.ts';
import type { Queryable } from '../../db/database.ts';
import { readAgencyName } from '../../db/settings.ts';
import {
  queueTemplatedEmail,
  recipientLocale,
  type TemplatedEmail,
} from '../../mail/templates/index.ts';
import { dateTimeIn } from '../../mail/templates/phrases.ts';
import { newSigningToken, signingLink } from './signing-tokens.ts';

export interface SignerLinkOptions {
  /** The public site the link points to (`ctx.auth.settings.siteUrl`, `ATELIER_SITE_URL`). */
  siteUrl: string;
  /** Who asked, for the audit trail: `admin <e-mail>`, or `system` (jobs, signing hand-offs). */
  actor: string;
  /** `reminder`: counts a reminder and audits `reminder_sent`; else the first e-mail. */
  kind?: 'first' | 'reminder';
  /**
   * `portal`: no e-mail; the token is returned for the signer signed in to the client portal
   * (client-portal `open_signing`), audited `link_opened` by `actor` (their e-mail).
   */
  delivery?: 'email' | 'portal';
  now?: Date;
  ip?: string | null;
  userAgent?: string | null;
}

function signingEmail(
  contract: SendableContract,
  signer: SendingSigner,
  facts: {
    agency: string;
    link: string;
    reminder: boolean;
    locale: EmailLocale;
    /** The agency's time zone, in which the expiry is written (and named). */
    zone: string;
  },
): TemplatedEmail<'contract_to_sign'> {
  return {
    to: signer.email,
    key: 'contract_to_sign',
    locale: facts.locale,
    values: {
      signer_name: signer.name,
      agency: facts.agency,
      contract_title: contract.title,
      link: facts.link,
      expires: dateTimeIn(contract.expires_at, facts.zone, facts.locale),
      is_reminder: facts.reminder ? 'yes' : '',
    },
  };
}

/**
 * Gives one signer of a sent contract a new personal link and queues its e-mail, in the
 * caller's transaction: a new random token whose SHA-256 replaces the signer's `token_hash`
 * (an earlier link stops working), the mail through the outbox, and the audit entry. A first
 * link marks the signer `sent` and audits `email_delivered`; a reminder counts one and audits
 * `reminder_sent`. The token is in the e-mail only, never returned, except with
 * `delivery: 'portal'` (no e-mail; the signer asked for it, signed in as themselves).
 *
 * send_contract and remind call it; so does the e-signature `sign` for the next signer of a
 * sequential contract (`{siteUrl, actor: 'system'}`).
 */
export async function issueSignerLink(
  tx: Queryable,
  contractId: string,
  signerId: string,
  options: SignerLinkOptions,
): Promise<string | null> {
  const contract = await findSendable(tx, contractId);
  const signer = (await signersForSending(tx, contractId)).find((s) => s.id === signerId);
  if (!contract || !signer) throw new Error(`No signer ${signerId} on contract ${contractId}`);
  const reminder = options.kind === 'reminder';
  const at = options.now ?? new Date();
  const { token, hash } = newSigningToken();
  await storeSignerToken(tx, signerId, hash, { at, reminder });
  if (options.delivery === 'portal') {
    await appendAudit(tx, {
      contract_id: contractId,
      signer_id: signerId,
      event: 'link_opened',
      actor: options.actor,
      ip: options.ip ?? null,
      user_agent: options.userAgent ?? null,
      details: { via: 'client_portal' },
    });
    return token;
  }
  const agency = await readAgencyName(tx);
  const link = signingLink(options.siteUrl, token);
  // A client's or lead's signer reads it in their language; anyone else in the agency's.
  const locale = await recipientLocale(tx, { email: signer.email });
  const zone = await agencyTimeZone(tx);
  const emailId = await queueTemplatedEmail(
    tx,
    signingEmail(contract, signer, { agency, link, reminder, locale, zone }),
  );
  await appendAudit(tx, {
    contract_id: contractId,
    signer_id: signerId,
    event: reminder ? 'reminder_sent' : 'email_delivered',
    actor: reminder ? options.actor : 'system',
    ip: options.ip ?? null,
    user_agent: options.userAgent ?? null,
    // Queued in the outbox: the mail service reports no delivery back (docs/contracts.md).
    details: reminder
      ? { to: signer.email, email_id: emailId, reminder: Math.min(signer.reminders_sent + 1, 5) }
      : { to: signer.email, email_id: emailId, delivery: 'queued' },
  });
  return null;
}

/**
 * Who is waiting to sign: every signer neither signed nor declined (parallel), or the first of
 * them by position (sequential: the others get their link when their turn comes).
 */
export const signersToRemind = (
  contract: Pick<SendableContract, 'signing_order'>,
  signers: readonly SendingSigner[],
): SendingSigner[] => {
  const waiting = signers.filter((s) => s.status !== 'signed' && s.status !== 'declined');
  return contract.signing_order === 'sequential' ? waiting.slice(0, 1) : waiting;
};
