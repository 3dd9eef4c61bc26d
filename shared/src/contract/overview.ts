import { z } from 'zod';
import { ACTIVITY_TYPES, type ProjectStatus, projectStatuses } from '../records/index';
import { calendarEventSchema } from './calendar';
import { leadStatsSchema } from './leads';
import { countSchema, daySchema, timestampSchema, uuidSchema } from './record-fields';
import { revenueStatsSchema } from './revenue';

/**
 * The `dashboard` contract (docs/dashboard.md): every figure of the admin dashboard in one
 * answer. The action takes no input.
 */

/** One thing that happened: what (`type`, `subject`), who, when (`at`) and where to look. */
export const activityItemSchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  /** The lead, proposal, invoice or payment. */
  id: uuidSchema,
  /** A lead's company, a proposal's title, an invoice's number, a payment's invoice number. */
  subject: z.string().nullable(),
  /** The lead, the client (or lead) addressed, the client who paid; null when none. */
  who: z.string().nullable(),
  /** ISO 8601. */
  at: timestampSchema,
  amount_cents: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** The admin page of the record, a path of this site. */
  path: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const overdueInvoiceSchema = z.object({
  id: uuidSchema,
  number: z.string(),
  client: z.object({ id: uuidSchema, name: z.string(), company: z.string().nullable() }),
  balance_cents: z.number().int(),
  currency: z.string(),
  /** `YYYY-MM-DD`. */
  due_date: daySchema,
  days_overdue: z.number().int().positive(),
});
export type OverdueInvoice = z.infer<typeof overdueInvoiceSchema>;

const projectCounts = Object.fromEntries(
  projectStatuses.map((status) => [status, countSchema]),
) as Record<ProjectStatus, typeof countSchema>;

/** get_overview takes nothing. */
export const getOverviewInput = z.object({});

/** get_overview. */
export const overviewSchema = z.object({
  /** The agency's currency, of the open proposals and the overdue balance. */
  currency: z.string(),
  leads: leadStatsSchema,
  revenue: revenueStatsSchema,
  /** Sent and not expired. */
  openProposals: z.object({ count: countSchema, total_cents: z.number().int() }),
  projectsByStatus: z.object(projectCounts),
  overdueInvoices: z.object({
    count: countSchema,
    balance_cents: z.number().int(),
    oldest: z.array(overdueInvoiceSchema),
  }),
  /** The calendar's scheduled events and deadlines from `from` to `to` (7 days). */
  upcomingEvents: z.object({
    from: daySchema,
    to: daySchema,
    events: z.array(calendarEventSchema),
  }),
  /** The 10 newest, newest first. */
  recentActivity: z.array(activityItemSchema),
});
export type Overview = z.infer<typeof overviewSchema>;
