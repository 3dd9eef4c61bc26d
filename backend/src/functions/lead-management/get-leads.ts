import { leadManagement } from '@atelier/shared/actions';
import { GRADE_RANGES, type getLeadsInput } from '@atelier/shared/contract';
import type { z } from 'zod';
import { type LiveSessionRoleColumn, withLiveSessionRole } from '../../auth/sessions.ts';
import { type LeadListPage, type LeadListQuery, leadListStatement } from '../../db/leads.ts';
import { implement } from '../registry.ts';

type GetLeadsInput = z.output<typeof getLeadsInput>;

const isDateOnly = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

const nextDay = (date: string): string => {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
};

/** A date alone means that whole day (UTC) for created_to; a date-time is taken as it is. */
function toListQuery(input: GetLeadsInput): LeadListQuery {
  const to = input.created_to;
  return {
    statuses: input.status,
    sources: input.source,
    projectTypes: input.project_type,
    scoreRanges: input.grade?.map((grade) => GRADE_RANGES[grade]),
    createdFrom: input.created_from,
    createdBefore: to && isDateOnly(to) ? nextDay(to) : undefined,
    createdUntil: to && !isDateOnly(to) ? to : undefined,
    search: input.search || undefined,
    sort: input.sort,
    order: input.order,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  };
}

/**
 * One page of leads, filtered and sorted, with how many match in all. The admin list's read:
 * the session check, the count and the page are one statement (docs/leads.md#reading-leads).
 */
export const getLeads = implement(leadManagement.actions.get_leads, {
  sessionCheck: 'in-statement',
  handler: async (input, { db, caller, confirmSession }) => {
    const { sql, params } = withLiveSessionRole(leadListStatement(toListQuery(input)), caller);
    const [page] = await db.query<LeadListPage & LiveSessionRoleColumn>(sql, params);
    confirmSession(page?.session_role ?? null);
    return {
      leads: page?.rows ?? [],
      total: page?.total ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
