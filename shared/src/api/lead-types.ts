/**
 * The `lead-management` contract on the client (docs/leads.md): the lead as every admin
 * action answers it, the payloads of each action, and the grade rule.
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

/** Score range of each grade, both ends included (spec §4, §9). */
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

/** Limits of the contract, so forms refuse what the server would. */
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
  pageSize: 100,
  bulkIds: 500,
} as const;

export type Lead = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  company_size: CompanySize | null;
  source: LeadSource;
  status: LeadStatus;
  project_type: LeadProjectType | null;
  /** Whole US dollars: the lower bound of the form's range. */
  budget: number | null;
  timeline: LeadTimeline | null;
  notes: string | null;
  /** 0–100, computed by the server; read-only. */
  score: number;
  /** Derived from `score` on every read; read-only. */
  grade: LeadGrade;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  converted_client_id: string | null;
  /** ISO 8601 UTC. */
  created_at: string;
  updated_at: string;
};

/** The fields a caller may write; everything else on a lead is read-only. */
export type LeadFields = Pick<
  Lead,
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'company_size'
  | 'source'
  | 'status'
  | 'project_type'
  | 'budget'
  | 'timeline'
  | 'notes'
  | UtmField
>;

/** `create_lead`: name and e-mail required; a visitor may not send `status` or `manual`. */
export type NewLead = Pick<LeadFields, 'name' | 'email'> &
  Partial<Omit<LeadFields, 'name' | 'email'>>;

/** `update_lead`: the id and only the fields to change; `null` clears an optional field. */
export type LeadChanges = { id: string } & Partial<LeadFields>;

export type LeadSortColumn = 'created_at' | 'updated_at' | 'score' | 'name' | 'budget';
export type SortOrder = 'asc' | 'desc';

/** `get_leads` payload; every filter takes one value or a list. */
export type LeadListQuery = {
  status?: LeadStatus | LeadStatus[];
  source?: LeadSource | LeadSource[];
  grade?: LeadGrade | LeadGrade[];
  project_type?: LeadProjectType | LeadProjectType[];
  /** `YYYY-MM-DD` (from 00:00 UTC) or an ISO date-time. */
  created_from?: string;
  /** `YYYY-MM-DD` (that whole day, UTC) or an ISO date-time. */
  created_to?: string;
  search?: string;
  sort?: LeadSortColumn;
  order?: SortOrder;
  /** 1-based. */
  page?: number;
  /** 1–100. */
  pageSize?: number;
};

export type LeadPage = { leads: Lead[]; total: number; page: number; pageSize: number };

export type LeadStatusChange = {
  from_status: LeadStatus | null;
  to_status: LeadStatus;
  changed_by: string | null;
  changed_by_name: string | null;
  changed_at: string;
};

export type ScoringCategory = 'firmographic' | 'behavioral' | 'engagement' | 'demographic';

export type ScoreCriterion = {
  key: string;
  name: string;
  category: ScoringCategory;
  points: number;
  max: number;
  /** Labels of the conditions that counted. */
  matched: string[];
};

export type LeadScoring = { score: number; breakdown: ScoreCriterion[] };

export type LeadDetail = { lead: Lead; history: LeadStatusChange[]; scoring: LeadScoring };

export type LeadStats = {
  total: number;
  new: number;
  contacted: number;
  qualified: number;
  proposal: number;
  converted: number;
  lost: number;
  /** Mean score, one decimal; 0 without leads. */
  averageScore: number;
  /** Sum of the budgets (US dollars) of leads not lost. */
  totalValue: number;
  /** Created since the 1st of this month, 00:00 UTC. */
  thisMonth: number;
};
