import type {
  ContractClause,
  ContractTemplate,
  ContractTemplateType,
  ContractVariable,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { archiveTemplateRow, countTemplateRowUse } from './template-tables.ts';

export type { ContractTemplate };

/** What a create or an update writes. */
export type ContractTemplateFields = Pick<
  ContractTemplate,
  'name' | 'type' | 'description' | 'clauses' | 'variables'
>;

// Archived templates are read by nothing: every query here filters them out.
const templateSelect = `
  SELECT id, name, type, description, clauses, variables, usage_count, created_at, updated_at
  FROM contract_templates`;

/** Stored with every key present, a missing default left out (not null). */
const storedClauses = (clauses: readonly ContractClause[]) =>
  JSON.stringify(clauses.map(({ title, body }) => ({ title, body })));
const storedVariables = (variables: readonly ContractVariable[]) =>
  JSON.stringify(
    variables.map(({ key, label, default: value }) =>
      value == null ? { key, label } : { key, label, default: value },
    ),
  );

const fieldParams = (fields: ContractTemplateFields) => [
  fields.name,
  fields.type,
  fields.description,
  storedClauses(fields.clauses),
  storedVariables(fields.variables),
];

/** The live templates by name; of one type when given. */
export async function listContractTemplates(
  q: Queryable,
  type: ContractTemplateType | undefined,
): Promise<ContractTemplate[]> {
  return await q.query<ContractTemplate>(
    `${templateSelect}
     WHERE archived_at IS NULL AND ($1::text IS NULL OR type = $1)
     ORDER BY lower(name), id`,
    [type ?? null],
  );
}

/**
 * The live template, or undefined (also for an archived one, unless `includeArchived`: a
 * draft made from it is still filled from it).
 */
export async function findContractTemplate(
  q: Queryable,
  id: string,
  options: { lock?: boolean; includeArchived?: boolean } = {},
): Promise<ContractTemplate | undefined> {
  const [row] = await q.query<ContractTemplate>(
    `${templateSelect} WHERE id = $1${options.includeArchived ? '' : ' AND archived_at IS NULL'}${
      options.lock ? ' FOR UPDATE' : ''
    }`,
    [id],
  );
  return row;
}

export async function insertContractTemplate(
  tx: Queryable,
  fields: ContractTemplateFields,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO contract_templates (name, type, description, clauses, variables)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb) RETURNING id`,
    fieldParams(fields),
  );
  if (!row) throw new Error('INSERT INTO contract_templates returned no row');
  return row.id;
}

export async function updateContractTemplate(
  tx: Queryable,
  id: string,
  fields: ContractTemplateFields,
): Promise<void> {
  await tx.query(
    `UPDATE contract_templates
     SET name = $2, type = $3, description = $4, clauses = $5::jsonb, variables = $6::jsonb,
         updated_at = now()
     WHERE id = $1`,
    [id, ...fieldParams(fields)],
  );
}

/** Archives a live template; false when there is none with this id. */
export const archiveContractTemplate = (tx: Queryable, id: string): Promise<boolean> =>
  archiveTemplateRow(tx, 'contract_templates', id);

/** One more contract made from the template. */
export const countContractTemplateUse = (tx: Queryable, id: string): Promise<void> =>
  countTemplateRowUse(tx, 'contract_templates', id);
