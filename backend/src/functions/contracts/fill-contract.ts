import {
  type ContractClause,
  type ContractTemplate,
  fillPlaceholders,
  placeholdersOf,
} from '@atelier/shared/contract';
import { clientForContract, projectForContract } from '../../db/contracts.ts';
import type { Queryable } from '../../db/database.ts';
import { readAgencyName } from '../../db/settings.ts';
import { fieldFailure } from '../../errors.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';

/** What a contract's text is filled from. */
export interface ContractSources {
  template: ContractTemplate;
  client_id: string;
  project_id: string | null;
  title: string;
  value_cents: number | null;
  /** The caller's values of the template's variables. */
  variables: Readonly<Record<string, string>>;
  /** The day the text is dated, `YYYY-MM-DD` (today, at creation and at each draft edit). */
  today: string;
  /** The contract's currency when not the client's (a proposal's, at its acceptance). */
  currency?: string;
}

export interface FilledContract {
  body: ContractClause[];
  /** Every key the text uses, with the value it was filled with. */
  variables: Record<string, string>;
  currency: string;
}

/** The locale a contract's language writes its dates and amounts in. */
const contractLocale = (language: string) => (language === 'fr' ? 'fr-FR' : 'en-US');

/**
 * A day as contracts write it, in the contract's language: "March 5, 2026",
 * "5 mars 2026".
 */
export const longDate = (day: string, language = 'en') =>
  new Intl.DateTimeFormat(contractLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * An amount as contracts write it, in the contract's language: "$1,500.00",
 * "1 500,00 $US" (Intl's spacing: narrow no-break spaces).
 */
export const money = (cents: number, currency: string, language = 'en') =>
  new Intl.NumberFormat(contractLocale(language), { style: 'currency', currency }).format(
    cents / 100,
  );

/**
 * The client, and the project when given, which must be the client's: 400 on the field
 * otherwise, as for any reference.
 */
async function loadRecords(q: Queryable, clientId: string, projectId: string | null) {
  const client = isUuid(clientId) ? await clientForContract(q, clientId) : undefined;
  if (!client) throw invalidField('client_id', 'No such client', { code: 'not_found' });
  if (projectId === null) return { client, project: null };
  const project = isUuid(projectId) ? await projectForContract(q, projectId) : undefined;
  if (!project) throw invalidField('project_id', 'No such project', { code: 'not_found' });
  if (project.client_id !== clientId) {
    throw invalidField('project_id', 'This project belongs to another client', {
      code: 'other_client',
    });
  }
  return { client, project };
}

/**
 * The template's clauses with every `{{key}}` filled: the records' values win (client,
 * project, contract, today, agency), then the caller's, then the template's defaults. A key
 * left without a value is refused with the list of them, and nothing is stored.
 */
export async function fillContract(
  q: Queryable,
  sources: ContractSources,
): Promise<FilledContract> {
  const { client, project } = await loadRecords(q, sources.client_id, sources.project_id);
  const agencyName = await readAgencyName(q);
  const currency = sources.currency ?? client.currency;
  // The contract is in its client's language: its dates and amounts are written in it.
  const language = client.language;
  const fromRecords: Record<string, string | null | undefined> = {
    'client.name': client.name,
    'client.company': client.company,
    'client.email': client.email,
    'project.name': project?.name,
    'contract.title': sources.title,
    'contract.value':
      sources.value_cents === null ? null : money(sources.value_cents, currency, language),
    today: longDate(sources.today, language),
    'agency.name': agencyName,
  };
  const values: Record<string, string> = {};
  for (const variable of sources.template.variables) {
    if (variable.default != null) values[variable.key] = variable.default;
  }
  Object.assign(values, sources.variables);
  for (const [key, value] of Object.entries(fromRecords)) {
    if (value != null) values[key] = value;
  }

  const missing = new Set<string>();
  const fill = (text: string) => {
    const result = fillPlaceholders(text, values);
    for (const key of result.missing) missing.add(key);
    return result.text;
  };
  const body = sources.template.clauses.map((c) => ({ title: fill(c.title), body: fill(c.body) }));
  if (missing.size > 0) {
    const names = [...missing].join(', ');
    throw invalidField(
      'variables',
      `Fill in: ${names}`,
      fieldFailure('missing_variables', { names }),
    );
  }

  const used = sources.template.clauses.flatMap((c) => placeholdersOf(`${c.title} ${c.body}`));
  const variables = Object.fromEntries([...new Set(used)].map((key) => [key, values[key] ?? '']));
  return { body, variables, currency };
}
