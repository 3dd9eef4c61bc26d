import { BUDGET_FLOORS } from '../../common/budget-ranges';
import {
  checkChoice,
  checkEmail,
  checkPhone,
  checkText,
  collectErrors,
  type FieldErrors,
} from '../../common/validators';
import { START_TIMELINES } from '../estimator/estimate-query';
import { PROJECT_TYPES } from '../estimator/pricing';

/**
 * The get-started form's rules. Written as plain functions because `zod` does not resolve
 * from this package (it is only a dependency of `shared/`); the server validates again.
 */
export const LEAD_PROJECT_TYPES = [...PROJECT_TYPES, 'other'] as const;
export type LeadProjectType = (typeof LEAD_PROJECT_TYPES)[number];

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

export const MESSAGE_MAX = 5000;

export function validateLead(values: LeadFormValues): FieldErrors<LeadField> {
  return collectErrors<LeadField>({
    name: checkText(values.name, { isRequired: true, max: 100 }),
    email: checkEmail(values.email),
    phone: checkPhone(values.phone),
    company: checkText(values.company, { isRequired: false, max: 120 }),
    projectType: checkChoice(values.projectType, LEAD_PROJECT_TYPES),
    budget: checkChoice(values.budget, BUDGET_FLOORS.map(String)),
    timeline: values.timeline ? checkChoice(values.timeline, START_TIMELINES) : null,
    message: checkText(values.message, { isRequired: false, max: MESSAGE_MAX }),
  });
}

export type LeadPayload = {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  project_type: string;
  budget: number;
  timeline?: string;
  notes?: string;
  source: string;
} & Record<string, string | number | undefined>;

/**
 * The `create_lead` payload of validated values. Empty optional fields are left out rather
 * than sent as empty strings, so the server can tell "not given" from "given".
 */
export function toLeadPayload(
  values: LeadFormValues,
  origin: { source: string; utm: Record<string, string> },
): LeadPayload {
  const optional = (value: string) => value.trim() || undefined;
  const payload: LeadPayload = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    company: optional(values.company),
    project_type: values.projectType,
    budget: Number(values.budget),
    timeline: optional(values.timeline),
    notes: optional(values.message),
    source: origin.source,
    ...origin.utm,
  };
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
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
