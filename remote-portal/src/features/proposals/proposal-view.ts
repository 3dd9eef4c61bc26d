import type { BadgeTone, Format, ProposalStatus } from '@atelier/shared';
import type { PortalProposal } from '@atelier/shared/contract';

export const proposalStatusTone: Record<ProposalStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'warning',
  accepted: 'success',
  declined: 'danger',
  expired: 'neutral',
};

export type TotalLine = {
  kind: 'subtotal' | 'discount' | 'tax' | 'total';
  cents: number;
};

/**
 * The totals the document prints, as the server computed them: the subtotal, the discount
 * and tax only when there is one, and the total. The discount shows as money taken off.
 */
export function proposalTotals(
  proposal: Pick<
    PortalProposal,
    'subtotal_cents' | 'discount_cents' | 'tax_rate_bp' | 'tax_cents' | 'total_cents'
  >,
): TotalLine[] {
  const lines: TotalLine[] = [{ kind: 'subtotal', cents: proposal.subtotal_cents }];
  if (proposal.discount_cents > 0)
    lines.push({ kind: 'discount', cents: -proposal.discount_cents });
  if (proposal.tax_rate_bp > 0) lines.push({ kind: 'tax', cents: proposal.tax_cents });
  lines.push({ kind: 'total', cents: proposal.total_cents });
  return lines;
}

/** A tax rate in basis points as the reader writes a percentage: 2000 → "20%" / "20 %". */
export const taxRateText = (rateBp: number, format: Format): string =>
  format.ratio(rateBp / 10_000, 2);

/** Only a sent proposal (not expired, not answered) takes an answer; the server agrees. */
export const canAnswerProposal = (proposal: Pick<PortalProposal, 'status'>): boolean =>
  proposal.status === 'sent';

/** A decline's reason is optional; the server keeps at most `max` characters of it. */
export const isReasonTooLong = (reason: string, max: number): boolean => reason.trim().length > max;

/**
 * What keeps an acceptance from being sent, as translation keys: the consent box not ticked
 * (the server's "Agree to sign electronically to accept") and the signature's own problem.
 */
export function acceptanceProblems(
  hasConsent: boolean,
  signatureProblemKey: string | null,
): { consent: string | null; signature: string | null } {
  return {
    consent: hasConsent ? null : 'proposals.flow.accept.consentRequired',
    signature: signatureProblemKey,
  };
}
