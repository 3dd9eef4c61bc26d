import {
  type NewTeamMember,
  TEAM_LIMITS,
  type TeamMember,
  type TeamMemberChanges,
  type TeamMemberFields,
} from '@atelier/shared';
import {
  centsToInput,
  checkEmail,
  checkMoney,
  checkText,
  collectProblems,
  type FormProblems,
  moneyOrNull,
  optionalText,
} from '../../common/form-rules';

/** The team member form: values as the controls hold them, the rules, the payloads. */
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

export function validateTeamForm(values: TeamFormValues): FormProblems {
  return collectProblems({
    name: checkText(values.name, TEAM_LIMITS.name, true),
    email: checkEmail(values.email, TEAM_LIMITS.email),
    role_title: checkText(values.role_title, TEAM_LIMITS.roleTitle),
    hourly_rate_cents: checkMoney(values.hourly_rate_cents),
  });
}

const toFields = (values: TeamFormValues): TeamMemberFields => ({
  name: values.name.trim(),
  email: values.email.trim().toLowerCase(),
  role_title: optionalText(values.role_title),
  hourly_rate_cents: moneyOrNull(values.hourly_rate_cents),
  is_active: values.is_active,
});

/** `create_team_member`: the empty optional fields are not sent. */
export function toNewTeamMember(values: TeamFormValues): NewTeamMember {
  const fields = toFields(values);
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null),
  ) as NewTeamMember;
}

export const toTeamMemberChanges = (id: string, values: TeamFormValues): TeamMemberChanges => ({
  id,
  ...toFields(values),
});

export const isTeamFormField = (path: string): boolean =>
  (TEAM_FORM_FIELDS as readonly string[]).includes(path);
