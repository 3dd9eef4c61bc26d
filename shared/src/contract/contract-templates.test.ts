import { describe, expect, it } from 'vitest';
import {
  createContractTemplateInput,
  fillPlaceholders,
  placeholdersOf,
  undeclaredVariables,
} from './contract-templates';

describe('contract placeholders', () => {
  it('lists the keys a text uses, each once, spaces inside the braces allowed', () => {
    expect(placeholdersOf('{{client.name}} and {{ today }}, {{client.name}}')).toEqual([
      'client.name',
      'today',
    ]);
  });

  it('fills the known keys and lists the others', () => {
    expect(fillPlaceholders('{{a}} owes {{b}} to {{ a }}', { a: 'Jane' })).toEqual({
      text: 'Jane owes {{b}} to Jane',
      missing: ['b'],
    });
  });

  it('names the keys neither the records nor the template declare', () => {
    const clauses = [{ title: 'Fee', body: '{{contract.value}} by {{due}} for {{scope}}' }];
    expect(undeclaredVariables(clauses, [{ key: 'due', label: 'Due' }])).toEqual(['scope']);
  });

  it('refuses a template whose clauses use an undeclared key', () => {
    const parsed = createContractTemplateInput.safeParse({
      name: 'NDA',
      type: 'custom',
      clauses: [{ title: 'Term', body: '{{term_years}} years' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['variables', 'Declare the variables the clauses use: term_years'],
    ]);
  });
});
