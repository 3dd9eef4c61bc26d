/**
 * Why a call failed, beyond its code: the stable `reason` a failure body carries
 * (`{ success:false, error, code, reason?, params?, fields?, fieldCodes? }`, docs/backend.md
 * "Errors") and the `fieldCodes` of a 400's fields. The server's `error` and `fields` stay
 * English, for logs and API users; a browser words `reason`, `code` and each field code in
 * the reader's language (`failureText`, the shared `errors` namespace). Every value here has
 * a sentence in English and French: a test fails otherwise.
 */

export const FAILURE_REASONS = [
  // Accounts and sign-in (the AuthFailure names of backend/src/auth/auth-error.ts).
  'invalid_credentials',
  'account_deactivated',
  'email_taken',
  'same_password',
  'invalid_token',
  'session_ended',
  'invalid_refresh_token',
  'refresh_token_reused',
  'invalid_reset_token',
  'invalid_email_change_token',
  'rate_limited',
  'link_expired',
  // Agency users and team members.
  'agency_email',
  'client_portal_email',
  'team_email_taken',
  'team_member_inactive',
  'account_of_other_member',
  'last_super_admin',
  'cannot_deactivate_self',
  // Clients and their portal accounts.
  'client_email_taken',
  'client_has_records',
  'lead_already_client',
  'client_has_portal_account',
  'agency_account_not_linkable',
  'account_just_created',
  'account_linked_elsewhere',
  'no_portal_account',
  'lead_has_proposals',
  // Proposals.
  'proposal_not_editable',
  'proposal_not_deletable',
  'proposal_already_sent',
  'proposal_no_lines',
  'proposal_validity_passed',
  'proposal_not_acceptable',
  'proposal_not_declinable',
  'proposal_answered',
  'project_not_clients',
  'proposal_contract_unprepared',
  // Projects and deliverables.
  'project_has_invoices',
  'project_client_locked',
  'deliverable_not_open',
  // Invoices, credit notes and payments.
  'invoice_not_editable',
  'invoice_not_deletable',
  'invoice_already_sent',
  'invoice_no_lines',
  'invoice_not_cancellable',
  'invoice_has_payments',
  'invoice_has_credit_notes',
  'invoice_not_creditable',
  'nothing_to_credit',
  'invoice_not_payable',
  'settled_by_credit',
  'sign_before_deposit',
  // A card payment the provider refused (402 PAYMENT_FAILED).
  'card_declined',
  'insufficient_funds',
  'unknown_test_card',
  'payments_unavailable',
  // Invoicing rules.
  'rule_used_by_templates',
  'rule_attached',
  'rule_has_invoices',
  // Contracts and signing.
  'contract_no_document',
  'contract_withdrawn',
  'signing_link_expired',
  'signing_link_invalid',
  'already_signed',
  'contract_not_open',
  'contract_declined',
  'contract_expired',
  'contract_state',
  'not_a_signer',
  'not_your_turn',
  'waiting_for_signer',
  // Site settings, e-mail, marketing, booking.
  'redirect_exists',
  'message_in_flight',
  'no_confirmed_subscribers',
  'slot_taken',
  'booking_cancelled',
  // Images of the library: a file the library cannot take (400 on `path`).
  'not_an_image',
  'image_too_many_pixels',
  'image_damaged',
] as const;

export type FailureReason = (typeof FAILURE_REASONS)[number];

/**
 * What is wrong with one field of a 400, beside its English message in `fields`. Derived from
 * the schema's rule (zod's issue) or given by the handler; `invalid` when no rule says more.
 */
export const FIELD_CODES = [
  'required',
  'invalid',
  'invalid_type',
  'invalid_email',
  'invalid_url',
  'invalid_date',
  'invalid_date_time',
  'invalid_id',
  'invalid_choice',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'too_few',
  'too_many',
  'not_whole',
  'email_taken',
  'same_password',
  'common_password',
  'unknown_field',
  'not_found',
  'other_client',
  'slot_taken',
  'booking_cancelled',
  'redirect_exists',
  'invalid_phone',
  // A card and the amount paid with it (`pay_invoice`; `cents` and `currency` name a sum).
  'card_number_digits',
  'card_number_invalid',
  'card_expired',
  'expiry_month',
  'expiry_year',
  'card_cvc',
  'over_balance',
  'full_balance_only',
  // An image of the library (`register_image`'s `path`).
  'not_an_image',
  'image_too_many_pixels',
  'image_damaged',
  'upload_first',
] as const;

export type FieldCode = (typeof FIELD_CODES)[number];

/** The numbers and words a sentence needs ("at most {{max}} characters"). */
export type FailureParams = Record<string, string | number>;

/** One field's code and the numbers its sentence needs: `{ code: 'too_long', max: 200 }`. */
export type FieldFailure = { code: FieldCode } & FailureParams;
