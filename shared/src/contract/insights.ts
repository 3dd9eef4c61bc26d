import { z } from 'zod';
import { calendarDate } from './fields';
import { LEAD_SOURCES, LEAD_STATUSES } from './leads';
import { countSchema, daySchema, uuidSchema } from './record-fields';

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

export const insightsRangeSchema = z.object({
  /** First day, `YYYY-MM-DD`, included. */
  from: daySchema,
  /** Last day, `YYYY-MM-DD`, included. */
  to: daySchema,
});
export type InsightsRange = z.infer<typeof insightsRangeSchema>;

const cents = z.number().int();
/** Percent, one decimal; null without any. */
const percent = z.number().nullable();

/** How many leads of a group (a source, a project type) there were, and became clients. */
const conversionCount = { leads: countSchema, converted: countSchema };
export type ConversionCount = z.infer<z.ZodObject<typeof conversionCount>>;

const conversion = {
  ...conversionCount,
  /** Percent, one decimal; null without leads. */
  rate: percent,
};
export const conversionSchema = z.object(conversion);
export type Conversion = z.infer<typeof conversionSchema>;

export const pipelineStageSchema = z.object({
  status: z.enum(LEAD_STATUSES).exclude(['lost']),
  leads: countSchema,
  /** Leads of the stage that gave a budget. */
  with_budget: countSchema,
  budget_cents: cents,
});
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

export const clientRevenueSchema = z.object({
  client_id: uuidSchema,
  name: z.string(),
  company: z.string().nullable(),
  amount_cents: cents,
  payments: countSchema,
});
export type ClientRevenue = z.infer<typeof clientRevenueSchema>;

export const monthRevenueSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  amount_cents: cents,
  payments: countSchema,
});
export type MonthRevenue = z.infer<typeof monthRevenueSchema>;

/** A count of records and their total. */
export const countAndSumSchema = z.object({ count: countSchema, total_cents: cents });
export type CountAndSum = z.infer<typeof countAndSumSchema>;

/** get_insights. */
export const insightsSchema = z.object({
  range: insightsRangeSchema,
  /** The agency's currency: deal sizes, open proposals and revenue. */
  currency: z.string(),
  conversion: z.object({
    total: conversionSchema,
    /** Every source, in a fixed order. */
    by_source: z.array(z.object({ ...conversion, source: z.enum(LEAD_SOURCES) })),
    /**
     * Every project type, then leads without one (`null`). A type the form no longer offers
     * (stored before it went) comes last too, so this is any string, not the form's list.
     */
    by_project_type: z.array(z.object({ ...conversion, project_type: z.string().nullable() })),
  }),
  pipeline: z.object({
    /** Lead budgets are US dollars. */
    currency: z.string(),
    /** Every stage but `lost`, in lifecycle order; leads created in the range. */
    stages: z.array(pipelineStageSchema),
    total_cents: cents,
    leads: countSchema,
    /** Proposals open today (sent, not expired), whatever the range. */
    open_proposals: countAndSumSchema,
  }),
  deal_size: z.object({
    accepted_proposals: countSchema,
    accepted_total_cents: cents,
    average_proposal_cents: z.number().nullable(),
    paid_invoices: countSchema,
    paid_total_cents: cents,
    average_invoice_cents: z.number().nullable(),
  }),
  win_rate: z.object({
    accepted: countSchema,
    declined: countSchema,
    expired: countSchema,
    decided: countSchema,
    /** accepted / decided, percent, one decimal; null when none was decided. */
    rate: percent,
  }),
  revenue: z.object({
    total_cents: cents,
    payments: countSchema,
    /** The top 10 clients, largest first. */
    by_client: z.array(clientRevenueSchema),
    /** The other clients and payments without a client; null when there are none. */
    others: z
      .object({ clients: countSchema, amount_cents: cents, payments: countSchema })
      .nullable(),
    /** Every month of the range, oldest first, months without payments at 0. */
    by_month: z.array(monthRevenueSchema),
  }),
});
export type Insights = z.infer<typeof insightsSchema>;
