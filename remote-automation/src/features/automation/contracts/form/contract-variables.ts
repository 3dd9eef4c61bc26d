import type { ContractClause, ContractTemplate } from '@atelier/shared';
import { CUSTOM_VARIABLE_KEY, fillPlaceholders, placeholdersOf } from '@atelier/shared/contract';

/**
 * Which values a contract's text still needs from the admin, and the live preview of that
 * text. The server fills the record values (docs/contracts.md): the client's name, company and
 * e-mail, the project's name, the title, the value, today and the agency's name; the template's
 * own variables, and a record value the records lack, come from the form.
 */

/** What the form knows of the chosen client (from its record). */
export type ClientFacts = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  currency: string;
};

/** A text field of the variables group. */
export type VariableField = {
  key: string;
  /** The template's label; none for a record value the records lack (the page words it). */
  label: string | null;
  /** Used by the clauses: the contract cannot be filled without it. */
  isRequired: boolean;
  /** The template's default, prefilled. */
  defaultValue: string;
};

/** Record values a form may have to supply: the server has no value for them in these cases. */
export const SUPPLIABLE_RECORD_KEYS = ['client.company', 'project.name'] as const;

/** Filled by the server only, never known to the page before saving. */
export const SERVER_ONLY_KEYS = ['agency.name'] as const;

/** Every `{{key}}` of the clauses (titles and bodies), in order of first use. */
export const keysUsedBy = (clauses: readonly ContractClause[]): string[] => [
  ...new Set(clauses.flatMap((clause) => placeholdersOf(`${clause.title}\n${clause.body}`))),
];

/** The record values the chosen client and project leave empty, among `used`. */
export function lackingRecordKeys(
  used: readonly string[],
  client: Pick<ClientFacts, 'company'> | null,
  hasProject: boolean,
): string[] {
  const lacking = new Set<string>();
  if (client && !client.company?.trim()) lacking.add('client.company');
  if (!hasProject) lacking.add('project.name');
  return SUPPLIABLE_RECORD_KEYS.filter((key) => lacking.has(key) && used.includes(key));
}

/**
 * The fields of the variables group: the template's own variables (all of them, those the
 * clauses use required), then the record values the records lack. Without the template (an
 * archived one, when editing a draft) the draft's own custom values are the fields.
 */
export function variableFields(
  template: Pick<ContractTemplate, 'clauses' | 'variables'> | null,
  lacking: readonly string[],
  storedValues: Readonly<Record<string, string>> = {},
): VariableField[] {
  const used = template ? keysUsedBy(template.clauses) : Object.keys(storedValues);
  const own: VariableField[] = template
    ? template.variables.map((variable) => ({
        key: variable.key,
        label: variable.label,
        isRequired: used.includes(variable.key),
        defaultValue: variable.default ?? '',
      }))
    : Object.keys(storedValues)
        .filter((key) => CUSTOM_VARIABLE_KEY.test(key))
        .map((key) => ({ key, label: key, isRequired: true, defaultValue: '' }));
  const records = lacking.map((key) => ({ key, label: null, isRequired: true, defaultValue: '' }));
  return [...own, ...records];
}

/**
 * What the chosen template needs from the form: the keys its clauses use and the fields of the
 * variables group. Editing a draft whose template is archived, the draft's stored values stand
 * in for it.
 */
export function templateNeeds(
  template: Pick<ContractTemplate, 'clauses' | 'variables'> | null,
  client: Pick<ClientFacts, 'company'> | null,
  hasProject: boolean,
  storedValues: Readonly<Record<string, string>> = {},
): { used: string[]; fields: VariableField[] } {
  const stored = template ? {} : storedValues;
  const used = template ? keysUsedBy(template.clauses) : Object.keys(stored);
  const fields = variableFields(template, lackingRecordKeys(used, client, hasProject), stored);
  return { used, fields };
}

/** A piece of the preview: text, a value still to fill, or one the server fills on saving. */
export type PreviewSegment =
  | { kind: 'text'; text: string }
  | { kind: 'missing'; key: string }
  | { kind: 'server'; key: string };

/** Same pattern as the shared filling's, to find the placeholders it left. */
const LEFT_PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

/**
 * `text` filled with `fillPlaceholders`, cut where a placeholder is left, so the page can show
 * `[client.company]` visibly instead of the braces.
 */
export function previewSegments(
  text: string,
  values: Readonly<Record<string, string>>,
): PreviewSegment[] {
  const filled = fillPlaceholders(text, values).text;
  const segments: PreviewSegment[] = [];
  let at = 0;
  for (const match of filled.matchAll(LEFT_PLACEHOLDER)) {
    const key = match[1] ?? '';
    if (match.index > at) segments.push({ kind: 'text', text: filled.slice(at, match.index) });
    const isServerOnly = (SERVER_ONLY_KEYS as readonly string[]).includes(key);
    segments.push(isServerOnly ? { kind: 'server', key } : { kind: 'missing', key });
    at = match.index + match[0].length;
  }
  if (at < filled.length) segments.push({ kind: 'text', text: filled.slice(at) });
  return segments;
}

/** What the preview is filled from: the same values the server will use. */
export type PreviewSources = {
  client: ClientFacts | null;
  projectName: string | null;
  title: string;
  /** Whole cents, or null when none (or not readable yet). */
  valueCents: number | null;
  /** The typed values of the variables group, by key. */
  typed: Readonly<Record<string, string>>;
  /** Now, for `{{today}}`. */
  now: Date;
};

/**
 * The preview's values, worded as the server words them (US English dates and amounts,
 * `fill-contract.ts`), so the preview reads as the document will. An empty typed value stays
 * unfilled: the preview shows it as missing.
 */
export function previewValues(sources: PreviewSources): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(sources.typed)) {
    if (value.trim() !== '') values[key] = value.trim();
  }
  const { client } = sources;
  const fromRecords: Record<string, string | null | undefined> = {
    'client.name': client?.name,
    'client.company': client?.company?.trim() || null,
    'client.email': client?.email,
    'project.name': sources.projectName,
    'contract.title': sources.title.trim() || null,
    'contract.value':
      sources.valueCents === null || !client
        ? null
        : new Intl.NumberFormat('en-US', { style: 'currency', currency: client.currency }).format(
            sources.valueCents / 100,
          ),
    today: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      sources.now,
    ),
  };
  for (const [key, value] of Object.entries(fromRecords)) {
    if (value) values[key] = value;
  }
  return values;
}
