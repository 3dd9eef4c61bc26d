import {
  type ApiFailure,
  type FailureWording,
  type Format,
  failureWording,
  type SigningDocument,
  type WordedFailure,
} from '@atelier/shared';

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
export function formatContractValue(cents: number, currency: string, format: Format): string {
  try {
    return format.money(cents, currency);
  } catch {
    return `${format.number(cents / 100)} ${currency}`;
  }
}

/** Either a translation key of the portal namespace or the server's own words. */
export type SigningMessage = FailureWording;

/**
 * What a signer reads when a call fails: `signing.errors.*` for what the browser detects
 * itself, else the shared wording of the failure's reason ("This signing link expired on
 * November 25, 2026. Ask Atelier for a new one.") in the signer's language.
 */
export const signingFailureMessage = (failure: WordedFailure): SigningMessage =>
  failureWording(failure, 'signing.errors');

/** A link that cannot be used (unknown, replaced, withdrawn, expired) is final: no retry offered. */
export const isFinalLinkFailure = (failure: Pick<ApiFailure, 'code'>): boolean =>
  failure.code === 'NOT_FOUND' ||
  failure.code === 'CONFLICT' ||
  failure.code === 'VALIDATION_FAILED';
