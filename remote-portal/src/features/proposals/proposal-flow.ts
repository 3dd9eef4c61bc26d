import type { ProposalStatus } from '@atelier/shared';
import type { ProposalFlow, ProposalFlowStep } from '@atelier/shared/contract';

/**
 * Where the client stands in "from proposal to signed and paid", read only from
 * `get_proposal`'s `flow` (docs/portal.md): the page never stores a step of its own, so
 * stopping and coming back shows the same thing.
 */
export type FlowSteps = ProposalFlow['steps'];
export type FlowStepName = keyof FlowSteps;

/** One entry of the progress line: a step the proposal has (never a `none` one). */
export type ProgressStep = { name: FlowStepName; state: Exclude<ProposalFlowStep, 'none'> };

const ORDER: readonly FlowStepName[] = ['proposal', 'contract', 'deposit'];

/** The steps to list, in order, leaving out those the proposal does not have. */
export function progressSteps(steps: FlowSteps): ProgressStep[] {
  const shown: ProgressStep[] = [];
  for (const name of ORDER) {
    const state = steps[name];
    if (state !== 'none') shown.push({ name, state });
  }
  return shown;
}

/** What the page shows under the progress line. */
export type FlowStage =
  /** Read and accept (or decline) the proposal. */
  | 'accept'
  /** Sign the contract in place. */
  | 'contract'
  /** Pay the deposit invoice. */
  | 'deposit'
  /** Every step done: the summary. */
  | 'done'
  /** Declined: what the client answered. */
  | 'declined'
  /** Expired before an answer: nothing to do but ask for a new one. */
  | 'expired';

export function flowStage(status: ProposalStatus, steps: FlowSteps): FlowStage {
  if (status === 'declined') return 'declined';
  if (steps.proposal === 'current') return status === 'sent' ? 'accept' : 'expired';
  if (steps.contract === 'current') return 'contract';
  if (steps.deposit === 'current') return 'deposit';
  return 'done';
}

/** The progress line is for a proposal on its way: not for one declined or expired. */
export const showsProgress = (stage: FlowStage): boolean =>
  stage !== 'declined' && stage !== 'expired';

/**
 * The signing token of an `open_signing` link (`…/sign/<token>`), for the page to read and
 * sign the contract in place instead of going there; null when the link has no token.
 */
export function signingTokenOf(url: string): string | null {
  const match = /\/sign\/([^/?#]+)/.exec(url);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
