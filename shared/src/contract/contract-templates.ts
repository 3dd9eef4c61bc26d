import { z } from 'zod';
import { codedPattern } from './fields';
import { oneOf, optionalText, recordIdSchema, requiredText } from './record-fields';

/**
 * Contract templates (docs/contracts.md): their clauses and variables, the payloads of the
 * template actions, and the placeholder filling the contracts and the live preview share.
 */

export const CONTRACT_TEMPLATE_TYPES = ['service', 'maintenance', 'consulting', 'custom'] as const;
export type ContractTemplateType = (typeof CONTRACT_TEMPLATE_TYPES)[number];

/** Filled by the server from the records; a template's own variables are the others. */
export const RECORD_VARIABLES = [
  'client.name',
  'client.company',
  'client.email',
  'project.name',
  'contract.title',
  'contract.value',
  'today',
  'agency.name',
] as const;

export const CONTRACT_TEMPLATE_LIMITS = {
  name: 200,
  description: 5000,
  clauses: 50,
  clauseTitle: 200,
  clauseBody: 10_000,
  variables: 30,
  variableLabel: 200,
  variableValue: 2000,
} as const;

const L = CONTRACT_TEMPLATE_LIMITS;

/** `{{ key }}` in a clause; keys are letters, digits, `_` and `.`. */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

/** A template's own variable: lowercase, digits and `_`, no dot (dots name record values). */
export const CUSTOM_VARIABLE_KEY = codedPattern(/^[a-z][a-z0-9_]{0,49}$/, 'key_format');

/** The variable keys `text` uses, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** `text` with every known key replaced; the keys without a value are listed in `missing`. */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
): { text: string; missing: string[] } {
  const missing = new Set<string>();
  const filled = text.replace(PLACEHOLDER, (placeholder, key: string) => {
    const value = values[key];
    if (value === undefined) {
      missing.add(key);
      return placeholder;
    }
    return value;
  });
  return { text: filled, missing: [...missing] };
}

export const contractClauseSchema = z.object({
  title: requiredText(L.clauseTitle, 'Clause title'),
  body: requiredText(L.clauseBody, 'Clause text', { multiline: true }),
});

const variableKey = z
  .string({ error: 'Variable key must be text' })
  .regex(
    CUSTOM_VARIABLE_KEY,
    'Variable key must start with a lowercase letter and hold only a-z, 0-9 and _',
  );

export const contractVariableSchema = z.object({
  key: variableKey,
  label: requiredText(L.variableLabel, 'Variable label'),
  default: optionalText(L.variableValue, 'Default value').optional(),
});

const clausesSchema = z
  .array(contractClauseSchema, { error: 'clauses must be a list' })
  .min(1, 'A template needs at least one clause')
  .max(L.clauses, `A template has at most ${L.clauses} clauses`);

const variablesSchema = z
  .array(contractVariableSchema, { error: 'variables must be a list' })
  .max(L.variables, `A template has at most ${L.variables} variables`);

/** The keys the clauses use that are neither record values nor declared variables. */
export function undeclaredVariables(
  clauses: readonly ContractClause[],
  variables: readonly ContractVariable[],
): string[] {
  const known = new Set<string>([...RECORD_VARIABLES, ...variables.map((v) => v.key)]);
  const used = new Set(clauses.flatMap((c) => placeholdersOf(`${c.title} ${c.body}`)));
  return [...used].filter((key) => !known.has(key));
}

export const undeclaredMessage = (keys: readonly string[]) =>
  `Declare the variables the clauses use: ${keys.join(', ')}`;

/** Each key once; every placeholder of the clauses a record value or a declared variable. */
function checkTemplateVariables(
  input: { clauses?: ContractClause[] | undefined; variables?: ContractVariable[] | undefined },
  ctx: z.RefinementCtx,
) {
  const declared = new Set<string>();
  input.variables?.forEach((variable, index) => {
    if (declared.has(variable.key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variables', index, 'key'],
        message: 'Used twice',
        params: { fieldCode: 'used_twice' },
      });
    }
    declared.add(variable.key);
  });
  if (!input.clauses || !input.variables) return;
  const unknown = undeclaredVariables(input.clauses, input.variables);
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['variables'],
      message: undeclaredMessage(unknown),
      params: { fieldCode: 'undeclared_variables', names: unknown.join(', ') },
    });
  }
}

const templateFields = {
  name: requiredText(L.name, 'Name'),
  type: oneOf(CONTRACT_TEMPLATE_TYPES, 'Type'),
  description: optionalText(L.description, 'Description', { multiline: true }),
  clauses: clausesSchema,
  variables: variablesSchema,
};

/** `variables` defaults to none: then the clauses may use only the record variables. */
export const createContractTemplateInput = z
  .object({
    name: templateFields.name,
    type: templateFields.type,
    description: templateFields.description.optional(),
    clauses: templateFields.clauses,
    variables: templateFields.variables.default([]),
  })
  .superRefine(checkTemplateVariables);

/**
 * Only the fields sent change; `clauses` and `variables` replace the lists (the handler checks
 * the stored list against the one sent when only one of the two is sent).
 */
export const updateContractTemplateInput = z
  .object({
    id: recordIdSchema('id'),
    name: templateFields.name.optional(),
    type: templateFields.type.optional(),
    description: templateFields.description.optional(),
    clauses: templateFields.clauses.optional(),
    variables: templateFields.variables.optional(),
  })
  .superRefine(checkTemplateVariables);

export const getContractTemplatesInput = z.object({
  type: oneOf(CONTRACT_TEMPLATE_TYPES, 'Type').optional(),
});

export type ContractClause = z.output<typeof contractClauseSchema>;
export type ContractVariable = z.output<typeof contractVariableSchema>;

export const contractTemplateSchema = z.object({
  id: z.guid(),
  name: z.string(),
  type: z.enum(CONTRACT_TEMPLATE_TYPES),
  description: z.string().nullable(),
  clauses: z.array(contractClauseSchema),
  variables: z.array(contractVariableSchema),
  /** Contracts made from it. */
  usage_count: z.number().int().nonnegative(),
  created_at: z.iso.datetime({ offset: true }),
  /** The "last updated" of the Templates tab. */
  updated_at: z.iso.datetime({ offset: true }),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

/** create_template and update_template. */
export const contractTemplateAnswer = z.object({ template: contractTemplateSchema });
export const contractTemplatesAnswer = z.object({ templates: z.array(contractTemplateSchema) });

export type NewContractTemplate = z.input<typeof createContractTemplateInput>;
export type ContractTemplateChanges = z.input<typeof updateContractTemplateInput>;
