import { z } from 'zod';
import { contractClauseSchema } from './contract-templates';
import { CONTRACT_STATUSES, SIGNATURE_TYPES, SIGNER_STATUSES } from './contracts';
import { codedPattern, text } from './fields';
import { oneOf, requiredText, timestampSchema } from './record-fields';

/**
 * The public `e-signature` contract (docs/contracts.md, "The signing function"): a signer's
 * link token is the credential, so no answer names another signer's e-mail, any token or hash,
 * or anyone's signature image.
 */

export const E_SIGNATURE_LIMITS = {
  token: 512,
  typedSignature: 200,
  /** The column's limit (octets): a PNG of a pen stroke is a few kB; 512 KB PNGs stay out. */
  drawnSignature: 200_000,
  declineReason: 1000,
} as const;

/** The sentence the signer agrees to; the page shows it and the audit entry records it. */
export const E_SIGNATURE_CONSENT_TEXT =
  'I agree to sign this document electronically. My electronic signature is the legal ' +
  'equivalent of my handwritten signature, and I consent to receive this document and any ' +
  'related notices electronically.';

const L = E_SIGNATURE_LIMITS;

/** Any text: an unknown token is a 404, not a 400, so a link's form is not revealed. */
const tokenSchema = text({ what: 'token', error: 'token is required' })
  .min(1, 'token is required')
  .max(L.token, 'token is not a signing link');

export const signingTokenInput = z.object({ token: tokenSchema });

const DRAWN_PREFIX = 'data:image/png;base64,';

/**
 * Typed: the name, 1–200 characters on one line. Drawn: a PNG data URL (checked when signing).
 * A proposal's acceptance in the portal takes the same signature (`respondToProposalInput`).
 */
export const signatureSchema = z
  .object(
    {
      type: oneOf(SIGNATURE_TYPES, 'signature.type'),
      value: text({ what: 'Signature', error: 'Signature is required' }),
    },
    { error: 'signature must be an object {type, value}' },
  )
  .superRefine((signature, ctx) => {
    const problem =
      signature.type === 'typed' ? typedProblem(signature.value) : drawnProblem(signature.value);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: problem,
        params: { fieldCode: 'invalid_signature' },
      });
    }
  })
  .transform((signature) =>
    signature.type === 'typed' ? { ...signature, value: signature.value.trim() } : signature,
  );

function typedProblem(value: string): string | null {
  const name = value.trim();
  if (name === '') return 'Type your name to sign';
  if (name.length > L.typedSignature) {
    return `A typed signature is at most ${L.typedSignature} characters`;
  }
  return null;
}

function drawnProblem(value: string): string | null {
  if (!value.startsWith(DRAWN_PREFIX)) return 'A drawn signature must be a PNG image';
  if (value.length > L.drawnSignature) return 'The drawn signature is too large';
  return null;
}

export const signInput = z.object({
  token: tokenSchema,
  signature: signatureSchema,
  consent: z.literal(true, { error: 'Agree to sign electronically to sign' }),
});

export const declineInput = z.object({
  token: tokenSchema,
  reason: requiredText(L.declineReason, 'Reason', { multiline: true }),
});

export const verifyInput = z.object({
  sha256: text({ what: 'sha256', error: 'sha256 is required' })
    .trim()
    .regex(
      codedPattern(/^[0-9a-fA-F]{64}$/, 'sha256_format'),
      'sha256 must be 64 hexadecimal digits',
    )
    .transform((value) => value.toLowerCase()),
});

/** What the signing page shows: the frozen text and where the signing stands. */
export const signingDocumentSchema = z.object({
  contract: z.object({
    title: z.string(),
    agency: z.string(),
    /** Whole cents in `currency`; null when the contract has no value. */
    value: z.number().int().nullable(),
    currency: z.string(),
    body: z.array(contractClauseSchema),
    expires_at: timestampSchema.nullable(),
    status: z.enum(CONTRACT_STATUSES),
    /** When the last signer signed. */
    signed_at: timestampSchema.nullable(),
  }),
  signer: z.object({
    name: z.string(),
    email: z.string(),
    role: z.string().nullable(),
    status: z.enum(SIGNER_STATUSES),
  }),
  /** Every signer in signing order, without e-mails (the link's holder needs only names). */
  signers: z.array(
    z.object({ name: z.string(), role: z.string().nullable(), status: z.enum(SIGNER_STATUSES) }),
  ),
  consent_text: z.string(),
  /** Whether this signer may sign now; `waiting_for` names whom a sequential order waits on. */
  can_sign: z.boolean(),
  waiting_for: z.string().nullable(),
  /** `download {token}` gives the final PDF once signed, else the original. */
  document: z.enum(['final', 'original']),
});
export type SigningDocument = z.infer<typeof signingDocumentSchema>;

/** `download {token}`: the PDF as base64 (a signing page has no account to fetch it with). */
export const signingDownloadSchema = z.object({
  file_name: z.string(),
  content_type: z.literal('application/pdf'),
  document: z.enum(['final', 'original']),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
});
export type SigningDownload = z.infer<typeof signingDownloadSchema>;

export const verifyResultSchema = z.union([
  z.object({
    match: z.literal(true),
    document: z.enum(['final', 'original']),
    contract: z.object({
      title: z.string(),
      status: z.enum(CONTRACT_STATUSES),
      completed_at: timestampSchema.nullable(),
      signers: z.array(z.object({ name: z.string(), signed_at: timestampSchema.nullable() })),
      /**
       * The digital seal of the signed copy: who sealed it (the agency's name then), when, the
       * certificate's SHA-256 fingerprint and whether a timestamp authority dated it. Null for
       * the original, and for a copy sealed before seals existed.
       */
      seal: z
        .object({
          sealed_by: z.string(),
          sealed_at: timestampSchema,
          fingerprint: z.string(),
          timestamped: z.boolean(),
        })
        .nullable(),
    }),
  }),
  z.object({ match: z.literal(false) }),
]);
export type VerifyResult = z.infer<typeof verifyResultSchema>;

/** The signer's and the agency's `download`: the PDF as base64. */
export const signingDownloadAnswer = z.object({ file: signingDownloadSchema });
/** `sign`: whether that signature completed the contract. */
export const signedAnswer = z.object({ signed: z.literal(true), completed: z.boolean() });
/** `decline`. */
export const declinedAnswer = z.object({ declined: z.literal(true) });
