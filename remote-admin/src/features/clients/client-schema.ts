import type { Client, ClientChanges, ClientFields, ClientStatus, NewClient } from '@atelier/shared';
import { createClientInput, EMAIL_LOCALES, type EmailLocale } from '@atelier/shared/contract';
import {
  type FormProblems,
  filledIn,
  formValuesOf,
  optionalText,
  schemaProblems,
} from '../../common/form-rules';

/** The client form: values as the controls hold them, the contract's rules, the payloads. */
export const CLIENT_FORM_FIELDS = [
  'name',
  'email',
  'company',
  'phone',
  'address',
  'tax_id',
  'notes',
  'status',
  'language',
] as const;
export type ClientFormField = (typeof CLIENT_FORM_FIELDS)[number];
export type ClientFormValues = Record<ClientFormField, string>;

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  address: '',
  tax_id: '',
  notes: '',
  status: 'active',
  // Empty: the agency's default language, chosen by the server.
  language: '',
};

/** The languages a client or lead can have (e-mails, PDFs, portal), as the select offers them. */
export const RECORD_LANGUAGES = EMAIL_LOCALES;

/** The language select's options; with `defaultLabel`, a first "agency default" (empty) one. */
export const languageOptions = (
  label: (language: EmailLocale) => string,
  defaultLabel?: string,
): { value: string; label: string }[] => [
  ...(defaultLabel === undefined ? [] : [{ value: '', label: defaultLabel }]),
  ...RECORD_LANGUAGES.map((language) => ({ value: language, label: label(language) })),
];

/** The chosen language, or undefined for "the agency's default" (not sent). */
export const chosenLanguage = (value: string): EmailLocale | undefined =>
  (RECORD_LANGUAGES as readonly string[]).includes(value) ? (value as EmailLocale) : undefined;

export const clientToForm = (client: Client): ClientFormValues =>
  formValuesOf(client, CLIENT_FORM_FIELDS);

/** The fields `create_client` would refuse (an edit sends the same fields). */
export function validateClientForm(values: ClientFormValues): FormProblems {
  return schemaProblems(createClientInput, toFields(values), (path, issue) => {
    if (path !== 'email' || issue.code === 'custom') return null;
    // Too long or malformed, an e-mail is one message: enter a valid address.
    return values.email.trim() ? { code: 'email' } : { code: 'required' };
  });
}

/** The fields the form edits (the portal account is linked elsewhere). */
type EditedFields = Omit<ClientFields, 'user_id' | 'language'> & {
  language?: ClientFields['language'];
};

function toFields(values: ClientFormValues): EditedFields {
  return {
    name: values.name.trim(),
    // The server keeps e-mails lower-case; sending it so makes the answer match what was typed.
    email: values.email.trim().toLowerCase(),
    company: optionalText(values.company),
    phone: optionalText(values.phone),
    address: optionalText(values.address),
    tax_id: optionalText(values.tax_id),
    notes: optionalText(values.notes),
    status: values.status as ClientStatus,
    ...(chosenLanguage(values.language) ? { language: chosenLanguage(values.language) } : {}),
  };
}

/** `create_client`: what was filled in; the empty fields are not sent. */
export function toNewClient(values: ClientFormValues): NewClient {
  return filledIn(toFields(values)) as NewClient;
}

/** `update_client`: every field the form edits, an emptied one as `null` (cleared). */
export const toClientChanges = (id: string, values: ClientFormValues): ClientChanges => ({
  id,
  ...toFields(values),
});

export const isClientFormField = (path: string): boolean =>
  (CLIENT_FORM_FIELDS as readonly string[]).includes(path);
