import {
  ALERT_KIND_OF_MESSAGE,
  ALERT_KINDS,
  type AlertKind,
  type AlertMode,
  type AlertPreferences,
  DEFAULT_ALERT_MODES,
  DIGEST_HOUR,
  type EmailLocale,
  type NewNotification,
} from '@atelier/shared/contract';
import { siteUrlFromEnv } from '../../auth/auth-settings.ts';
import { agencyTimeZone, dayIn } from '../../db/agency-time.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { readAgencyName } from '../../db/settings.ts';
import { emailLocale, queueTemplatedEmail } from '../../mail/templates/index.ts';

/**
 * E-mail alerts for admins (docs/notifications.md "E-mail alerts", issue 33). The events that
 * raise a bell notification for the admins (notify.ts `notifyAdmins`) also queue, in the same
 * transaction, an `admin_alert` e-mail to each active admin whose mode for that kind is
 * `instant`. The `digest` kinds are read back from the admin's own notifications by the hourly
 * digest job, once per admin per agency day.
 */

/** Each kind's one-line headline; never text a stranger typed (it is the e-mail's subject). */
const HEADLINES: Record<EmailLocale, Record<AlertKind, string>> = {
  en: {
    new_lead: 'New lead (grade {grade})',
    proposal_accepted: 'Proposal accepted',
    proposal_declined: 'Proposal declined',
    contract_signed: 'Contract signed',
    contract_declined: 'Contract declined',
    payment_received: 'Payment received',
    invoice_overdue: 'Invoice overdue',
    client_message: 'New message from a client',
    booking_made: 'New booking',
    booking_cancelled: 'Booking cancelled',
  },
  fr: {
    new_lead: 'Nouveau prospect (note {grade})',
    proposal_accepted: 'Proposition acceptée',
    proposal_declined: 'Proposition refusée',
    contract_signed: 'Contrat signé',
    contract_declined: 'Contrat refusé',
    payment_received: 'Paiement reçu',
    invoice_overdue: 'Facture en retard',
    client_message: 'Nouveau message d’un client',
    booking_made: 'Nouvelle réservation',
    booking_cancelled: 'Réservation annulée',
  },
};

/** The headline of `kind` in `locale`, with the lead's grade for a new lead. */
export function alertHeadline(
  kind: AlertKind,
  locale: EmailLocale,
  params: NewNotification['params'],
): string {
  const grade =
    typeof params.grade === 'string' && /^[A-Z]$/.test(params.grade) ? params.grade : '?';
  return HEADLINES[locale][kind].replace('{grade}', grade);
}

const REASON_LABEL: Record<EmailLocale, string> = { en: 'Reason: ', fr: 'Motif : ' };

/**
 * The facts of a notification's params in `locale`, one line: names, titles and numbers as
 * they are, money formatted for the language, a decline's reason labelled and last. The grade
 * is in the headline; vocabulary terms and internal ids are left out.
 */
export function alertDetails(params: NewNotification['params'], locale: EmailLocale): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (key === 'grade' || key.endsWith('_id')) continue;
    if (typeof value === 'string') {
      if (value.trim() === '') continue;
      if (key !== 'reason') parts.push(value);
    } else if (typeof value === 'number') {
      parts.push(String(value));
    } else if ('money' in value) {
      parts.push(
        new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
          style: 'currency',
          currency: value.currency,
        }).format(value.money / 100),
      );
    } else if ('date' in value) {
      parts.push(value.date);
    }
  }
  // Last, whatever order the stored params come back in (jsonb keeps its own).
  const reason = params.reason;
  if (typeof reason === 'string' && reason.trim() !== '') {
    parts.push(`${REASON_LABEL[locale]}${reason}`);
  }
  return parts.join(' · ');
}

const isMode = (value: unknown): value is AlertMode =>
  value === 'instant' || value === 'digest' || value === 'off';

/** Every kind's mode for `userId`, the defaults where they chose nothing. */
export async function readAlertPreferences(
  q: Queryable,
  userId: string,
): Promise<AlertPreferences> {
  const rows = await q.query<{ kind: string; mode: string }>(
    'SELECT kind, mode FROM alert_preferences WHERE user_id = $1',
    [userId],
  );
  const preferences: AlertPreferences = { ...DEFAULT_ALERT_MODES };
  for (const row of rows) {
    if ((ALERT_KINDS as readonly string[]).includes(row.kind) && isMode(row.mode)) {
      preferences[row.kind as AlertKind] = row.mode;
    }
  }
  return preferences;
}

/** Saves the kinds given (the others keep their mode). */
export async function saveAlertPreferences(
  q: Queryable,
  userId: string,
  changes: Partial<Record<AlertKind, AlertMode | undefined>>,
): Promise<void> {
  for (const kind of ALERT_KINDS) {
    const mode = changes[kind];
    if (mode === undefined) continue;
    await q.query(
      `INSERT INTO alert_preferences (user_id, kind, mode) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, kind) DO UPDATE SET mode = EXCLUDED.mode, updated_at = now()`,
      [userId, kind, mode],
    );
  }
}

interface AlertRecipient {
  id: string;
  email: string;
  first_name: string;
}

/** The active admins (never a deactivated one) whose mode for `kind` is `mode`. */
async function adminsWithMode(
  q: Queryable,
  kind: AlertKind,
  mode: AlertMode,
): Promise<AlertRecipient[]> {
  return await q.query<AlertRecipient>(
    `SELECT u.id, u.email, u.first_name FROM users u
     LEFT JOIN alert_preferences p ON p.user_id = u.id AND p.kind = $1
     WHERE u.role IN ('admin', 'super_admin') AND u.deactivated_at IS NULL
       AND COALESCE(p.mode, $2) = $3
     ORDER BY u.email`,
    [kind, DEFAULT_ALERT_MODES[kind], mode],
  );
}

/** The addresses of the active admins who want `kind` e-mailed at once. */
export async function instantAlertEmails(q: Queryable, kind: AlertKind): Promise<string[]> {
  return (await adminsWithMode(q, kind, 'instant')).map((admin) => admin.email);
}

/** An absolute link to the record (notification action URLs are paths of the site). */
const absolute = (path: string | null): string => `${siteUrlFromEnv()}${path ?? '/admin'}`;

/**
 * The kinds whose instant e-mail is sent by their own code, not here: a client's message is
 * already e-mailed to the admins with its text (`client_message` template, message-notices.ts),
 * and every admin already gets a signed contract's sealed copy or a decline with its reason
 * (`contract_signed` / `contract_declined` templates, e-signature): a second e-mail for the same
 * event would be noise. Their digest lines stay.
 */
const MAILED_ELSEWHERE: ReadonlySet<AlertKind> = new Set([
  'client_message',
  'contract_signed',
  'contract_declined',
]);

/**
 * Queues the instant alert of a notification raised for the admins, in its transaction: one
 * `admin_alert` per active admin whose mode for its kind is `instant`, in the agency's language
 * (an admin account has no language of its own). Answers how many were queued.
 */
export async function queueInstantAlerts(
  tx: Queryable,
  notification: NewNotification,
): Promise<number> {
  const kind = ALERT_KIND_OF_MESSAGE[notification.message_key];
  if (!kind || MAILED_ELSEWHERE.has(kind)) return 0;
  const recipients = await adminsWithMode(tx, kind, 'instant');
  if (recipients.length === 0) return 0;
  const locale = await emailLocale(tx);
  const agency = await readAgencyName(tx);
  const alert = alertHeadline(kind, locale, notification.params);
  const details = alertDetails(notification.params, locale);
  let queued = 0;
  for (const admin of recipients) {
    const id = await queueTemplatedEmail(tx, {
      to: admin.email,
      key: 'admin_alert',
      locale,
      values: {
        first_name: admin.first_name,
        agency,
        alert,
        details,
        link: absolute(notification.actionUrl),
      },
    });
    if (id) queued += 1;
  }
  return queued;
}

/** The hour (0-23) it is at `now` in `zone`. */
function hourIn(zone: string, now: Date): number {
  const hour = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return Number.parseInt(hour, 10) % 24;
}

interface DigestLine {
  message_key: string;
  params: NewNotification['params'] | null;
}

/**
 * The hourly digest run (`notifications.digest`): once the agency's morning (08:00 in its time
 * zone) has come, each active admin without a digest for this agency day gets one e-mail listing
 * their notifications of `digest` kinds since their last digest (at most the last 24 hours the
 * first time); none when there is nothing to say. The digest row (unique per admin and day) is
 * inserted in the same transaction as the outbox row, so two backends running at once send one.
 * Answers how many digests were queued.
 */
export async function sendDueDigests(db: Database, now: Date = new Date()): Promise<number> {
  const zone = await agencyTimeZone(db);
  if (hourIn(zone, now) < DIGEST_HOUR) return 0;
  const day = dayIn(zone, now);
  const admins = await db.query<AlertRecipient>(
    `SELECT id, email, first_name FROM users
     WHERE role IN ('admin', 'super_admin') AND deactivated_at IS NULL ORDER BY email`,
  );
  let sent = 0;
  for (const admin of admins) {
    const queued = await db.transaction(async (tx) => {
      const claimed = await tx.query(
        `INSERT INTO admin_digests (user_id, agency_day, covered_until) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, agency_day) DO NOTHING RETURNING user_id`,
        [admin.id, day, now.toISOString()],
      );
      if (claimed.length === 0) return false;
      const [previous] = await tx.query<{ covered_until: Date | string }>(
        `SELECT covered_until FROM admin_digests WHERE user_id = $1 AND agency_day < $2
         ORDER BY agency_day DESC LIMIT 1`,
        [admin.id, day],
      );
      const since = previous
        ? new Date(previous.covered_until)
        : new Date(now.getTime() - 24 * 3600 * 1000);
      const preferences = await readAlertPreferences(tx, admin.id);
      const keys = Object.entries(ALERT_KIND_OF_MESSAGE)
        .filter(([, kind]) => preferences[kind] === 'digest')
        .map(([key]) => key);
      if (keys.length === 0) return false;
      const lines = await tx.query<DigestLine>(
        `SELECT message_key, params FROM notifications
         WHERE user_id = $1 AND message_key = ANY($2::text[])
           AND created_at > $3 AND created_at <= $4
         ORDER BY created_at`,
        [admin.id, keys, since.toISOString(), now.toISOString()],
      );
      if (lines.length === 0) return false;
      await tx.query(
        'UPDATE admin_digests SET events = $3 WHERE user_id = $1 AND agency_day = $2',
        [admin.id, day, lines.length],
      );
      const locale = await emailLocale(tx);
      const items = lines
        .map((line) => {
          const kind = ALERT_KIND_OF_MESSAGE[line.message_key] as AlertKind;
          const params = line.params ?? {};
          return `- ${alertHeadline(kind, locale, params)}: ${alertDetails(params, locale)}`;
        })
        .join('\n');
      const id = await queueTemplatedEmail(tx, {
        to: admin.email,
        key: 'admin_digest',
        locale,
        values: {
          first_name: admin.first_name,
          agency: await readAgencyName(tx),
          count: String(lines.length),
          items,
          link: absolute('/admin'),
        },
      });
      return id !== null;
    });
    if (queued) sent += 1;
  }
  return sent;
}
