import { LEAD_PROJECT_TYPES, leadFieldSchemas } from '@atelier/shared/contract';
import { BUDGET_FLOORS } from '../../common/budget-ranges';
import {
  checkChoice,
  checkEmail,
  checkField,
  checkPhone,
  collectErrors,
  type FieldErrors,
} from '../../common/validators';
import { START_TIMELINES } from '../estimator/estimate-query';
import type { LeadField, LeadFormValues } from './lead-form-schema';

/**
 * The get-started form's rules: each text field is checked with the `create_lead` schema's own
 * field (`leadFieldSchemas` in @atelier/shared/contract), so the form refuses what the server
 * would; the form also asks for a project type and a budget range, which the server leaves
 * optional. The server validates again. Loaded, with Zod, when the form is first used.
 */
const field = leadFieldSchemas;

export function validateLead(values: LeadFormValues): FieldErrors<LeadField> {
  return collectErrors<LeadField>({
    name: checkField(field.name, values.name),
    email: checkEmail(values.email),
    phone: checkPhone(values.phone) ?? checkField(field.phone, values.phone),
    company: checkField(field.company, values.company),
    projectType: checkChoice(values.projectType, LEAD_PROJECT_TYPES),
    budget: checkChoice(values.budget, BUDGET_FLOORS.map(String)),
    timeline: values.timeline ? checkChoice(values.timeline, START_TIMELINES) : null,
    message: checkField(field.notes, values.message),
  });
}
