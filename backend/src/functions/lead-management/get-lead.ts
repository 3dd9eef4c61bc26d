import { leadManagement } from '@atelier/shared/actions';
import { isUuid } from '@atelier/shared/contract';
import { listLeadBookings } from '../../db/booking.ts';
import { findLead, listStatusHistory } from '../../db/leads.ts';
import { findLeadSignals } from '../../db/scored-leads.ts';
import { implement } from '../registry.ts';
import { leadNotFound, toLead } from './lead-view.ts';
import { scoreLead } from './scoring.ts';
import { loadScoringCriteria } from './scoring-criteria.ts';

/**
 * One lead, its status history (oldest first) and why it scores what it scores, by the
 * criteria as they are now (decaying ones faded as of now), and the calls it booked.
 */
export const getLead = implement(leadManagement.actions.get_lead, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw leadNotFound();
    const row = await findLead(db, id);
    if (!row) throw leadNotFound();
    const history = await listStatusHistory(db, id);
    const signals = await findLeadSignals(db, id);
    const scoring = scoreLead(
      { ...row, pages_viewed: signals?.pages_viewed ?? 0 },
      await loadScoringCriteria(db),
      { now: new Date(), lastActivity: signals?.last_activity ?? row.updated_at },
    );
    const bookings = await listLeadBookings(db, id);
    return { lead: toLead(row), history, scoring, bookings };
  },
});
