import { z } from 'zod';

/**
 * E-mail alerts for admins (docs/notifications.md "E-mail alerts", issue 33): per kind of event,
 * an e-mail at once, a line in the daily digest (sent at the agency's morning), or nothing.
 */
export const ALERT_KINDS = [
  'new_lead',
  'proposal_accepted',
  'proposal_declined',
  'contract_signed',
  'contract_declined',
  'payment_received',
  'invoice_overdue',
  'client_message',
  'booking_made',
  'booking_cancelled',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_MODES = ['instant', 'digest', 'off'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

/**
 * An admin who chose nothing: new leads, payments and signed contracts at once; a client's
 * message at once too (it was always e-mailed at once, with its text); the rest daily.
 */
export const DEFAULT_ALERT_MODES: Readonly<Record<AlertKind, AlertMode>> = {
  new_lead: 'instant',
  proposal_accepted: 'digest',
  proposal_declined: 'digest',
  contract_signed: 'instant',
  contract_declined: 'digest',
  payment_received: 'instant',
  invoice_overdue: 'digest',
  client_message: 'instant',
  booking_made: 'digest',
  booking_cancelled: 'digest',
};

/** The hour (agency time) from which the day's digest goes out. */
export const DIGEST_HOUR = 8;

/** Which bell notification (its `message_key`) is which alert kind. */
export const ALERT_KIND_OF_MESSAGE: Readonly<Record<string, AlertKind>> = {
  lead_new: 'new_lead',
  proposal_accepted: 'proposal_accepted',
  proposal_declined: 'proposal_declined',
  contract_signed: 'contract_signed',
  contract_declined: 'contract_declined',
  invoice_paid: 'payment_received',
  invoice_overdue: 'invoice_overdue',
  client_message: 'client_message',
  booking_made: 'booking_made',
  booking_cancelled: 'booking_cancelled',
};

const modeSchema = z.enum(ALERT_MODES, {
  error: `Choose one of: ${ALERT_MODES.join(', ')}`,
});

/** Every kind with its mode (the defaults filled in). */
export const alertPreferencesSchema = z.object(
  Object.fromEntries(ALERT_KINDS.map((kind) => [kind, modeSchema])) as Record<
    AlertKind,
    typeof modeSchema
  >,
);
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

export const getAlertPreferencesInput = z.object({});

/** Some kinds or all; an unknown kind is refused with its own field message. */
export const updateAlertPreferencesInput = z.object({
  preferences: z
    .object(
      Object.fromEntries(ALERT_KINDS.map((kind) => [kind, modeSchema.optional()])) as Record<
        AlertKind,
        z.ZodOptional<typeof modeSchema>
      >,
      { error: 'preferences must be an object of kind → mode' },
    )
    .strict(),
});

export const alertPreferencesAnswer = z.object({ preferences: alertPreferencesSchema });
