import { describe, expect, it } from 'vitest';
import { previewClauses, previewValues, sampleRecordValues } from './template-preview';

const sample = {
  clientName: 'Jane Doe',
  clientCompany: 'Studio Nord',
  clientEmail: 'jane@example.com',
  projectName: 'New Website',
  agencyName: 'Atelier',
};

describe('the template preview', () => {
  it('gives every record variable a sample, the value and date written as the server does', () => {
    const values = sampleRecordValues(sample, 'Website build', new Date('2026-11-25T23:30:00Z'));
    expect(values).toEqual({
      'client.name': 'Jane Doe',
      'client.company': 'Studio Nord',
      'client.email': 'jane@example.com',
      'project.name': 'New Website',
      'contract.title': 'Website build',
      'contract.value': '$12,500.00',
      today: 'November 25, 2026',
      'agency.name': 'Atelier',
    });
  });

  it('fills the clauses with the samples and the defaults, and names what stays unfilled', () => {
    const values = previewValues({ 'client.name': 'Jane Doe' }, [
      { key: 'deposit_percent', label: 'Deposit', default: '30' },
      { key: 'scope', label: 'Scope of work' },
      { key: 'blank', label: ' ', default: '  ' },
    ]);
    const [clause] = previewClauses(
      [
        {
          title: 'Deposit for {{client.name}}',
          body: '{{client.name}} pays {{ deposit_percent }}% for {{scope}} and {{blank}}; {{foo}}.',
        },
      ],
      values,
    );
    expect(clause).toEqual({
      title: 'Deposit for Jane Doe',
      body: 'Jane Doe pays 30% for [Scope of work] and [blank]; {{foo}}.',
      missing: ['foo'],
    });
  });
});
