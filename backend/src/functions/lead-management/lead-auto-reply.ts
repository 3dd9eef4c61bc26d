import type { LeadValues } from '@atelier/shared/contract';
import { siteUrlFromEnv } from '../../auth/auth-settings.ts';
import { readResponseTime } from '../../content/response-time.ts';
import { listMeetingTypes } from '../../db/booking.ts';
import type { Queryable } from '../../db/database.ts';
import { readAgencyName } from '../../db/settings.ts';
import { queueTemplatedEmail } from '../../mail/templates/index.ts';

/**
 * Thanks a visitor for the get-started form and says what happens next (the `lead_auto_reply`
 * template, docs/email.md), in the lead's language, in the transaction that stored the lead. Only a new lead gets it:
 * a repeat within 24 h, merged into the first, would be a second identical e-mail. Capped per
 * address and per sender IP (mail/mail-policy.ts): past a cap the lead is kept and no reply goes.
 * The default subject carries no text the visitor typed, so the form relays nothing to others.
 * The answer time it promises (`{{response_time}}`) is the site's (Content: `contact.responseTime`).
 * While the booking page offers a meeting type, `{{booking_link}}` is `<site>/book` (docs/booking.md).
 */
export async function queueLeadAutoReply(
  tx: Queryable,
  lead: Pick<LeadValues, 'name' | 'email' | 'language'>,
  senderIp: string | null = null,
): Promise<void> {
  await queueTemplatedEmail(tx, {
    to: lead.email,
    key: 'lead_auto_reply',
    // The language of the page the visitor sent the form from.
    locale: lead.language,
    values: {
      name: lead.name,
      agency: await readAgencyName(tx),
      response_time: await readResponseTime(tx, lead.language),
      booking_link:
        (await listMeetingTypes(tx, { activeOnly: true })).length > 0
          ? `${siteUrlFromEnv()}/book`
          : '',
    },
    senderIp,
  });
}
