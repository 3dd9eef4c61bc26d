import { dashboard } from '@atelier/shared/actions';
import { type ProjectStatus, projectStatuses } from '@atelier/shared/records';
import { agencyToday } from '../../db/agency-time.ts';
import { leadStats } from '../../db/leads.ts';
import { overviewSummary, recentActivity } from '../../db/overview.ts';
import { revenueStats } from '../../db/payments.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { implement } from '../registry.ts';
import { revenueStatsAnswer } from '../revenue-tracking/revenue-stats.ts';
import { toActivityItem } from './activity.ts';
import { upcomingEntries } from './upcoming.ts';

export const OLDEST_OVERDUE = 5;
export const RECENT_ACTIVITY = 10;

/**
 * Every figure of the admin dashboard in one request (docs/dashboard.md): lead stats and
 * revenue through the queries of their own functions, the rest from db/overview.ts and the
 * calendar. Read one after the other on the one connection of the request.
 */
export const getOverview = implement(dashboard.actions.get_overview, {
  handler: async (_input, { db }) => {
    const currency = await readAgencyCurrency(db);
    const leads = await leadStats(db);
    const revenue = await revenueStats(db);
    const summary = await overviewSummary(db, OLDEST_OVERDUE);
    const activity = await recentActivity(db, RECENT_ACTIVITY);
    const upcoming = await upcomingEntries(db, await agencyToday(db));

    const projectsByStatus = Object.fromEntries(
      projectStatuses.map((status) => [status, summary.projects_by_status[status] ?? 0]),
    ) as Record<ProjectStatus, number>;

    return {
      currency,
      leads: {
        total: leads.total,
        new: leads.new,
        contacted: leads.contacted,
        qualified: leads.qualified,
        proposal: leads.proposal,
        converted: leads.converted,
        lost: leads.lost,
        averageScore: leads.average_score,
        totalValue: leads.total_value,
        thisMonth: leads.this_month,
      },
      revenue: revenueStatsAnswer(revenue, currency),
      openProposals: {
        count: summary.open_proposals,
        total_cents: summary.open_proposals_cents,
      },
      projectsByStatus,
      overdueInvoices: {
        count: summary.overdue_invoices,
        balance_cents: summary.overdue_balance_cents,
        oldest: summary.overdue_oldest,
      },
      upcomingEvents: upcoming,
      recentActivity: activity.map(toActivityItem),
    };
  },
});
