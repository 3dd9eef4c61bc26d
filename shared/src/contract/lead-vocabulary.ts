import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, RECORD_ID_MAX } from '../records/limits';

/**
 * The lead's vocabulary (docs/leads.md): enums, limits and the grade rule. Zod-free, so the
 * root entry re-exports it and the public home page (campaign tags) can use it without loading
 * Zod; the schemas in `leads.ts` are built on it.
 */

/** Spec §4, in pipeline order. */
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'qualified',
  'proposal',
  'converted',
  'lost',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a lead came from; `manual` is for leads the agency types in. */
export const LEAD_SOURCES = ['direct', 'estimator', 'referral', 'campaign', 'manual'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The sources a visitor's form may send (`manual` is the agency's). */
export const PUBLIC_LEAD_SOURCES = ['direct', 'estimator', 'referral', 'campaign'] as const;
export type PublicLeadSource = (typeof PUBLIC_LEAD_SOURCES)[number];

/** The get-started form's choices (remote-public), plus `other`. */
export const LEAD_PROJECT_TYPES = [
  'landing',
  'corporate',
  'ecommerce',
  'saas',
  'mobile',
  'redesign',
  'marketing',
  'other',
] as const;
export type LeadProjectType = (typeof LEAD_PROJECT_TYPES)[number];

/** "When would you like to start?" on the get-started form. */
export const LEAD_TIMELINES = ['asap', 'oneToThree', 'threeToSix', 'flexible'] as const;
export type LeadTimeline = (typeof LEAD_TIMELINES)[number];

/**
 * The estimator's paces (how fast the project is delivered), as a lead keeps them with the
 * estimate the visitor saw (`estimate_pace`).
 */
export const ESTIMATE_PACES = ['standard', 'fast', 'rush'] as const;
export type EstimatePace = (typeof ESTIMATE_PACES)[number];

/**
 * What a pace says about "When would you like to start?", in one place for the form, the
 * tests and the docs. A pace is how fast the work goes, not when it starts: only "Rush" (our
 * top priority) says "as soon as possible"; "Standard" and "Fast" say nothing of the start,
 * so the visitor chooses (never "I'm flexible" put in their mouth).
 */
export const START_FOR_PACE: Record<EstimatePace, LeadTimeline | null> = {
  standard: null,
  fast: null,
  rush: 'asap',
};

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

export const LEAD_GRADES = ['A', 'B', 'C', 'D'] as const;
export type LeadGrade = (typeof LEAD_GRADES)[number];

/** Score range of each grade, both ends included (spec §4, §9); get_leads filters on them. */
export const GRADE_RANGES: Record<LeadGrade, { min: number; max: number }> = {
  A: { min: 80, max: 100 },
  B: { min: 60, max: 79 },
  C: { min: 40, max: 59 },
  D: { min: 0, max: 39 },
};

/** A 80–100, B 60–79, C 40–59, D 0–39. */
export function leadGrade(score: number): LeadGrade {
  if (score >= GRADE_RANGES.A.min) return 'A';
  if (score >= GRADE_RANGES.B.min) return 'B';
  if (score >= GRADE_RANGES.C.min) return 'C';
  return 'D';
}

export const LEAD_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  utm: 200,
  /** One message, as a form sends it, or notes an admin types in a new lead. */
  message: 5000,
  /** Notes as the agency edits them, follow-ups included. */
  notes: 50_000,
  budget: 1_000_000_000,
  /** The estimate's bounds, in whole US dollars (the content's prices stop at 10,000,000). */
  estimate: 100_000_000,
  id: RECORD_ID_MAX,
  pageSize: MAX_PAGE_SIZE,
  defaultPageSize: DEFAULT_PAGE_SIZE,
  bulkIds: 500,
} as const;

export const LEAD_SORT_COLUMNS = ['created_at', 'updated_at', 'score', 'name', 'budget'] as const;
export type LeadSortColumn = (typeof LEAD_SORT_COLUMNS)[number];
