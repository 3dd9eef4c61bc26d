import { z } from 'zod';
import {
  findLead,
  type LeadValues,
  recordStatusChanges,
  updateLead as writeLead,
} from '../../db/leads.ts';
import { defineAction } from '../registry.ts';
import { isUuid, leadFieldSchemas, leadIdSchema } from './lead-fields.ts';
import { leadNotFound, toLead } from './lead-view.ts';
import { scoreLead } from './scoring.ts';
import { loadScoringCriteria } from './scoring-criteria.ts';

const f = leadFieldSchemas;

/**
 * Only the fields sent change; null clears an optional field. Notes may be as long as the
 * merged follow-ups made them. Read-only fields (score, grade, dates) are ignored if sent.
 */
export const updateLeadInput = z.object({
  id: leadIdSchema,
  name: f.name.optional(),
  email: f.email.optional(),
  phone: f.phone.optional(),
  company: f.company.optional(),
  company_size: f.company_size.optional(),
  project_type: f.project_type.optional(),
  budget: f.budget.optional(),
  timeline: f.timeline.optional(),
  notes: f.editedNotes.optional(),
  source: f.source.optional(),
  status: f.status.optional(),
  utm_source: f.utm_source.optional(),
  utm_medium: f.utm_medium.optional(),
  utm_campaign: f.utm_campaign.optional(),
  utm_term: f.utm_term.optional(),
  utm_content: f.utm_content.optional(),
});

/** Changes a lead, re-scores it, and records a status change in its history. */
export const updateLead = defineAction({
  access: 'admin',
  input: updateLeadInput,
  handler: async ({ id, ...changes }, { db, caller }) => {
    if (!isUuid(id)) throw leadNotFound();
    const criteria = await loadScoringCriteria(db);
    const lead = await db.transaction(async (tx) => {
      const current = await findLead(tx, id, { forUpdate: true });
      if (!current) throw leadNotFound();
      const next: LeadValues = { ...current, ...definedOnly(changes) };
      next.score = scoreLead(next, criteria).score;
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
