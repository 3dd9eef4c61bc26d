import { formatFor } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  changesCommentProblem,
  deliverableActions,
  deliverablesInOrder,
  progressText,
} from './project-view';

describe('progressText', () => {
  it('writes the share as the reader writes a percentage', () => {
    expect(progressText(60, formatFor('en'))).toBe('60%');
    // French puts a narrow no-break space before the sign.
    expect(progressText(60, formatFor('fr')).replace(/\s/g, ' ')).toBe('60 %');
  });

  it('keeps the share within 0–100', () => {
    expect(progressText(250, formatFor('en'))).toBe('100%');
  });
});

describe('deliverableActions', () => {
  it('lets the client answer only a deliverable awaiting their approval', () => {
    expect(deliverableActions({ status: 'awaiting_approval', client_comment: null })).toEqual({
      canApprove: true,
      canRequestChanges: true,
      showsComment: false,
    });
    for (const status of ['approved', 'changes_requested', 'draft'] as const) {
      const actions = deliverableActions({ status, client_comment: null });
      expect(actions.canApprove).toBe(false);
      expect(actions.canRequestChanges).toBe(false);
    }
  });

  it('shows the client’s comment once they answered with one', () => {
    expect(
      deliverableActions({ status: 'changes_requested', client_comment: 'Bigger logo' })
        .showsComment,
    ).toBe(true);
    expect(deliverableActions({ status: 'approved', client_comment: '  ' }).showsComment).toBe(
      false,
    );
  });
});

describe('deliverablesInOrder', () => {
  it('puts the awaiting ones first and keeps the server’s order otherwise', () => {
    const list = [
      { id: 'a', status: 'approved' as const },
      { id: 'b', status: 'awaiting_approval' as const },
      { id: 'c', status: 'changes_requested' as const },
      { id: 'd', status: 'awaiting_approval' as const },
    ];
    expect(deliverablesInOrder(list).map((item) => item.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('changesCommentProblem', () => {
  it('needs a comment, at most the server’s limit', () => {
    expect(changesCommentProblem('   ', 10)).toBe('required');
    expect(changesCommentProblem('x'.repeat(11), 10)).toBe('tooLong');
    expect(changesCommentProblem(' Bigger logo ', 20)).toBeNull();
  });
});
