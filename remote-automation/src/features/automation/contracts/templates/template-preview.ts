import {
  type ContractClause,
  type ContractVariable,
  fillPlaceholders,
  type RECORD_VARIABLES,
} from '@atelier/shared/contract';

/**
 * The live preview of a template: its clauses filled as a contract would be, with sample
 * record values and the variables' defaults, through the same `fillPlaceholders` the server
 * fills a contract with.
 */

export type RecordVariable = (typeof RECORD_VARIABLES)[number];

/** The sample client, project and agency the preview is filled with, in the admin's words. */
export type SampleRecords = {
  clientName: string;
  clientCompany: string;
  clientEmail: string;
  projectName: string;
  agencyName: string;
};

/** The sample contract's value: $12,500.00. */
export const SAMPLE_VALUE_CENTS = 1_250_000;

/**
 * Every record variable with a sample value. The contract document is English and the server
 * writes its value and date so ("$12,500.00", "November 25, 2026"): the preview does the same.
 */
export function sampleRecordValues(
  sample: SampleRecords,
  contractTitle: string,
  today: Date,
): Record<RecordVariable, string> {
  return {
    'client.name': sample.clientName,
    'client.company': sample.clientCompany,
    'client.email': sample.clientEmail,
    'project.name': sample.projectName,
    'contract.title': contractTitle,
    'contract.value': new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      SAMPLE_VALUE_CENTS / 100,
    ),
    today: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(today),
    'agency.name': sample.agencyName,
  };
}

/**
 * The values the preview fills: the record samples, then each declared variable's default, or
 * its label in brackets when it has none (the contract form asks for that value later).
 */
export function previewValues(
  records: Readonly<Record<string, string>>,
  variables: readonly ContractVariable[],
): Record<string, string> {
  const values: Record<string, string> = { ...records };
  for (const variable of variables) {
    if (!variable.key) continue;
    const fallback = `[${variable.label.trim() || variable.key}]`;
    values[variable.key] = variable.default?.trim() ? variable.default : fallback;
  }
  return values;
}

export type PreviewClause = ContractClause & { missing: string[] };

/** Each clause filled; `missing` lists the placeholders left as they are (undeclared keys). */
export function previewClauses(
  clauses: readonly ContractClause[],
  values: Readonly<Record<string, string>>,
): PreviewClause[] {
  return clauses.map((clause) => {
    const title = fillPlaceholders(clause.title, values);
    const body = fillPlaceholders(clause.body, values);
    return {
      title: title.text,
      body: body.text,
      missing: [...new Set([...title.missing, ...body.missing])],
    };
  });
}

/** `{{key}}`, as a clause writes a placeholder. */
export const placeholderOf = (key: string): string => `{{${key}}}`;
