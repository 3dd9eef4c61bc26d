/**
 * The lengths and counts every record field may reach (docs/records.md), Zod-free so the
 * root entry can offer them to the forms; the contract's schemas are built from the same values.
 */

/** Any id a caller sends is at most this long; the search box of every list too. */
export const RECORD_ID_MAX = 100;
export const SEARCH_MAX = 200;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

export const CLIENT_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  phone: 40,
  address: 1000,
  taxId: 50,
  notes: 5000,
  search: SEARCH_MAX,
} as const;

export const PROJECT_LIMITS = {
  name: 200,
  description: 5000,
  milestones: 50,
  milestoneName: 200,
  /** Milestone percentages, alone and together. */
  percentage: 100,
  members: 100,
  search: SEARCH_MAX,
} as const;

export const PROPOSAL_LIMITS = { title: 200, summary: 10_000, declineReason: 1000 } as const;

/** A line's description; the counts and amounts are in `./index` (they keep totals exact). */
export const LINE_ITEM_DESCRIPTION_MAX = 500;

export const INVOICE_LIMITS = {
  notes: 5000,
  /** Days between sending and the due date. */
  paymentTermsDays: 365,
  numberPattern: 60,
} as const;

export const PAYMENT_LIMITS = { description: 1000 } as const;

export const CALENDAR_LIMITS = { title: 200, description: 5000 } as const;

/** The longest range business-intelligence reads, so one call stays a bounded amount of work. */
export const INSIGHTS_MAX_YEARS = 3;
