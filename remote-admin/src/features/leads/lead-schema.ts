import type { Lead, LeadChanges, LeadFields, NewLead, UtmField } from '@atelier/shared';
import { createLeadInput, LEAD_LIMITS, updateLeadInput } from '@atelier/shared/contract';
import type { z } from 'zod';
import { filledIn, formValuesOf, isFieldOf, isPhoneIssue } from '../../common/form-rules';
import { chosenLanguage } from '../clients/client-schema';

/**
 * The admin's lead form: its values (strings, as the controls hold them), checked with the
 * contract's own schemas (`create_lead` / `update_lead` in @atelier/shared/contract), and the
 * payloads it sends. The server validates again and its field messages are shown on the same
 * fields.
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
  'language',
] as const;
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];
export type LeadFormValues = Record<LeadFormField, string>;
export type LeadFormMode = 'create' | 'edit';
/** Whether a field path is one the form shows (the server's messages for it go under it). */
export const isLeadFormField = isFieldOf(LEAD_FORM_FIELDS);

/** Error codes, not sentences: the form shows them in the admin's language. */
export type FieldProblem =
  | { code: 'required' }
  | { code: 'email' }
  | { code: 'tooLong'; max: number }
  | { code: 'budget' }
  | { code: 'choose' }
  | { code: 'characters' }
  | { code: 'phone' };
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
  // Empty: the agency's default language, chosen by the server.
  language: '',
};

/** The lead's fields as text (the budget's whole dollars too), '' for an empty one. */
export const leadToForm = (lead: Lead): LeadFormValues => formValuesOf(lead, LEAD_FORM_FIELDS);

/** "25 000", "25,000" and "25000" are the same whole number of dollars. */
export function parseBudget(value: string): number | null {
  const digits = value.replace(/[\s,]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  const budget = Number(digits);
  return budget <= LEAD_LIMITS.budget ? budget : null;
}

/** The schema's issue as the form words it (by field, then by the kind of issue). */
function problemOf(field: LeadFormField, issue: z.core.$ZodIssue, value: string): FieldProblem {
  if (field === 'email') return value.trim() ? { code: 'email' } : { code: 'required' };
  if (field === 'budget') return { code: 'budget' };
  switch (issue.code) {
    case 'too_small':
      return { code: 'required' };
    case 'too_big':
      return { code: 'tooLong', max: Number(issue.maximum) };
    case 'custom':
      return isPhoneIssue(issue) ? { code: 'phone' } : { code: 'characters' };
    default:
      return { code: 'choose' };
  }
}

/** The edited fields' problems; a new lead's notes are one message, an existing lead's longer. */
export function validateLeadForm(values: LeadFormValues, mode: LeadFormMode): LeadFormErrors {
  const errors: LeadFormErrors = {};
  if (values.budget.trim() && parseBudget(values.budget) === null) {
    errors.budget = { code: 'budget' };
  }
  const schema = mode === 'create' ? createLeadInput : updateLeadInput.omit({ id: true });
  const result = schema.safeParse(toFields(values));
  for (const issue of result.error?.issues ?? []) {
    const field = LEAD_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = problemOf(field, issue, values[field]);
  }
  return errors;
}

/** The fields the form edits (campaign tags and the visitor's estimate are shown, not edited). */
type EditedFields = Omit<
  LeadFields,
  UtmField | 'language' | 'estimate_low' | 'estimate_high' | 'estimate_pace'
> & {
  language?: LeadFields['language'];
};

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
    ...(chosenLanguage(values.language) ? { language: chosenLanguage(values.language) } : {}),
  };
}

/** `create_lead`: what was filled in; the fields left empty are not sent. */
export function toNewLead(values: LeadFormValues): NewLead {
  return filledIn(toFields(values)) as unknown as NewLead;
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
