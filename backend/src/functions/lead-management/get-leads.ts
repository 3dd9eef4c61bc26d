import { dateOrDateTime, text } from '@atelier/shared/contract';
import { z } from 'zod';
import { type LeadListQuery, leadSortColumns, listLeads } from '../../db/leads.ts';
import { defineAction } from '../registry.ts';
import { leadProjectTypes, leadSources, leadStatuses } from './lead-fields.ts';
import { toLead } from './lead-view.ts';
import { gradeRanges, grades } from './scoring.ts';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** A filter given as one value or a list of them. */
const oneOrMany = <const T extends readonly [string, ...string[]]>(values: T, what: string) => {
  const value = z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });
  return z
    .union([value, z.array(value).max(values.length)], {
      error: `${what} must be one of: ${values.join(', ')}, or a list of them`,
    })
    .transform((chosen) => (Array.isArray(chosen) ? chosen : [chosen]))
    .optional();
};

const dateFilter = (what: string) => dateOrDateTime(what).optional();

export const getLeadsInput = z.object({
  status: oneOrMany(leadStatuses, 'Status'),
  source: oneOrMany(leadSources, 'Source'),
  grade: oneOrMany(grades as ['A', 'B', 'C', 'D'], 'Grade'),
  project_type: oneOrMany(leadProjectTypes, 'Project type'),
  created_from: dateFilter('created_from'),
  created_to: dateFilter('created_to'),
  search: text({ what: 'search' })
    .trim()
    .max(200, 'search must be at most 200 characters')
    .optional(),
  sort: z
    .enum(leadSortColumns, { error: `sort must be one of: ${leadSortColumns.join(', ')}` })
    .default('created_at'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  page: z
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .default(1),
  pageSize: z
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize is at least 1')
    .max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
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
    scoreRanges: input.grade?.map((grade) => gradeRanges[grade]),
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

/** One page of leads, filtered and sorted, with how many match in all. */
export const getLeads = defineAction({
  access: 'admin',
  input: getLeadsInput,
  handler: async (input, { db }) => {
    const { rows, total } = await listLeads(db, toListQuery(input));
    return { leads: rows.map(toLead), total, page: input.page, pageSize: input.pageSize };
  },
});
