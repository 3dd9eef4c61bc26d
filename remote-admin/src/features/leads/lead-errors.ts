import type { ApiFailure } from '@atelier/shared';

/**
 * The translation key (admin namespace) of a failed lead call. The server's own words are
 * English and may name internals, so the admin reads one of ours instead; field messages are
 * shown beside their fields by the form.
 */
const KEY_BY_CODE: Record<string, string> = {
  VALIDATION_FAILED: 'leads.errors.validation',
  NOT_FOUND: 'leads.errors.notFound',
  NETWORK_ERROR: 'leads.errors.network',
  SERVER_UNAVAILABLE: 'leads.errors.server',
  INTERNAL: 'leads.errors.server',
  FUNCTION_NOT_AVAILABLE: 'leads.errors.unavailable',
  RATE_LIMITED: 'leads.errors.rateLimited',
  UNAUTHORIZED: 'leads.errors.forbidden',
  FORBIDDEN: 'leads.errors.forbidden',
  CONFLICT: 'leads.errors.conflict',
  PAYLOAD_TOO_LARGE: 'leads.errors.tooLarge',
};

export function leadErrorKey(failure: Pick<ApiFailure, 'code' | 'error'> | null): string {
  if (!failure) return 'leads.errors.generic';
  // Demo data answers "Lead not found" as the original product did, whatever the code.
  if (failure.error === 'Lead not found') return 'leads.errors.notFound';
  return KEY_BY_CODE[failure.code] ?? 'leads.errors.generic';
}
