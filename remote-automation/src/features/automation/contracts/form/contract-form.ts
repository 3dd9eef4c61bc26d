import {
  type Contract,
  type ContractChanges,
  type ContractTemplate,
  moveItem,
  type NewContract,
  parseMoneyToCents,
  type SigningOrder,
} from '@atelier/shared';
import type { ClientFacts, VariableField } from './contract-variables';

/**
 * The contract form's values as typed (strings, so nothing typed is reformatted under the
 * admin), how they start (new, from a proposal, a draft to edit) and the payloads of
 * create_contract and update_contract they make (docs/contracts.md).
 */

export type SignerRow = {
  /** Stable across moves, so React keeps each row's inputs (and focus) with it. */
  key: number;
  name: string;
  email: string;
  role: string;
};

export type ContractFormValues = {
  template_id: string;
  client_id: string;
  project_id: string;
  title: string;
  /** An amount as typed ("12,500.00"), in the client's currency; empty: none. */
  value: string;
  /** `YYYY-MM-DD`; empty: 30 days after sending. */
  expires_at: string;
  signing_order: SigningOrder;
  /** The variables group as typed, by key (a template's own, or a record value). */
  variables: Record<string, string>;
  signers: SignerRow[];
};

let nextKey = 1;
export const newSignerRow = (name = '', email = ''): SignerRow => ({
  key: nextKey++,
  name,
  email,
  role: '',
});

/** 1250000 → "12500.00": an amount both languages' money parsing reads back. */
export const centsToInput = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);

/** A new contract; from a proposal its client, project, title and value come prefilled. */
export function emptyContractForm(
  from: {
    client?: ClientFacts | null;
    projectId?: string | null;
    title?: string;
    valueCents?: number | null;
  } = {},
): ContractFormValues {
  const { client = null } = from;
  return {
    template_id: '',
    client_id: client?.id ?? '',
    project_id: from.projectId ?? '',
    title: from.title ?? '',
    value: centsToInput(from.valueCents),
    expires_at: '',
    signing_order: 'parallel',
    variables: {},
    signers: [client ? newSignerRow(client.name, client.email) : newSignerRow()],
  };
}

/**
 * An expiry as the date field shows it: the server keeps a chosen day as the end of that day
 * (midnight UTC after it), so one millisecond earlier is the day the admin chose.
 */
export const expiryToInput = (iso: string | null): string =>
  iso === null ? '' : new Date(Date.parse(iso) - 1).toISOString().slice(0, 10);

/** A draft as the form edits it: its title, value, expiry, order, values and signers. */
export function contractToForm(contract: Contract): ContractFormValues {
  return {
    template_id: contract.template_id ?? '',
    client_id: contract.client_id,
    project_id: contract.project_id ?? '',
    title: contract.title,
    value: centsToInput(contract.value),
    expires_at: expiryToInput(contract.expires_at),
    signing_order: contract.signing_order,
    variables: { ...contract.variables },
    signers: [...contract.signatories]
      .sort((a, b) => a.position - b.position)
      .map((signer) => ({ ...newSignerRow(signer.name, signer.email), role: signer.role ?? '' })),
  };
}

/**
 * Another template chosen: the title follows the template's name unless the admin wrote their
 * own, and each of its variables starts from its default unless a value was typed for that key.
 */
export function chooseTemplate(
  values: ContractFormValues,
  previous: ContractTemplate | null,
  next: ContractTemplate | null,
): ContractFormValues {
  const isOwnTitle = values.title.trim() !== '' && values.title !== previous?.name;
  const variables = { ...values.variables };
  for (const variable of next?.variables ?? []) {
    const typed = variables[variable.key];
    const previousDefault = previous?.variables.find((v) => v.key === variable.key)?.default;
    if (typed === undefined || typed === '' || typed === previousDefault) {
      variables[variable.key] = variable.default ?? '';
    }
  }
  return {
    ...values,
    template_id: next?.id ?? '',
    title: isOwnTitle ? values.title : (next?.name ?? ''),
    variables,
  };
}

const isUntouchedSigner = (row: SignerRow, client: ClientFacts | null) =>
  row.role === '' &&
  ((row.name === '' && row.email === '') ||
    (client !== null && row.name === client.name && row.email === client.email));

/**
 * Another client chosen: the project is dropped (it was the other client's), and the signers
 * follow the client while they are still the previous client's prefill (or empty).
 */
export function chooseClient(
  values: ContractFormValues,
  previous: ClientFacts | null,
  next: ClientFacts | null,
): ContractFormValues {
  const [only, ...others] = values.signers;
  const followsClient = others.length === 0 && (!only || isUntouchedSigner(only, previous));
  return {
    ...values,
    client_id: next?.id ?? '',
    project_id: '',
    signers: followsClient
      ? [next ? newSignerRow(next.name, next.email) : newSignerRow()]
      : values.signers,
  };
}

/** "12,500.00" → 1250000; unreadable text → NaN, for the schema to refuse. */
export const typedCents = (text: string): number | undefined =>
  text.trim() === '' ? undefined : (parseMoneyToCents(text) ?? Number.NaN);

/** The values of the group's fields, trimmed; empty ones are not sent (the default applies). */
function typedVariables(values: ContractFormValues, fields: readonly VariableField[]) {
  const sent: Record<string, string> = {};
  for (const field of fields) {
    const value = values.variables[field.key]?.trim() ?? '';
    if (value !== '') sent[field.key] = value;
  }
  return sent;
}

const toSigners = (rows: readonly SignerRow[]) =>
  rows.map((row) => ({
    name: row.name.trim(),
    email: row.email.trim(),
    ...(row.role.trim() ? { role: row.role.trim() } : {}),
  }));

/** create_contract's payload; from a proposal the server fills what the form leaves out. */
export function toNewContract(
  values: ContractFormValues,
  fields: readonly VariableField[],
  proposalId: string | null,
): NewContract {
  const value = typedCents(values.value);
  const variables = typedVariables(values, fields);
  return {
    template_id: values.template_id,
    ...(values.client_id ? { client_id: values.client_id } : {}),
    ...(values.project_id ? { project_id: values.project_id } : {}),
    ...(proposalId ? { proposal_id: proposalId } : {}),
    ...(values.title.trim() ? { title: values.title.trim() } : {}),
    ...(value === undefined ? {} : { value }),
    ...(Object.keys(variables).length > 0 ? { variables } : {}),
    signers: toSigners(values.signers),
    ...(values.expires_at ? { expires_at: values.expires_at } : {}),
    signing_order: values.signing_order,
  };
}

/** update_contract's payload: every field, emptied ones cleared (`null`). */
export function toContractChanges(
  id: string,
  values: ContractFormValues,
  fields: readonly VariableField[],
): ContractChanges {
  const variables = typedVariables(values, fields);
  return {
    id,
    title: values.title.trim(),
    value: typedCents(values.value) ?? null,
    ...(Object.keys(variables).length > 0 ? { variables } : {}),
    signers: toSigners(values.signers),
    expires_at: values.expires_at || null,
    signing_order: values.signing_order,
  };
}

export const addSignerRow = (rows: readonly SignerRow[]): SignerRow[] => [...rows, newSignerRow()];

export const removeSignerRow = (rows: readonly SignerRow[], index: number): SignerRow[] =>
  rows.filter((_, at) => at !== index);

export const moveSignerRow = moveItem<SignerRow>;
