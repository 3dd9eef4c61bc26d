import { z } from 'zod';
import type { ContractClause } from './contract-templates';
import { type ContractStatus, SIGNATURE_TYPES, type SignerStatus } from './contracts';
import { text } from './fields';
import { oneOf, requiredText } from './record-fields';

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

/** Typed: the name, 1–200 characters on one line. Drawn: a PNG data URL (checked when signing). */
const signatureSchema = z
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
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
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
    .regex(/^[0-9a-fA-F]{64}$/, 'sha256 must be 64 hexadecimal digits')
    .transform((value) => value.toLowerCase()),
});

/** What the signing page shows: the frozen text and where the signing stands. */
export type SigningDocument = {
  contract: {
    title: string;
    agency: string;
    /** Whole cents in `currency`; null when the contract has no value. */
    value: number | null;
    currency: string;
    body: ContractClause[];
    expires_at: string | null;
    status: ContractStatus;
    /** When the last signer signed. */
    signed_at: string | null;
  };
  signer: { name: string; email: string; role: string | null; status: SignerStatus };
  /** Every signer in signing order, without e-mails (the link's holder needs only names). */
  signers: Array<{ name: string; role: string | null; status: SignerStatus }>;
  consent_text: string;
  /** Whether this signer may sign now; `waiting_for` names whom a sequential order waits on. */
  can_sign: boolean;
  waiting_for: string | null;
  /** `download {token}` gives the final PDF once signed, else the original. */
  document: 'final' | 'original';
};

/** `download {token}`: the PDF as base64 (a signing page has no account to fetch it with). */
export type SigningDownload = {
  file_name: string;
  content_type: 'application/pdf';
  document: 'final' | 'original';
  sha256: string;
  base64: string;
};

export type VerifyResult =
  | {
      match: true;
      document: 'final' | 'original';
      contract: {
        title: string;
        status: ContractStatus;
        completed_at: string | null;
        signers: Array<{ name: string; signed_at: string | null }>;
      };
    }
  | { match: false };
