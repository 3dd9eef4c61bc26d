import { failureText, type WordedFailure } from '@atelier/shared';

/**
 * What the admin reads when a lead call fails, in their language: the shared wording of every
 * app (`failureText`) from the failure's code, reason and params, never the server's English
 * (which may name internals); field messages are shown beside their fields by the form.
 */
export function leadFailureText(failure: WordedFailure | null): string {
  // Demo data answers "Lead not found" as the original product did, whatever the code.
  if (failure?.error === 'Lead not found') return failureText({ code: 'NOT_FOUND' });
  return failureText(failure);
}
