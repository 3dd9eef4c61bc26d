import type { ApiFailure, SigningDocument } from '@atelier/shared';

/**
 * What the signing page offers, derived from `get_document`'s answer alone, so a later visit
 * to the same link shows the same thing as the moment right after signing.
 */
export type SigningStage =
  | { kind: 'can_sign' }
  | { kind: 'waiting'; name: string }
  | { kind: 'signed'; isComplete: boolean }
  | { kind: 'declined'; byMe: boolean }
  | { kind: 'closed' };

export function signingStage(doc: SigningDocument): SigningStage {
  if (doc.signer.status === 'signed') {
    return { kind: 'signed', isComplete: doc.contract.status === 'signed' };
  }
  if (doc.signer.status === 'declined') return { kind: 'declined', byMe: true };
  if (doc.contract.status === 'declined') return { kind: 'declined', byMe: false };
  if (doc.can_sign) return { kind: 'can_sign' };
  if (doc.contract.status === 'sent' && doc.waiting_for) {
    return { kind: 'waiting', name: doc.waiting_for };
  }
  return { kind: 'closed' };
}

/** The signer may still decline while the contract is out for signature and they have not signed. */
export const canDecline = (doc: SigningDocument): boolean =>
  doc.contract.status === 'sent' &&
  doc.signer.status !== 'signed' &&
  doc.signer.status !== 'declined';

/** Whole cents in `currency`, in the reader's language; an unknown code is printed beside it. */
export function formatContractValue(cents: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  } catch {
    const amount = new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(
      cents / 100,
    );
    return `${amount} ${currency}`;
  }
}

/** Either a translation key of the portal namespace or the server's own words. */
export type SigningMessage = { key: string } | { text: string };

/**
 * What a signer reads when a call fails: failures the browser detects itself and generic ones
 * are translated; the server's specific sentences ("This signing link has expired on …; ask …
 * for a new one") say what to do, so they are shown as they came.
 */
export function signingFailureMessage(failure: Pick<ApiFailure, 'code' | 'error'>): SigningMessage {
  switch (failure.code) {
    case 'NETWORK_ERROR':
      return { key: 'signing.errors.network' };
    case 'SERVER_UNAVAILABLE':
    case 'FUNCTION_NOT_AVAILABLE':
      return { key: 'signing.errors.unavailable' };
    case 'RATE_LIMITED':
      return { key: 'signing.errors.rateLimited' };
    case 'INTERNAL':
      return { key: 'signing.errors.generic' };
    default:
      return failure.error.trim() ? { text: failure.error } : { key: 'signing.errors.generic' };
  }
}

/** A link that cannot be used (unknown, replaced, withdrawn, expired) is final: no retry offered. */
export const isFinalLinkFailure = (failure: Pick<ApiFailure, 'code'>): boolean =>
  failure.code === 'NOT_FOUND' ||
  failure.code === 'CONFLICT' ||
  failure.code === 'VALIDATION_FAILED';
