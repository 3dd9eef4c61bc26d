import { leadStatsAnswer } from '@atelier/shared/contract';
import { leadStats } from '../../db/leads.ts';
import { defineAction } from '../registry.ts';

/**
 * Counts per status, the average score (one decimal), the total budget of leads not lost
 * (US dollars) and the leads created since the 1st of this month (UTC), in one query.
 */
export const getLeadStats = defineAction({
  access: 'admin',
  output: leadStatsAnswer,
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
