import {
  COMPANY_SIZES,
  LEAD_LIMITS,
  LEAD_PROJECT_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TIMELINES,
  type Lead,
  type LeadChanges,
  type LeadFields,
  type NewLead,
  type UtmField,
} from '@atelier/shared';

/**
 * The admin's lead form: its values (strings, as the controls hold them), the contract's
 * rules (docs/leads.md "The lead") and the payloads it sends. Plain functions, because `zod`
 * is not a dependency of this remote; the server validates again and its field messages are
 * shown on the same fields.
 */
export const LEAD_FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'company_size',
  'project_type',
  'budget',
  'timeline',
  'status',
  'source',
  'notes',
] as const;
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];
export type LeadFormValues = Record<LeadFormField, string>;
export type LeadFormMode = 'create' | 'edit';

/** Error codes, not sentences: the form shows them in the admin's language. */
export type FieldProblem =
  | { code: 'required' }
  | { code: 'email' }
  | { code: 'tooLong'; max: number }
  | { code: 'budget' }
  | { code: 'choose' };
export type LeadFormErrors = Partial<Record<LeadFormField, FieldProblem>>;

export const EMPTY_LEAD_FORM: LeadFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  company_size: '',
  project_type: '',
  budget: '',
  timeline: '',
  status: 'new',
  source: 'manual',
  notes: '',
};

export function leadToForm(lead: Lead): LeadFormValues {
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? '',
    company: lead.company ?? '',
    company_size: lead.company_size ?? '',
    project_type: lead.project_type ?? '',
    budget: lead.budget === null ? '' : String(lead.budget),
    timeline: lead.timeline ?? '',
    status: lead.status,
    source: lead.source,
    notes: lead.notes ?? '',
  };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** "25 000", "25,000" and "25000" are the same whole number of dollars. */
export function parseBudget(value: string): number | null {
  const digits = value.replace(/[\s,]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  const budget = Number(digits);
  return budget <= LEAD_LIMITS.budget ? budget : null;
}

function checkText(value: string, max: number, isRequired = false): FieldProblem | null {
  const text = value.trim();
  if (!text) return isRequired ? { code: 'required' } : null;
  return text.length > max ? { code: 'tooLong', max } : null;
}

function checkChoice(value: string, allowed: readonly string[], isRequired = false) {
  if (!value) return isRequired ? { code: 'choose' as const } : null;
  return allowed.includes(value) ? null : { code: 'choose' as const };
}

export function validateLeadForm(values: LeadFormValues, mode: LeadFormMode): LeadFormErrors {
  const email = values.email.trim();
  const results: Record<LeadFormField, FieldProblem | null> = {
    name: checkText(values.name, LEAD_LIMITS.name, true),
    email: !email
      ? { code: 'required' }
      : email.length > LEAD_LIMITS.email || !EMAIL_PATTERN.test(email)
        ? { code: 'email' }
        : null,
    phone: checkText(values.phone, LEAD_LIMITS.phone),
    company: checkText(values.company, LEAD_LIMITS.company),
    company_size: checkChoice(values.company_size, COMPANY_SIZES),
    project_type: checkChoice(values.project_type, LEAD_PROJECT_TYPES),
    budget: values.budget.trim() && parseBudget(values.budget) === null ? { code: 'budget' } : null,
    timeline: checkChoice(values.timeline, LEAD_TIMELINES),
    status: checkChoice(values.status, LEAD_STATUSES, true),
    source: checkChoice(values.source, LEAD_SOURCES, true),
    // A new lead's notes are one message; an existing lead's may hold merged follow-ups.
    notes: checkText(values.notes, mode === 'create' ? LEAD_LIMITS.message : LEAD_LIMITS.notes),
  };
  const errors: LeadFormErrors = {};
  for (const field of LEAD_FORM_FIELDS) {
    const problem = results[field];
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The fields the form edits (campaign tags are shown, not edited). */
type EditedFields = Omit<LeadFields, UtmField>;

/** Every edited field of validated values; an empty optional field is `null`. */
function toFields(values: LeadFormValues): EditedFields {
  const optional = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    company: optional(values.company),
    company_size: (optional(values.company_size) as LeadFields['company_size']) ?? null,
    project_type: (optional(values.project_type) as LeadFields['project_type']) ?? null,
    budget: values.budget.trim() ? parseBudget(values.budget) : null,
    timeline: (optional(values.timeline) as LeadFields['timeline']) ?? null,
    status: values.status as LeadFields['status'],
    source: values.source as LeadFields['source'],
    notes: optional(values.notes),
  };
}

/** `create_lead`: what was filled in; the fields left empty are not sent. */
export function toNewLead(values: LeadFormValues): NewLead {
  const fields = toFields(values);
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null),
  ) as unknown as NewLead;
}

/** `update_lead`: every field the form edits, an emptied one as `null` (cleared). */
export function toLeadChanges(id: string, values: LeadFormValues): LeadChanges {
  return { id, ...toFields(values) };
}

/** The server's field messages (400 `fields`), on the form's fields of the same name. */
export function serverFieldMessages(
  fields: Record<string, string> | undefined,
): Partial<Record<LeadFormField, string>> {
  const messages: Partial<Record<LeadFormField, string>> = {};
  for (const [key, text] of Object.entries(fields ?? {})) {
    const field = LEAD_FORM_FIELDS.find((name) => name === key);
    if (field) messages[field] = text;
  }
  return messages;
}
