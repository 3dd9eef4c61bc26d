import type { Contract, ContractTemplate } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  addSignerRow,
  type ContractFormValues,
  chooseClient,
  chooseTemplate,
  contractToForm,
  emptyContractForm,
  expiryToInput,
  moveSignerRow,
  newSignerRow,
  removeSignerRow,
  toContractChanges,
  toNewContract,
} from './contract-form';
import { contractFormProblems, type ProblemContext } from './contract-form-problems';
import type { ClientFacts, VariableField } from './contract-variables';

const jane: ClientFacts = {
  id: 'c1',
  name: 'Jane Doe',
  email: 'jane@studio.test',
  company: null,
  currency: 'USD',
};
const omar: ClientFacts = { ...jane, id: 'c2', name: 'Omar Ali', email: 'omar@shop.test' };

const template = (id: string, name: string, defaultTerms = '50% now'): ContractTemplate => ({
  id,
  name,
  type: 'service',
  description: null,
  clauses: [{ title: 'Fee', body: '{{contract.value}} paid as {{payment_terms}}.' }],
  variables: [{ key: 'payment_terms', label: 'Payment schedule', default: defaultTerms }],
  usage_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const fields: VariableField[] = [
  { key: 'payment_terms', label: 'Payment schedule', isRequired: true, defaultValue: '50% now' },
];
const context = (changes: Partial<ProblemContext> = {}): ProblemContext => ({
  contractId: null,
  proposalId: null,
  fields,
  usesValue: true,
  today: '2026-11-25',
  ...changes,
});

const filled = (changes: Partial<ContractFormValues> = {}): ContractFormValues => ({
  ...chooseTemplate(emptyContractForm({ client: jane }), null, template('t1', 'Service Agreement')),
  value: '12,500.00',
  ...changes,
});

describe('the contract form', () => {
  it("starts from the client's details, and a template's name and defaults", () => {
    const values = filled();
    expect(values.title).toBe('Service Agreement');
    expect(values.variables).toEqual({ payment_terms: '50% now' });
    expect(values.signers).toMatchObject([{ name: 'Jane Doe', email: 'jane@studio.test' }]);
  });

  it('keeps a title and values the admin typed when another template is chosen', () => {
    const first = template('t1', 'Service Agreement');
    const second = template('t2', 'Consulting', 'Monthly');
    const typed = {
      ...filled(),
      title: 'Website for Jane',
      variables: { payment_terms: 'Weekly' },
    };
    expect(chooseTemplate(typed, first, second)).toMatchObject({
      template_id: 't2',
      title: 'Website for Jane',
      variables: { payment_terms: 'Weekly' },
    });
    expect(chooseTemplate(filled(), first, second)).toMatchObject({
      title: 'Consulting',
      variables: { payment_terms: 'Monthly' },
    });
  });

  it('moves the prefilled signer to the new client, but never a list the admin wrote', () => {
    const moved = chooseClient({ ...filled(), project_id: 'p1' }, jane, omar);
    expect(moved).toMatchObject({ client_id: 'c2', project_id: '' });
    expect(moved.signers).toMatchObject([{ name: 'Omar Ali', email: 'omar@shop.test' }]);
    const own = { ...filled(), signers: [newSignerRow('Ana', 'ana@studio.test')] };
    expect(chooseClient(own, jane, omar).signers).toMatchObject([{ name: 'Ana' }]);
  });

  it('makes the create_contract payload: cents, trimmed text, optional fields left out', () => {
    const values = filled({
      title: '  Website  ',
      expires_at: '2026-12-31',
      signers: [{ ...newSignerRow(' Jane Doe ', 'jane@studio.test '), role: ' CEO ' }],
    });
    expect(toNewContract(values, fields, null)).toEqual({
      template_id: 't1',
      client_id: 'c1',
      title: 'Website',
      value: 1_250_000,
      variables: { payment_terms: '50% now' },
      signers: [{ name: 'Jane Doe', email: 'jane@studio.test', role: 'CEO' }],
      expires_at: '2026-12-31',
      signing_order: 'parallel',
    });
    const fromProposal = toNewContract(
      { ...filled(), client_id: '', value: '', variables: {} },
      fields,
      'pr1',
    );
    expect(fromProposal).toMatchObject({ proposal_id: 'pr1' });
    expect(fromProposal).not.toHaveProperty('client_id');
    expect(fromProposal).not.toHaveProperty('value');
    expect(fromProposal).not.toHaveProperty('variables');
  });

  it('edits a draft: its values prefilled in signing order, emptied fields cleared', () => {
    const draft = {
      id: 'k1',
      title: 'Website',
      template_id: 't1',
      client_id: 'c1',
      project_id: null,
      value: 99_900,
      expires_at: '2027-01-01T00:00:00.000Z',
      signing_order: 'sequential',
      variables: { payment_terms: 'Weekly', 'client.name': 'Jane Doe' },
      signatories: [
        { name: 'B', email: 'b@x.test', role: null, position: 2 },
        { name: 'A', email: 'a@x.test', role: 'CEO', position: 1 },
      ],
    } as unknown as Contract;
    const values = contractToForm(draft);
    expect(values).toMatchObject({ value: '999.00', expires_at: '2026-12-31' });
    expect(values.signers.map((row) => [row.name, row.role])).toEqual([
      ['A', 'CEO'],
      ['B', ''],
    ]);
    expect(toContractChanges('k1', { ...values, value: '', expires_at: '' }, fields)).toEqual({
      id: 'k1',
      title: 'Website',
      value: null,
      variables: { payment_terms: 'Weekly' },
      signers: [
        { name: 'A', email: 'a@x.test', role: 'CEO' },
        { name: 'B', email: 'b@x.test' },
      ],
      expires_at: null,
      signing_order: 'sequential',
    });
  });

  it('shows a stored expiry as the day chosen (the server keeps the end of that day)', () => {
    expect(expiryToInput('2027-01-01T00:00:00.000Z')).toBe('2026-12-31');
    expect(expiryToInput('2026-12-31T15:30:00.000Z')).toBe('2026-12-31');
    expect(expiryToInput(null)).toBe('');
  });

  it('adds, removes and reorders signers, keeping each row (and its key)', () => {
    const rows = addSignerRow([newSignerRow('A', 'a@x.test')]);
    expect(rows).toHaveLength(2);
    const moved = moveSignerRow(rows, 1, -1);
    expect(moved.map((row) => row.key)).toEqual([rows[1]?.key, rows[0]?.key]);
    expect(moveSignerRow(rows, 0, -1)).toEqual(rows);
    expect(removeSignerRow(rows, 0)).toEqual([rows[1]]);
  });
});

describe('the checks before sending', () => {
  it('passes a complete contract', () => {
    expect(contractFormProblems(filled(), context())).toEqual({});
  });

  it('names an emptied required variable on its own field', () => {
    const values = filled({ variables: { payment_terms: '  ' } });
    expect(contractFormProblems(values, context())).toEqual({
      'variables.payment_terms': { code: 'required' },
    });
  });

  it('refuses a second signer with the same e-mail, in any case', () => {
    const values = filled({
      signers: [newSignerRow('Jane', 'jane@studio.test'), newSignerRow('Ana', 'JANE@studio.test')],
    });
    expect(contractFormProblems(values, context())).toEqual({
      'signers.1.email': { code: 'emailTwice' },
    });
  });

  it('asks for a template, a client, a readable value and a coming expiry', () => {
    const values = {
      ...emptyContractForm(),
      title: 'T',
      value: '12,5x',
      expires_at: '2026-11-24',
    };
    expect(contractFormProblems(values, context())).toMatchObject({
      template_id: { code: 'choose' },
      client_id: { code: 'choose' },
      value: { code: 'money' },
      expires_at: { code: 'future' },
      'signers.0.name': { code: 'required' },
      'signers.0.email': { code: 'required' },
    });
  });

  it('needs a value when the clauses print it, except from a proposal (its total)', () => {
    expect(contractFormProblems(filled({ value: '' }), context())).toEqual({
      value: { code: 'valueUsed' },
    });
    expect(contractFormProblems(filled({ value: '' }), context({ proposalId: 'pr1' }))).toEqual({});
    expect(contractFormProblems(filled({ value: '' }), context({ usesValue: false }))).toEqual({});
  });

  it("checks an edit with update_contract's schema: no signer at all is refused", () => {
    const problems = contractFormProblems(filled({ signers: [] }), context({ contractId: 'k1' }));
    expect(problems).toEqual({ signers: { code: 'noSigners' } });
  });
});
