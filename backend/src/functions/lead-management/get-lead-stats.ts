import { leadManagement } from '@atelier/shared/actions';
import { leadStats } from '../../db/leads.ts';
import { implement } from '../registry.ts';

/**
 * Counts per status, the average score (one decimal), the total budget of leads not lost
 * (US dollars) and the leads created since the 1st of this month (UTC), in one query.
 */
export const getLeadStats = implement(leadManagement.actions.get_lead_stats, {
  handler: async (_input, { db }) => {
    const row = await leadStats(db);
    return {
      stats: {
        total: row.total,
        new: row.new,
        contacted: row.contacted,
        qualified: row.qualified,
        proposal: row.proposal,
        converted: row.converted,
        lost: row.lost,
        averageScore: row.average_score,
        totalValue: row.total_value,
        thisMonth: row.this_month,
      },
    };
  },
});
