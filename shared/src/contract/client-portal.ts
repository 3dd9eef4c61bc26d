import { z } from 'zod';
import { CLIENT_LIMITS } from '../records/index';
import type { ContractStatus, SignerStatus } from './contracts';
import type { SigningDownload } from './e-signature';
import { optionalText, recordIdSchema, referenceSchema, requiredText } from './record-fields';

/**
 * The `client-portal` contract, access part (docs/portal.md): the overview, the profile and
 * the contracts of the signed-in client, and the admin's invitation actions on
 * `client-management`. Every action answers only the caller's own client's records.
 */

/** Money owed in one currency. */
export type PortalMoney = { currency: string; cents: number };

/** `get_overview`: what needs the client's attention, newest or soonest first. */
export type PortalOverview = {
  /** `id` names the client's folder in `client-files` (`<id>/…`), where their uploads go. */
  client: { id: string; name: string; company: string | null };
  /** What the client still owes on sent (and overdue) invoices, per currency; [] when nothing. */
  balance_due: PortalMoney[];
  /** The five unpaid invoices due soonest. */
  invoices_to_pay: {
    id: string;
    number: string;
    currency: string;
    total_cents: number;
    balance_cents: number;
    due_date: string;
    status: 'sent' | 'overdue';
  }[];
  /** Sent proposals not yet answered and not past `valid_until`. */
  proposals_waiting: {
    id: string;
    title: string;
    currency: string;
    total_cents: number;
    valid_until: string | null;
  }[];
  /** Sent contracts, not expired, that the client's e-mail has yet to sign. */
  contracts_waiting: { id: string; title: string; sent_at: string; expires_at: string | null }[];
  /** The five open milestones due soonest, of projects not completed or cancelled. */
  next_milestones: {
    project_id: string;
    project_name: string;
    title: string;
    due_date: string | null;
  }[];
  /** The five latest messages of the conversation (portal_messages), newest first. */
  latest_messages: {
    id: string;
    project_id: string | null;
    author_role: 'client' | 'agency';
    body: string;
    created_at: string;
  }[];
};

/**
 * `update_profile`: the contact fields the client keeps up to date themselves. The name also
 * becomes the account's first and last name; e-mail and password changes go through
 * `/auth/v1/user` (docs/auth.md).
 */
export const updateProfileInput = z.object({
  name: requiredText(CLIENT_LIMITS.name, 'Name').optional(),
  company: optionalText(CLIENT_LIMITS.company, 'Company').optional(),
  phone: optionalText(CLIENT_LIMITS.phone, 'Phone').optional(),
  notify_email: z.boolean({ error: 'notify_email must be true or false' }).optional(),
});

export type ProfileChanges = z.input<typeof updateProfileInput>;

/** The client's profile as `update_profile` answers it. */
export type PortalProfile = {
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  notify_email: boolean;
};

/** Which PDF of a contract the client may download: the signed copy once there is one. */
export type PortalContractDownload = 'original' | 'final' | null;

/** `get_contracts`: one sent (never draft) contract of the client. */
export type PortalContract = {
  id: string;
  title: string;
  status: ContractStatus;
  value_cents: number | null;
  currency: string;
  sent_at: string | null;
  signed_at: string | null;
  expires_at: string | null;
  /** The signer whose e-mail is the caller's account e-mail, if any. */
  my_signer: { status: SignerStatus; signed_at: string | null } | null;
  /** True while the contract waits for that signer's signature (sent, not expired, their turn). */
  can_sign: boolean;
  download: PortalContractDownload;
};

export const portalContractInput = z.object({ id: recordIdSchema('id') });

/** `open_signing`: the caller's own signing page, for the next step of the signing flow. */
export type PortalSigningLink = { url: string };

/** `download_contract`: the PDF as base64, as `contracts#download` answers it. */
export type PortalContractFile = { file: SigningDownload };

/** The portal access of a client, as the admin's client answer carries it. */
export const PORTAL_STATUSES = ['none', 'invited', 'active', 'revoked'] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];

export type ClientPortalAccess = {
  /** none: never invited; invited: the account has not signed in yet; revoked: access ended. */
  status: PortalStatus;
  invited_at: string | null;
  /** The e-mail of the linked account, null when none is linked. */
  email: string | null;
};

/** `client-management#invite_to_portal` and `revoke_portal_access`. */
export const portalClientIdInput = z.object({ client_id: recordIdSchema('client_id') });

/** `client-management#link_portal_account`: a self-registered client account. */
export const linkPortalAccountInput = z.object({
  client_id: recordIdSchema('client_id'),
  user_id: referenceSchema('user_id').min(1, 'user_id is required'),
});

/** One of `client-management#get_portal_access_requests`: an account waiting for a client. */
export type PortalAccessRequest = {
  user_id: string;
  email: string;
  name: string;
  company: string | null;
  requested_at: string;
};

/** What `invite_to_portal` answers beside the client. */
export type PortalInvitation = { email: string; expires_at: string };
