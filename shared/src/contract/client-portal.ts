import { z } from 'zod';
import { CLIENT_LIMITS } from '../records/index';
import { CONTRACT_STATUSES, SIGNER_STATUSES } from './contracts';
import { signingDownloadSchema } from './e-signature';
import { EMAIL_LOCALES } from './email';
import {
  optionalPhone,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
  timestampSchema,
  uuidSchema,
} from './record-fields';

/**
 * The `client-portal` contract, access part (docs/portal.md): the overview, the profile and
 * the contracts of the signed-in client, and the admin's invitation actions on
 * `client-management`. Every action answers only the caller's own client's records.
 */

/** Money owed in one currency. */
export const portalMoneySchema = z.object({ currency: z.string(), cents: z.number().int() });
export type PortalMoney = z.infer<typeof portalMoneySchema>;

/** `get_overview`: what needs the client's attention, newest or soonest first. */
export const portalOverviewSchema = z.object({
  /** `id` names the client's folder in `client-files` (`<id>/…`), where their uploads go. */
  client: z.object({
    id: uuidSchema,
    name: z.string(),
    company: z.string().nullable(),
    /**
     * The client's language: the portal starts in it when the visitor chose none of their own
     * (docs/portal.md "Language"). The demo's sample client has none.
     */
    language: z.enum(EMAIL_LOCALES).optional(),
  }),
  /** What the client still owes on sent (and overdue) invoices, per currency; [] when nothing. */
  balance_due: z.array(portalMoneySchema),
  /** The five unpaid invoices due soonest. */
  invoices_to_pay: z.array(
    z.object({
      id: uuidSchema,
      number: z.string(),
      currency: z.string(),
      total_cents: z.number().int(),
      balance_cents: z.number().int(),
      due_date: z.iso.date(),
      status: z.enum(['sent', 'overdue']),
    }),
  ),
  /** Sent proposals not yet answered and not past `valid_until`. */
  proposals_waiting: z.array(
    z.object({
      id: uuidSchema,
      title: z.string(),
      currency: z.string(),
      total_cents: z.number().int(),
      valid_until: z.iso.date().nullable(),
    }),
  ),
  /** Sent contracts, not expired, that the client's e-mail has yet to sign. */
  contracts_waiting: z.array(
    z.object({
      id: uuidSchema,
      title: z.string(),
      sent_at: timestampSchema,
      expires_at: timestampSchema.nullable(),
    }),
  ),
  /** The five open milestones due soonest, of projects not completed or cancelled. */
  next_milestones: z.array(
    z.object({
      project_id: uuidSchema,
      project_name: z.string(),
      title: z.string(),
      due_date: z.iso.date().nullable(),
    }),
  ),
  /** The five latest messages of the conversation (portal_messages), newest first. */
  latest_messages: z.array(
    z.object({
      id: uuidSchema,
      project_id: uuidSchema.nullable(),
      author_role: z.enum(['client', 'agency']),
      body: z.string(),
      created_at: timestampSchema,
    }),
  ),
});
export type PortalOverview = z.infer<typeof portalOverviewSchema>;

/**
 * `update_profile`: the contact fields the client keeps up to date themselves. The name also
 * becomes the account's first and last name; e-mail and password changes go through
 * `/auth/v1/user` (docs/auth.md).
 */
export const updateProfileInput = z.object({
  name: requiredText(CLIENT_LIMITS.name, 'Name', { isName: true }).optional(),
  company: optionalText(CLIENT_LIMITS.company, 'Company', { isName: true }).optional(),
  phone: optionalPhone(CLIENT_LIMITS.phone, 'Phone').optional(),
  notify_email: z.boolean({ error: 'notify_email must be true or false' }).optional(),
  /** The language of the client's e-mails, PDFs and portal. */
  language: z
    .enum(EMAIL_LOCALES, { error: `Language must be one of: ${EMAIL_LOCALES.join(', ')}` })
    .optional(),
});

export type ProfileChanges = z.input<typeof updateProfileInput>;

/** The client's profile as `update_profile` answers it. */
export const portalProfileSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  notify_email: z.boolean(),
  language: z.enum(EMAIL_LOCALES),
});
export type PortalProfile = z.infer<typeof portalProfileSchema>;

/** `update_profile`. */
export const portalProfileAnswer = z.object({ profile: portalProfileSchema });

/** Which PDF of a contract the client may download: the signed copy once there is one. */
export type PortalContractDownload = PortalContract['download'];

/** `get_contracts`: one sent (never draft) contract of the client. */
export const portalContractSchema = z.object({
  id: uuidSchema,
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  value_cents: z.number().int().nullable(),
  currency: z.string(),
  sent_at: timestampSchema.nullable(),
  signed_at: timestampSchema.nullable(),
  expires_at: timestampSchema.nullable(),
  /** The signer whose e-mail is the caller's account e-mail, if any. */
  my_signer: z
    .object({ status: z.enum(SIGNER_STATUSES), signed_at: timestampSchema.nullable() })
    .nullable(),
  /** True while the contract waits for that signer's signature (sent, not expired, their turn). */
  can_sign: z.boolean(),
  download: z.enum(['original', 'final']).nullable(),
});
export type PortalContract = z.infer<typeof portalContractSchema>;

/** `get_contracts`. */
export const portalContractsAnswer = z.object({ contracts: z.array(portalContractSchema) });

export const portalContractInput = z.object({ id: recordIdSchema('id') });

/** `open_signing`: the caller's own signing page, for the next step of the signing flow. */
export const portalSigningLinkSchema = z.object({ url: z.string() });
export type PortalSigningLink = z.infer<typeof portalSigningLinkSchema>;

/** `download_contract`: the PDF as base64, as `contracts#download` answers it. */
export const portalContractFileSchema = z.object({ file: signingDownloadSchema });
export type PortalContractFile = z.infer<typeof portalContractFileSchema>;

/** The portal access of a client, as the admin's client answer carries it. */
export const PORTAL_STATUSES = ['none', 'invited', 'active', 'revoked'] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];

export const clientPortalAccessSchema = z.object({
  /** none: never invited; invited: the account has not signed in yet; revoked: access ended. */
  status: z.enum(PORTAL_STATUSES),
  invited_at: timestampSchema.nullable(),
  /** The e-mail of the linked account, null when none is linked. */
  email: z.string().nullable(),
});
export type ClientPortalAccess = z.infer<typeof clientPortalAccessSchema>;

/** `client-management#invite_to_portal` and `revoke_portal_access`. */
export const portalClientIdInput = z.object({ client_id: recordIdSchema('client_id') });

/** `client-management#link_portal_account`: a self-registered client account. */
export const linkPortalAccountInput = z.object({
  client_id: recordIdSchema('client_id'),
  user_id: referenceSchema('user_id').min(1, 'user_id is required'),
});

/** One of `client-management#get_portal_access_requests`: an account waiting for a client. */
export const portalAccessRequestSchema = z.object({
  user_id: uuidSchema,
  email: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  requested_at: timestampSchema,
});
export type PortalAccessRequest = z.infer<typeof portalAccessRequestSchema>;

/** `get_portal_access_requests`. */
export const portalAccessRequestsAnswer = z.object({
  requests: z.array(portalAccessRequestSchema),
});

/** What `invite_to_portal` answers beside the client. */
export const portalInvitationSchema = z.object({ email: z.string(), expires_at: timestampSchema });
export type PortalInvitation = z.infer<typeof portalInvitationSchema>;
