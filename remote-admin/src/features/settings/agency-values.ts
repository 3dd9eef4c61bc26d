import type { AdminSettings, SettingsChanges, SiteLanguage } from '@atelier/shared/contract';
import { updateSettingsInput } from '@atelier/shared/contract';
import { formValuesOf, isFieldOf, schemaProblems } from '../../common/form-rules';
import type { SettingsProblem } from './settings-form';

/** The agency form: values as the controls hold them, the payload, and the contract's rules. */
export type AgencyValues = {
  name: string;
  address: string;
  email: string;
  phone: string;
  tax_id: string;
  currency: string;
  time_zone: string;
  default_language: SiteLanguage;
};

export const AGENCY_FIELDS = [
  'name',
  'address',
  'email',
  'phone',
  'tax_id',
  'currency',
  'time_zone',
  'default_language',
] as const;

export const agencyToValues = ({ agency }: AdminSettings): AgencyValues => ({
  ...formValuesOf(agency, AGENCY_FIELDS),
  default_language: agency.default_language,
});

/** Every agency field is sent: the empty optional ones clear what was stored. */
export const agencyChanges = (values: AgencyValues): SettingsChanges => ({
  ...values,
  email: values.email.trim() === '' ? null : values.email,
});

export const validateAgency = (values: AgencyValues): Record<string, SettingsProblem> =>
  schemaProblems(updateSettingsInput, agencyChanges(values), (path, issue) =>
    path === 'email' && issue.code !== 'too_big' ? { code: 'email' } : null,
  );

export const isAgencyField = isFieldOf(AGENCY_FIELDS);

/** The choices of the two lists, as this browser knows them (the server checks the same way). */
export const currencyOptions = (): string[] => Intl.supportedValuesOf('currency');
export const timeZoneOptions = (): string[] => ['UTC', ...Intl.supportedValuesOf('timeZone')];
