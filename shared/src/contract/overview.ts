import type { ActivityType, ProjectStatus } from '../records/index';
import type { CalendarEvent } from './calendar';
import type { LeadStats } from './leads';
import type { RevenueStats } from './revenue';

/**
 * The `dashboard` contract (docs/dashboard.md): every figure of the admin dashboard in one
 * answer. Types only: the action takes no input.
 */

/** One thing that happened: what (`type`, `subject`), who, when (`at`) and where to look. */
export type ActivityItem = {
  type: ActivityType;
  /** The lead, proposal, invoice or payment. */
  id: string;
  /** A lead's company, a proposal's title, an invoice's number, a payment's invoice number. */
  subject: string | null;
  /** The lead, the client (or lead) addressed, the client who paid; null when none. */
  who: string | null;
  /** ISO 8601. */
  at: string;
  amount_cents: number | null;
  currency: string | null;
  /** The admin page of the record, a path of this site. */
  path: string;
};

export type OverdueInvoice = {
  id: string;
  number: string;
  client: { id: string; name: string; company: string | null };
  balance_cents: number;
  currency: string;
  /** `YYYY-MM-DD`. */
  due_date: string;
  days_overdue: number;
};

export type Overview = {
  /** The agency's currency, of the open proposals and the overdue balance. */
  currency: string;
  leads: LeadStats;
  revenue: RevenueStats;
  /** Sent and not expired. */
  openProposals: { count: number; total_cents: number };
  projectsByStatus: Record<ProjectStatus, number>;
  overdueInvoices: { count: number; balance_cents: number; oldest: OverdueInvoice[] };
  /** The calendar's scheduled events and deadlines from `from` to `to` (7 days). */
  upcomingEvents: { from: string; to: string; events: CalendarEvent[] };
  /** The 10 newest, newest first. */
  recentActivity: ActivityItem[];
};
