import type { ApiFailure } from '@atelier/shared';

/**
 * The message of a failed proposal, invoice or payment call, as a translation key (admin
 * namespace) or, for a conflict we have no words for, the server's own sentence: conflicts
 * are written for people ("cancel it and issue a new one") and say what to do.
 */
const KEY_BY_CODE: Record<string, string> = {
  VALIDATION_FAILED: 'lineItems.errors.validation',
  NOT_FOUND: 'lineItems.errors.notFound',
  NETWORK_ERROR: 'lineItems.errors.network',
  SERVER_UNAVAILABLE: 'lineItems.errors.server',
  INTERNAL: 'lineItems.errors.server',
  FUNCTION_NOT_AVAILABLE: 'lineItems.errors.unavailable',
  RATE_LIMITED: 'lineItems.errors.rateLimited',
  UNAUTHORIZED: 'lineItems.errors.forbidden',
  FORBIDDEN: 'lineItems.errors.forbidden',
  PAYLOAD_TOO_LARGE: 'lineItems.errors.tooLarge',
};

/** Conflicts of docs/records.md whose sentence we translate. */
const KEY_BY_MESSAGE: Record<string, string> = {
  'This proposal was already accepted': 'lineItems.errors.alreadyAccepted',
  'A sent invoice cannot be edited; cancel it and issue a new one': 'lineItems.errors.sentInvoice',
};

export type FailureMessage = { key: string } | { text: string };

export function documentFailure(
  failure: Pick<ApiFailure, 'code' | 'error'> | null,
): FailureMessage {
  if (!failure) return { key: 'lineItems.errors.generic' };
  const known = KEY_BY_MESSAGE[failure.error];
  if (known) return { key: known };
  if (failure.code === 'CONFLICT') return { text: failure.error };
  return { key: KEY_BY_CODE[failure.code] ?? 'lineItems.errors.generic' };
}

/** The failure in the admin's words, with `t` of the admin namespace. */
export const failureText = (
  t: (key: string) => string,
  failure: Pick<ApiFailure, 'code' | 'error'> | null,
): string => {
  const message = documentFailure(failure);
  return 'key' in message ? t(message.key) : message.text;
};
