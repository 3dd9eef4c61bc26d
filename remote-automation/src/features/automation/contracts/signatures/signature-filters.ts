import type { SignatureFilter, SignatureRow } from '@atelier/shared';
import { SIGNATURE_FILTERS } from '@atelier/shared/contract';

/**
 * The E-Signatures view's state in the URL and what each row allows. The filter lives in
 * `?signer_status=` beside `?tab=contracts&view=signatures` (absent: `waiting`, the worklist),
 * so a filtered list can be linked to; the signer's contract opens in the Active Contracts
 * view's details dialog (`?contract=`).
 */
export const SIGNER_STATUS_PARAM = 'signer_status';

export const DEFAULT_SIGNATURE_FILTER: SignatureFilter = 'waiting';

/** The automatic reminders a signer gets at most (days 5, 7, 9, 11, 13; docs/contracts.md). */
export const MAX_REMINDERS = 5;

/** A value the view does not know reads as the default. */
export const signatureFilterOf = (value: string | null): SignatureFilter =>
  SIGNATURE_FILTERS.find((filter) => filter === value) ?? DEFAULT_SIGNATURE_FILTER;

export const signatureFilterFromQuery = (params: URLSearchParams): SignatureFilter =>
  signatureFilterOf(params.get(SIGNER_STATUS_PARAM));

/** The URL after choosing a filter; everything else kept, the default left out. */
export function withSignatureFilter(
  params: URLSearchParams,
  filter: SignatureFilter,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter === DEFAULT_SIGNATURE_FILTER) next.delete(SIGNER_STATUS_PARAM);
  else next.set(SIGNER_STATUS_PARAM, filter);
  return next;
}

/**
 * The search of a contract's details in Active Contracts. Only the language is carried over:
 * this view's filter means nothing there, as switching tabs drops filters too.
 */
export function contractDetailsSearch(params: URLSearchParams, contractId: string): string {
  const next = new URLSearchParams({ tab: 'contracts', view: 'active', contract: contractId });
  const language = params.get('lng');
  if (language) next.set('lng', language);
  return `?${next.toString()}`;
}

/**
 * What a row offers for a new link: nothing for a signer who is done or a contract no longer
 * out; `ready` when the server would accept `remind` now; else why not (the contract's expiry
 * has passed though the hourly sweep has not marked it yet, or an earlier signer comes first).
 */
export type ResendState = 'none' | 'ready' | 'expired' | 'notTheirTurn';

export function resendState(row: SignatureRow, now: Date): ResendState {
  const isSettled = row.status === 'signed' || row.status === 'declined';
  if (isSettled || row.contract_status !== 'sent') return 'none';
  if (row.can_remind) return 'ready';
  if (row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()) return 'expired';
  return 'notTheirTurn';
}
