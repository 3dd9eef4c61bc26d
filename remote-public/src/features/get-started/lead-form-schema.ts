import {
  LEAD_LIMITS,
  LEAD_PROJECT_TYPES,
  type LeadProjectType,
  type LeadTimeline,
  type NewLead,
  type PublicLeadSource,
} from '@atelier/shared';
import type { Campaign } from '../../common/campaign';

/**
 * The get-started form's fields, and what it sends. Zod-free, so the page loads without Zod;
 * the form's rules, checked with the server's schemas, are in `lead-form-rules.ts`.
 */
/** The form offers every project type of the contract: the estimator's, and `other`. */
export { LEAD_PROJECT_TYPES };

export const LEAD_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'projectType',
  'budget',
  'timeline',
  'message',
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadFormValues = Record<LeadField, string>;

export const EMPTY_LEAD: LeadFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  projectType: '',
  budget: '',
  timeline: '',
  message: '',
};

export const MESSAGE_MAX = LEAD_LIMITS.message;

/** What a visitor sends: never `status`, and only the public sources. */
export type LeadPayload = Omit<NewLead, 'status' | 'source'> & { source: PublicLeadSource };

/**
 * The lead's language: the site's as the visitor reads it (`fr-CA` is French), or nothing (the
 * agency's default) for a language the agency's e-mails are not written in.
 */
export function leadLanguage(siteLanguage: string | undefined): 'en' | 'fr' | undefined {
  const base = siteLanguage?.toLowerCase().split('-')[0];
  return base === 'en' || base === 'fr' ? base : undefined;
}

/**
 * The `create_lead` payload of validated values. Empty optional fields are left out rather
 * than sent as empty strings, so the server can tell "not given" from "given". `siteLanguage`
 * (the page's i18n language) becomes the lead's: its e-mails are written in it. `estimate` is
 * the estimator's range and pace the form showed (`estimateFields`), sent exactly.
 */
export function toLeadPayload(
  values: LeadFormValues,
  origin: { source: PublicLeadSource; utm: Campaign },
  siteLanguage?: string,
  estimate: Pick<LeadPayload, 'estimate_low' | 'estimate_high' | 'estimate_pace'> = {},
): LeadPayload {
  const optional = (value: string) => value.trim() || undefined;
  const payload: LeadPayload = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    company: optional(values.company),
    project_type: values.projectType as LeadProjectType,
    budget: Number(values.budget),
    timeline: optional(values.timeline) as LeadTimeline | undefined,
    notes: optional(values.message),
    source: origin.source,
    ...origin.utm,
    language: leadLanguage(siteLanguage),
    ...estimate,
  };
  const sent = payload as Record<string, unknown>;
  for (const key of Object.keys(sent)) if (sent[key] === undefined) delete sent[key];
  return payload;
}

/** The server names some fields as the database does; the form shows them where they belong. */
const SERVER_FIELD: Record<string, LeadField> = { project_type: 'projectType', notes: 'message' };

export function serverFieldErrors(
  fields: Record<string, string> | undefined,
): Partial<Record<LeadField, string>> {
  const errors: Partial<Record<LeadField, string>> = {};
  for (const [key, text] of Object.entries(fields ?? {})) {
    const field = SERVER_FIELD[key] ?? LEAD_FIELDS.find((name) => name === key);
    if (field) errors[field] = text;
  }
  return errors;
}
