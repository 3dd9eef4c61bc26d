import { z } from 'zod';
import {
  CONTRACT_TEMPLATE_LIMITS,
  CUSTOM_VARIABLE_KEY,
  contractClauseSchema,
  RECORD_VARIABLES,
} from './contract-templates';
import { dateOrDateTime } from './fields';
import {
  centsSchema,
  countSchema,
  emailSchema,
  listPageSchema,
  oneOf,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
  timestampSchema,
  uuidSchema,
} from './record-fields';

/**
 * The `contracts` contract (docs/contracts.md): contracts with their signatories and audit
 * trail, and the payloads (templates: contract-templates.ts). Statuses and events are stable
 * keys; the pages translate them. A signer's link token (or its hash) is never in any answer.
 */

/** `declined`: a signer declined (their reason is the contract's `declined_reason`). */
export const CONTRACT_STATUSES = [
  'draft',
  'sent',
  'signed',
  'declined',
  'expired',
  'cancelled',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const SIGNER_STATUSES = ['pending', 'sent', 'viewed', 'signed', 'declined'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

export const SIGNING_ORDERS = ['parallel', 'sequential'] as const;
export type SigningOrder = (typeof SIGNING_ORDERS)[number];

export const SIGNATURE_TYPES = ['typed', 'drawn'] as const;
export type SignatureType = (typeof SIGNATURE_TYPES)[number];

export const CONTRACT_AUDIT_EVENTS = [
  'created',
  'sent',
  'email_delivered',
  'link_opened',
  'viewed',
  'signed',
  'declined',
  'reminder_sent',
  'expired',
  'cancelled',
  'downloaded',
  'completed',
] as const;
export type ContractAuditEvent = (typeof CONTRACT_AUDIT_EVENTS)[number];

export const CONTRACT_LIMITS = {
  ...CONTRACT_TEMPLATE_LIMITS,
  signers: 10,
  signerName: 200,
  role: 100,
} as const;

const L = CONTRACT_LIMITS;

export const contractIdInput = z.object({ id: recordIdSchema('id') });

export const signerInputSchema = z.object({
  name: requiredText(L.signerName, 'Signer name', { isName: true }),
  email: emailSchema,
  role: optionalText(L.role, 'Role').optional(),
  /** Signing order, from 1; the list order when not sent. */
  order: z
    .number({ error: 'order must be a whole number from 1 to 100' })
    .int('order must be a whole number from 1 to 100')
    .min(1, 'order must be a whole number from 1 to 100')
    .max(100, 'order must be a whole number from 1 to 100')
    .optional(),
});

const signersSchema = z
  .array(signerInputSchema, { error: 'signers must be a list' })
  .min(1, 'A contract needs at least one signer')
  .max(L.signers, `A contract has at most ${L.signers} signers`)
  .superRefine((signers, ctx) => {
    const seen = new Set<string>();
    signers.forEach((signer, index) => {
      if (seen.has(signer.email)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'email'],
          message: 'Each signer needs a different e-mail address',
          params: { fieldCode: 'used_twice' },
        });
      }
      seen.add(signer.email);
    });
  });

const isVariableKey = (key: string) =>
  CUSTOM_VARIABLE_KEY.test(key) || (RECORD_VARIABLES as readonly string[]).includes(key);

/** Values of the template's own variables (and of a record value the records lack). */
const contractVariablesSchema = z
  .record(
    z.string().refine(isVariableKey, { params: { fieldCode: 'unknown_variable' } }),
    requiredText(L.variableValue, 'Variable value', { multiline: true }),
    {
      error: (issue) =>
        issue.code === 'invalid_key'
          ? 'Unknown variable name'
          : 'variables must be an object of text values',
    },
  )
  .refine((values) => Object.keys(values).length <= L.variables, {
    message: `At most ${L.variables} variables`,
    params: { fieldCode: 'too_many', max: L.variables },
  });

/** A date means the end of that day (UTC); either way it must lie in the future. */
const expiresAtSchema = dateOrDateTime('expires_at')
  .transform((value) =>
    value.length === 10
      ? new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString()
      : new Date(value).toISOString(),
  )
  .refine((iso) => Date.parse(iso) > Date.now(), {
    message: 'expires_at must be in the future',
    params: { fieldCode: 'in_future' },
  });

const contractTitle = requiredText(L.name, 'Title');

/**
 * From a template for a client, or from an accepted proposal (`proposal_id`): the client, the
 * project, the value and the title then default to the proposal's, so `client_id` may be left
 * out (given, it must be the proposal's).
 */
export const createContractInput = z
  .object({
    template_id: referenceSchema('template_id'),
    client_id: referenceSchema('client_id').optional(),
    project_id: referenceSchema('project_id').optional(),
    proposal_id: referenceSchema('proposal_id').optional(),
    /** The template's name (or the proposal's title) when not sent. */
    title: contractTitle.optional(),
    /** In cents, in the client's currency; fills {{contract.value}}. Default: the proposal's total. */
    value: centsSchema('value').optional(),
    variables: contractVariablesSchema.optional(),
    signers: signersSchema,
    /** Null: 30 days after sending. */
    expires_at: expiresAtSchema.optional(),
    signing_order: oneOf(SIGNING_ORDERS, 'signing_order').default('parallel'),
  })
  .refine((input) => input.client_id !== undefined || input.proposal_id !== undefined, {
    path: ['client_id'],
    message: 'client_id must be an id',
    params: { fieldCode: 'required' },
    // Said with the other fields' messages, not after they are fixed.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

/** A draft's changes; the text is filled again from the template with the new values. */
export const updateContractInput = z.object({
  id: recordIdSchema('id'),
  title: contractTitle.optional(),
  value: centsSchema('value').nullable().optional(),
  variables: contractVariablesSchema.optional(),
  signers: signersSchema.optional(),
  expires_at: expiresAtSchema.nullable().optional(),
  signing_order: oneOf(SIGNING_ORDERS, 'signing_order').optional(),
});

export const getContractsInput = z.object({
  status: oneOf(CONTRACT_STATUSES, 'status').optional(),
  client_id: referenceSchema('client_id').optional(),
  page: z
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .default(1),
  pageSize: z
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize is at least 1')
    .max(100, 'pageSize is at most 100')
    .default(25),
});

/** A signatory as the agency sees it: never the link token nor its hash. */
export const contractSignerSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  /** Signing order, from 1. */
  position: z.number().int().positive(),
  status: z.enum(SIGNER_STATUSES),
  signed: z.boolean(),
  sent_at: timestampSchema.nullable(),
  viewed_at: timestampSchema.nullable(),
  signed_at: timestampSchema.nullable(),
  declined_at: timestampSchema.nullable(),
  decline_reason: z.string().nullable(),
  signature_type: z.enum(SIGNATURE_TYPES).nullable(),
  reminders_sent: countSchema,
  last_reminded_at: timestampSchema.nullable(),
});
export type ContractSigner = z.infer<typeof contractSignerSchema>;

export const contractAuditEntrySchema = z.object({
  id: z.number().int(),
  signer_id: uuidSchema.nullable(),
  event: z.enum(CONTRACT_AUDIT_EVENTS),
  actor: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** What the event recorded; its keys depend on the event. */
  details: z.record(z.string(), z.unknown()),
  at: timestampSchema,
});
export type ContractAuditEntry = z.infer<typeof contractAuditEntrySchema>;

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/** A row of get_contracts. */
export const contractSummarySchema = z.object({
  id: uuidSchema,
  title: z.string(),
  client_id: uuidSchema,
  client_name: z.string(),
  project_id: uuidSchema.nullable(),
  project_name: z.string().nullable(),
  template_id: uuidSchema.nullable(),
  proposal_id: uuidSchema.nullable(),
  /** Cents, in `currency`; null when none was given. */
  value: z.number().int().nullable(),
  currency: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  signing_order: z.enum(SIGNING_ORDERS),
  expires_at: timestampSchema.nullable(),
  sent_at: timestampSchema.nullable(),
  signed_at: timestampSchema.nullable(),
  cancelled_at: timestampSchema.nullable(),
  declined_reason: z.string().nullable(),
  original_sha256: sha256Schema.nullable(),
  final_sha256: sha256Schema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  signatories: z.array(contractSignerSchema),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** get_contract, create_contract and update_contract answer this as `contract`. */
export const contractSchema = contractSummarySchema.extend({
  /** The frozen text: the clauses with every variable filled. */
  body: z.array(contractClauseSchema),
  /** The values the text was filled with. */
  variables: z.record(z.string(), z.string()),
  /** Oldest first. */
  audit: z.array(contractAuditEntrySchema),
});
export type Contract = z.infer<typeof contractSchema>;

/** get_contract, create_contract, update_contract, send_contract and cancel_contract. */
export const contractAnswer = z.object({ contract: contractSchema });

/** remind: the contract and how many signers were e-mailed a new link. */
export const remindedContractAnswer = z.object({ contract: contractSchema, reminded: countSchema });

export const contractPageSchema = listPageSchema('contracts', contractSummarySchema);

export type NewContract = z.input<typeof createContractInput>;
export type ContractChanges = z.input<typeof updateContractInput>;
export type ContractListQuery = z.input<typeof getContractsInput>;
