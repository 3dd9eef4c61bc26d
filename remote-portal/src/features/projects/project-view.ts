import type { BadgeTone, Format, ProjectStatus } from '@atelier/shared';
import type { Deliverable, DeliverableStatus } from '@atelier/shared/contract';
import { clampProgress } from '@atelier/shared/kit';

/** A progress share as the reader writes it ("60%", "60 %"), whole and within 0–100. */
export const progressText = (percent: number, format: Format): string =>
  format.ratio(clampProgress(percent) / 100, 0);

export const projectStatusTone: Record<ProjectStatus, BadgeTone> = {
  planning: 'neutral',
  in_progress: 'primary',
  review: 'info',
  on_hold: 'warning',
  completed: 'success',
  cancelled: 'danger',
};

export const deliverableStatusTone: Record<DeliverableStatus, BadgeTone> = {
  draft: 'neutral',
  awaiting_approval: 'warning',
  approved: 'success',
  changes_requested: 'info',
};

/**
 * What the client may do with a deliverable: answer only one awaiting their approval (the
 * server refuses any other with 409); the others show their state and the client's comment.
 */
export function deliverableActions(deliverable: Pick<Deliverable, 'status' | 'client_comment'>) {
  const canRespond = deliverable.status === 'awaiting_approval';
  return {
    canApprove: canRespond,
    canRequestChanges: canRespond,
    showsComment: !canRespond && Boolean(deliverable.client_comment?.trim()),
  };
}

/** Awaiting ones first (they need the client), the rest in the server's newest-first order. */
export function deliverablesInOrder<T extends Pick<Deliverable, 'status'>>(
  list: readonly T[],
): T[] {
  const awaiting = list.filter((item) => item.status === 'awaiting_approval');
  return [...awaiting, ...list.filter((item) => item.status !== 'awaiting_approval')];
}

export type CommentProblem = 'required' | 'tooLong' | null;

/** The changes comment as the server checks it: required, at most `max` characters. */
export function changesCommentProblem(comment: string, max: number): CommentProblem {
  const text = comment.trim();
  if (!text) return 'required';
  if (text.length > max) return 'tooLong';
  return null;
}
