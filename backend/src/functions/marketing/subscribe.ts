import { marketing } from '@atelier/shared/actions';
import type { Database } from '../../db/database.ts';
import { lockSubscriberByEmail, upsertPendingSubscriber } from '../../db/newsletter-subscribers.ts';
import { createRateLimiter } from '../../db/rate-limit.ts';
import { isHoneypotFilled } from '../lead-management/create-lead.ts';
import { LeadRateLimitedError, leadRateLimit } from '../lead-management/lead-rate-limit.ts';
import { implement, type RequestInfo } from '../registry.ts';
import { queueConfirmation } from './newsletter-mail.ts';
import { CONFIRM_TTL_DAYS, newToken } from './newsletter-tokens.ts';

/**
 * The public sign-up, double opt-in: a new or unsubscribed address becomes pending and is
 * e-mailed a confirmation link (a pending one gets a new link); a confirmed one gets nothing.
 * The answer is the same in every case, so the form tells no one who subscribes. Limited per
 * IP with the lead form's rule (ATELIER_RATE_LIMIT_LEADS), on a counter of its own.
 */
export const subscribe = implement(marketing.actions.subscribe, {
  handler: async (input, { db, request, auth }) => {
    await enforceRateLimit(db, request);
    if (!isHoneypotFilled(input.website)) {
      await requestConfirmation(db, {
        email: input.email.toLowerCase(),
        language: input.language ?? null,
        siteUrl: auth.settings.siteUrl,
        senderIp: request.ip ?? null,
      });
    }
    return { status: 'pending' as const };
  },
});

async function enforceRateLimit(db: Database, request: RequestInfo): Promise<void> {
  const result = await createRateLimiter(db).take([
    { bucket: 'newsletter_subscribe', subject: request.ip ?? 'unknown', rule: leadRateLimit() },
  ]);
  if (!result.isAllowed) throw new LeadRateLimitedError(result.retryAfterSeconds);
}

/** Rolls back a sign-up whose confirmation is over its cap: the link already sent stays valid. */
class ConfirmationCapped extends Error {}

/**
 * The sign-up's confirmation e-mail, in the language of the page (else the one stored). Over
 * the address's or the IP's cap of confirmations (mail/mail-policy.ts), nothing changes and
 * nothing is sent; the answer is the same.
 */
async function requestConfirmation(
  db: Database,
  {
    email,
    language,
    siteUrl,
    senderIp,
  }: { email: string; language: string | null; siteUrl: string; senderIp: string | null },
): Promise<void> {
  await db
    .transaction(async (tx) => {
      const existing = await lockSubscriberByEmail(tx, email);
      if (existing?.status === 'confirmed') return;
      const { token, hash } = newToken();
      const expiresAt = new Date(Date.now() + CONFIRM_TTL_DAYS * 86_400_000);
      await upsertPendingSubscriber(tx, email, hash, expiresAt, language);
      const locale = language ?? existing?.language;
      if (!(await queueConfirmation(tx, email, token, siteUrl, locale, senderIp))) {
        throw new ConfirmationCapped();
      }
    })
    .catch((error: unknown) => {
      if (!(error instanceof ConfirmationCapped)) throw error;
    });
}
