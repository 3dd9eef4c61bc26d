import { leadManagement } from '@atelier/shared/actions';
import { isUuid, type LeadValues } from '@atelier/shared/contract';
import { findLead, recordStatusChanges, updateLead as writeLead } from '../../db/leads.ts';
import { findLeadSignals } from '../../db/scored-leads.ts';
import { implement } from '../registry.ts';
import { leadNotFound, toLead } from './lead-view.ts';
import { scoreLead } from './scoring.ts';
import { loadScoringCriteria } from './scoring-criteria.ts';

/**
 * Changes a lead, re-scores it (with its stored page count; an edit is its last activity, so
 * nothing has faded), and records a status change in its history.
 */
export const updateLead = implement(leadManagement.actions.update_lead, {
  handler: async ({ id, ...changes }, { db, caller }) => {
    if (!isUuid(id)) throw leadNotFound();
    const criteria = await loadScoringCriteria(db);
    const lead = await db.transaction(async (tx) => {
      const current = await findLead(tx, id, { forUpdate: true });
      if (!current) throw leadNotFound();
      const next: LeadValues = { ...current, ...definedOnly(changes) };
      const pagesViewed = (await findLeadSignals(tx, id))?.pages_viewed ?? 0;
      next.score = scoreLead({ ...next, pages_viewed: pagesViewed }, criteria).score;
      const updated = await writeLead(tx, id, next);
      if (!updated) throw leadNotFound();
      if (updated.status !== current.status) {
        await recordStatusChanges(tx, [
          {
            leadId: id,
            fromStatus: current.status,
            toStatus: updated.status,
            changedBy: caller.userId,
          },
        ]);
      }
      return updated;
    });
    return { lead: toLead(lead) };
  },
});

/** Drops the keys that were not sent, so they keep their stored value. */
function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
