import { z } from 'zod';
import { calendarDate } from './fields';
import type { LeadProjectType, LeadSource, LeadStatus } from './leads';

/**
 * The `business-intelligence` contract (docs/business-intelligence.md): the agency's figures
 * over a range of calendar days. Amounts are integer cents with a currency. The range's
 * defaults and its longest span (`INSIGHTS_MAX_YEARS`) are applied by the server.
 */

const day = (what: string) => calendarDate(what).optional();

/** `get_insights` as sent; the server resolves the defaults and checks the span. */
export const insightsQuerySchema = z.object({ from: day('from'), to: day('to') });

export type InsightsQuery = {
  /** First day, `YYYY-MM-DD`, included; default the first day of the month 11 months back. */
  from?: string;
  /** Last day, `YYYY-MM-DD`, included; default the agency's today (its time zone). */
  to?: string;
};

export type InsightsRange = {
  /** First day, `YYYY-MM-DD`, included. */
  from: string;
  /** Last day, `YYYY-MM-DD`, included. */
  to: string;
};

/** How many leads of a group (a source, a project type) there were, and became clients. */
export type ConversionCount = { leads: number; converted: number };

export type Conversion = ConversionCount & {
  /** Percent, one decimal; null without leads. */
  rate: number | null;
};

export type PipelineStage = {
  status: Exclude<LeadStatus, 'lost'>;
  leads: number;
  /** Leads of the stage that gave a budget. */
  with_budget: number;
  budget_cents: number;
};

export type ClientRevenue = {
  client_id: string;
  name: string;
  company: string | null;
  amount_cents: number;
  payments: number;
};

export type MonthRevenue = {
  /** `YYYY-MM`. */
  month: string;
  amount_cents: number;
  payments: number;
};

/** A count of records and their total. */
export type CountAndSum = { count: number; total_cents: number };

export type Insights = {
  range: InsightsRange;
  /** The agency's currency: deal sizes, open proposals and revenue. */
  currency: string;
  conversion: {
    total: Conversion;
    /** Every source, in a fixed order. */
    by_source: (Conversion & { source: LeadSource })[];
    /** Every project type, then leads without one (`null`). */
    by_project_type: (Conversion & { project_type: LeadProjectType | null })[];
  };
  pipeline: {
    /** Lead budgets are US dollars. */
    currency: string;
    /** Every stage but `lost`, in lifecycle order; leads created in the range. */
    stages: PipelineStage[];
    total_cents: number;
    leads: number;
    /** Proposals open today (sent, not expired), whatever the range. */
    open_proposals: CountAndSum;
  };
  deal_size: {
    accepted_proposals: number;
    accepted_total_cents: number;
    average_proposal_cents: number | null;
    paid_invoices: number;
    paid_total_cents: number;
    average_invoice_cents: number | null;
  };
  win_rate: {
    accepted: number;
    declined: number;
    expired: number;
    decided: number;
    /** accepted / decided, percent, one decimal; null when none was decided. */
    rate: number | null;
  };
  revenue: {
    total_cents: number;
    payments: number;
    /** The top 10 clients, largest first. */
    by_client: ClientRevenue[];
    /** The other clients and payments without a client; null when there are none. */
    others: { clients: number; amount_cents: number; payments: number } | null;
    /** Every month of the range, oldest first, months without payments at 0. */
    by_month: MonthRevenue[];
  };
};
