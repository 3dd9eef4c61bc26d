import { type TextRule, text } from '@atelier/shared/contract';
import { z } from 'zod';

/** Spec §4. */
export const leadStatuses = [
  'new',
  'contacted',
  'qualified',
  'proposal',
  'converted',
  'lost',
] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Where a lead came from; `manual` is for leads the agency types in. */
export const leadSources = ['direct', 'estimator', 'referral', 'campaign', 'manual'] as const;
export const publicLeadSources = ['direct', 'estimator', 'referral', 'campaign'] as const;
export type LeadSource = (typeof leadSources)[number];

/** The get-started form's choices (remote-public), plus `other`. */
export const leadProjectTypes = [
  'landing',
  'corporate',
  'ecommerce',
  'saas',
  'mobile',
  'redesign',
  'marketing',
  'other',
] as const;

/** "When would you like to start?" on the get-started form. */
export const leadTimelines = ['asap', 'oneToThree', 'threeToSix', 'flexible'] as const;

export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

export const utmFields = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** One message, as a form sends it; notes an agency edits may grow up to the stored limit. */
export const MESSAGE_MAX = 5000;
export const NOTES_MAX = 50_000;
export const BUDGET_MAX = 1_000_000_000;

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });

/** Trimmed text; empty means "not given" (null). */
const optionalText = (max: number, what: string, rule: TextRule = {}) =>
  text({ what, ...rule })
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const leadFieldSchemas = {
  name: text({ what: 'Name', error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  email: text({ what: 'E-mail', error: 'E-mail is required' })
    .trim()
    .toLowerCase()
    .max(254, 'E-mail must be at most 254 characters')
    .pipe(z.email('Enter a valid e-mail address')),
  phone: optionalText(40, 'Phone'),
  company: optionalText(200, 'Company'),
  company_size: oneOf(companySizes, 'Company size').nullable(),
  project_type: oneOf(leadProjectTypes, 'Project type').nullable(),
  budget: z
    .number({ error: 'Budget must be a number of US dollars' })
    .int('Budget must be a whole number of US dollars')
    .min(0, 'Budget cannot be negative')
    .max(BUDGET_MAX, 'Budget is too large')
    .nullable(),
  timeline: oneOf(leadTimelines, 'Timeline').nullable(),
  notes: optionalText(MESSAGE_MAX, 'Notes', { multiline: true }),
  /** Notes as the agency edits them, follow-ups included. */
  editedNotes: optionalText(NOTES_MAX, 'Notes', { multiline: true }),
  status: oneOf(leadStatuses, 'Status'),
  source: oneOf(leadSources, 'Source'),
  utm_source: optionalText(200, 'utm_source'),
  utm_medium: optionalText(200, 'utm_medium'),
  utm_campaign: optionalText(200, 'utm_campaign'),
  utm_term: optionalText(200, 'utm_term'),
  utm_content: optionalText(200, 'utm_content'),
};

/**
 * Any lead id the caller sends. An id that is not a UUID names no lead: the actions answer
 * 404 "Lead not found" for it, as for any unknown id.
 */
export const leadIdSchema = text({ what: 'id', error: 'id is required' })
  .min(1, 'id is required')
  .max(100);

/**
 * Whether the form's hidden honeypot field was filled (only a bot does): anything but nothing
 * or blank text. Never converts the value to text: a deeply nested array would overflow the stack.
 */
export const isHoneypotFilled = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

export { isUuid } from '@atelier/shared/contract';
