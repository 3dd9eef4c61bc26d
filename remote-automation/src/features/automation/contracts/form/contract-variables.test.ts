import { describe, expect, it } from 'vitest';
import {
  type ClientFacts,
  keysUsedBy,
  lackingRecordKeys,
  previewSegments,
  previewValues,
  templateNeeds,
  variableFields,
} from './contract-variables';

const clauses = [
  { title: 'Parties', body: 'Between {{agency.name}} and {{client.name}} of {{client.company}}.' },
  {
    title: 'Fee',
    body: 'A fee of {{contract.value}}, paid as {{ payment_terms }} for {{project.name}}.',
  },
];
const template = {
  clauses,
  variables: [
    { key: 'payment_terms', label: 'Payment schedule', default: '50% now' },
    { key: 'unused_note', label: 'Note' },
  ],
};
const jane: ClientFacts = {
  id: 'c1',
  name: 'Jane Doe',
  email: 'jane@studio.test',
  company: null,
  currency: 'USD',
};

describe('the values a contract still needs', () => {
  it('lists the keys the clauses use, titles included, once each', () => {
    expect(keysUsedBy([{ title: '{{today}}', body: '{{today}} {{client.name}}' }])).toEqual([
      'today',
      'client.name',
    ]);
  });

  it("asks for the client's company only when the client has none, and the project's name without a project", () => {
    const used = keysUsedBy(clauses);
    expect(lackingRecordKeys(used, jane, false)).toEqual(['client.company', 'project.name']);
    expect(lackingRecordKeys(used, { company: 'Studio' }, true)).toEqual([]);
    expect(lackingRecordKeys(['client.name'], jane, false)).toEqual([]);
  });

  it("shows the template's variables with their defaults, required when used, then the lacking record values", () => {
    expect(variableFields(template, ['client.company'])).toEqual([
      {
        key: 'payment_terms',
        label: 'Payment schedule',
        isRequired: true,
        defaultValue: '50% now',
      },
      { key: 'unused_note', label: 'Note', isRequired: false, defaultValue: '' },
      { key: 'client.company', label: null, isRequired: true, defaultValue: '' },
    ]);
  });

  it('says which keys a template uses and which fields it needs for this client and project', () => {
    const needs = templateNeeds(template, { company: 'Studio' }, false, { ignored: 'x' });
    expect(needs.used).toEqual([
      'agency.name',
      'client.name',
      'client.company',
      'contract.value',
      'payment_terms',
      'project.name',
    ]);
    expect(needs.fields.map((field) => field.key)).toEqual([
      'payment_terms',
      'unused_note',
      'project.name',
    ]);
    expect(templateNeeds(null, null, true, { terms: 'Weekly' }).fields).toMatchObject([
      { key: 'terms' },
    ]);
  });

  it("falls back on a draft's own custom values when its template is gone", () => {
    const stored = { 'client.name': 'Jane', payment_terms: 'Monthly' };
    expect(variableFields(null, [], stored)).toEqual([
      { key: 'payment_terms', label: 'payment_terms', isRequired: true, defaultValue: '' },
    ]);
  });
});

describe('the live preview', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('fills what is known as the server words it, and leaves empty typed values unfilled', () => {
    const values = previewValues({
      client: jane,
      projectName: null,
      title: 'Service Agreement',
      valueCents: 1_250_000,
      typed: { payment_terms: '  Monthly ', 'client.company': '' },
      now,
    });
    expect(values).toEqual({
      'client.name': 'Jane Doe',
      'client.email': 'jane@studio.test',
      'contract.title': 'Service Agreement',
      'contract.value': '$12,500.00',
      today: 'November 25, 2026',
      payment_terms: 'Monthly',
    });
  });

  it('lets the records win over a typed value, as the server does', () => {
    const values = previewValues({
      client: { ...jane, company: 'Studio Doe' },
      projectName: 'New Website',
      title: '',
      valueCents: null,
      typed: { 'client.company': 'Typed Co' },
      now,
    });
    expect(values['client.company']).toBe('Studio Doe');
    expect(values['project.name']).toBe('New Website');
    expect(values).not.toHaveProperty('contract.value');
    expect(values).not.toHaveProperty('contract.title');
  });

  it('cuts the text where a value is missing, and marks what only the server fills', () => {
    const segments = previewSegments(clauses[0]?.body ?? '', { 'client.name': 'Jane Doe' });
    expect(segments).toEqual([
      { kind: 'text', text: 'Between ' },
      { kind: 'server', key: 'agency.name' },
      { kind: 'text', text: ' and Jane Doe of ' },
      { kind: 'missing', key: 'client.company' },
      { kind: 'text', text: '.' },
    ]);
    expect(previewSegments('All {{ today }}', { today: 'May 1' })).toEqual([
      { kind: 'text', text: 'All May 1' },
    ]);
  });
});
