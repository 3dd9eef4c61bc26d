import type {
  NewTeamMember,
  TeamMember,
  TeamMemberChanges,
  TeamMemberFields,
} from '@atelier/shared';
import { createTeamMemberInput } from '@atelier/shared/contract';
import {
  centsToInput,
  checkMoney,
  type FieldProblem,
  type FormProblems,
  isFieldOf,
  moneyOrNull,
  optionalText,
  recordPayloads,
  schemaProblems,
} from '../../common/form-rules';

/**
 * The team member form: values as the controls hold them, the payloads, and the rules: the
 * contract's `create_team_member` schema (the server's), plus the rate as typed.
 */
export type TeamFormValues = {
  name: string;
  email: string;
  role_title: string;
  /** Per hour, as typed ("85.50"). */
  hourly_rate_cents: string;
  is_active: boolean;
};

export const TEAM_FORM_FIELDS = [
  'name',
  'email',
  'role_title',
  'hourly_rate_cents',
  'is_active',
] as const;

export const EMPTY_TEAM_FORM: TeamFormValues = {
  name: '',
  email: '',
  role_title: '',
  hourly_rate_cents: '',
  is_active: true,
};

export const memberToForm = (member: TeamMember): TeamFormValues => ({
  name: member.name,
  email: member.email,
  role_title: member.role_title ?? '',
  hourly_rate_cents: centsToInput(member.hourly_rate_cents),
  is_active: member.is_active,
});

const toFields = (values: TeamFormValues): TeamMemberFields => ({
  name: values.name.trim(),
  email: values.email.trim().toLowerCase(),
  role_title: optionalText(values.role_title),
  hourly_rate_cents: moneyOrNull(values.hourly_rate_cents),
  is_active: values.is_active,
});

export function validateTeamForm(values: TeamFormValues): FormProblems {
  const wording = (path: string): FieldProblem | null => {
    if (path === 'email') return values.email.trim() ? { code: 'email' } : { code: 'required' };
    return path === 'hourly_rate_cents' ? { code: 'money' } : null;
  };
  const problems = schemaProblems(createTeamMemberInput, toFields(values), wording);
  const money = checkMoney(values.hourly_rate_cents);
  return money ? { ...problems, hourly_rate_cents: money } : problems;
}

const payloads = recordPayloads(toFields);

/** `create_team_member`: the empty optional fields are not sent. */
export const toNewTeamMember = (values: TeamFormValues): NewTeamMember =>
  payloads.toNew(values) as NewTeamMember;

export const toTeamMemberChanges: (id: string, values: TeamFormValues) => TeamMemberChanges =
  payloads.toChanges;

export const isTeamFormField = isFieldOf(TEAM_FORM_FIELDS);
