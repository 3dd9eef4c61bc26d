import type { ContractTemplate } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyTemplateForm,
  newClauseRow,
  newVariableRow,
  type TemplateFormValues,
  templateProblems,
  templateToForm,
  toTemplatePayload,
} from './template-form';

const retainer = (): ContractTemplate => ({
  id: 't1',
  name: 'Maintenance Retainer',
  type: 'maintenance',
  description: null,
  clauses: [
    { title: 'Scope', body: 'Up to {{monthly_hours}} hours for {{client.name}}.' },
    { title: 'Fee', body: '{{contract.value}} per month.' },
  ],
  variables: [{ key: 'monthly_hours', label: 'Hours per month', default: '10' }],
  usage_count: 2,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-02-01T00:00:00Z',
});

const filled = (changes: Partial<TemplateFormValues> = {}): TemplateFormValues => ({
  ...emptyTemplateForm('service'),
  name: 'Website build',
  clauses: [newClauseRow('Parties', 'Between {{agency.name}} and {{client.name}}.')],
  ...changes,
});

const variable = (name: string, label: string, value = '') => ({
  ...newVariableRow(),
  name,
  label,
  default: value,
});

describe('the contract template form', () => {
  it('turns what was typed into the create_template payload', () => {
    const values = filled({
      description: 'Fixed scope.',
      clauses: [
        newClauseRow('Parties', 'Between {{agency.name}} and {{client.name}}.'),
        newClauseRow('Deposit', '{{deposit_percent}}% on signature, then {{balance}}.'),
      ],
      variables: [variable(' deposit_percent ', 'Deposit', '30'), variable('balance', 'Balance')],
    });
    expect(toTemplatePayload(values)).toEqual({
      name: 'Website build',
      type: 'service',
      description: 'Fixed scope.',
      clauses: [
        { title: 'Parties', body: 'Between {{agency.name}} and {{client.name}}.' },
        { title: 'Deposit', body: '{{deposit_percent}}% on signature, then {{balance}}.' },
      ],
      variables: [
        { key: 'deposit_percent', label: 'Deposit', default: '30' },
        { key: 'balance', label: 'Balance' },
      ],
    });
    expect(templateProblems(values)).toEqual({});
  });

  it('names every missing field of a new template', () => {
    expect(templateProblems(emptyTemplateForm())).toEqual({
      name: { code: 'required' },
      type: { code: 'choose' },
      'clauses.0.title': { code: 'required' },
      'clauses.0.body': { code: 'required' },
    });
    expect(templateProblems(filled({ clauses: [] }))).toEqual({ clauses: { code: 'noClauses' } });
  });

  it('refuses a placeholder that is neither a record value nor declared, even beside other faults', () => {
    const clauses = [newClauseRow('Extra', 'Pay {{foo}} and {{bar}} to {{client.name}}.')];
    expect(templateProblems(filled({ clauses }))).toEqual({
      variables: { code: 'undeclared', keys: 'foo, bar' },
      'clauses.0.body': { code: 'undeclaredHere', keys: 'foo, bar' },
    });
    const two = [newClauseRow('Fine', 'For {{client.name}}.'), newClauseRow('{{foo}}', 'Text.')];
    expect(templateProblems(filled({ name: '', clauses: two }))).toEqual({
      name: { code: 'required' },
      variables: { code: 'undeclared', keys: 'foo' },
      'clauses.1.body': { code: 'undeclaredHere', keys: 'foo' },
    });
  });

  it('refuses a badly formed variable key and a key declared twice', () => {
    const values = filled({
      variables: [
        variable('Deposit', 'Deposit'),
        variable('rate', 'Rate'),
        variable('rate', 'Rate again'),
      ],
    });
    expect(templateProblems(values)).toEqual({
      'variables.0.key': { code: 'variableKey' },
      'variables.2.key': { code: 'usedTwice' },
    });
  });

  it('fills the form from a template, and gives it back unchanged', () => {
    const template = retainer();
    const values = templateToForm(template);
    expect(values.clauses).toHaveLength(2);
    expect(new Set(values.clauses.map((row) => row.rowId)).size).toBe(2);
    expect(toTemplatePayload(values)).toEqual({
      name: template.name,
      type: template.type,
      description: '',
      clauses: template.clauses,
      variables: template.variables,
    });
    expect(templateProblems(values)).toEqual({});
  });
});
