import { describe, expect, it } from 'vitest';
import { insertVariable, templateTextProblem, validateTemplate } from './template-form';

const allowed = ['client_name', 'invoice_number', 'project_name'];

describe('the template editor rules', () => {
  it('accepts known variables and sections, refuses unknown ones, empty text and broken braces', () => {
    expect(
      templateTextProblem(
        'Invoice {{invoice_number}}{{#project_name}} for {{project_name}}{{/project_name}}',
        allowed,
      ),
    ).toBeNull();
    expect(templateTextProblem('Invoice {{numero}} {{total}}', allowed)).toEqual({
      kind: 'unknown',
      names: ['numero', 'total'],
    });
    expect(templateTextProblem('  ', allowed)).toEqual({ kind: 'required' });
    expect(templateTextProblem('Invoice {{invoice_number}', allowed)).toEqual({
      kind: 'malformed',
    });
    expect(templateTextProblem('{{#project_name}}open', allowed)).toEqual({ kind: 'malformed' });
    expect(validateTemplate({ subject: '', body: 'Hi {{client_name}}' }, allowed)).toEqual({
      subject: { kind: 'required' },
    });
  });

  it('asks the body to keep the variables its e-mail needs, outside any section', () => {
    const resetAllowed = ['first_name', 'agency', 'link', 'minutes'];
    expect(
      validateTemplate({ subject: 'Reset', body: 'Hello {{first_name}}' }, resetAllowed, ['link']),
    ).toEqual({ body: { kind: 'missing', names: ['link'] } });
    expect(
      validateTemplate(
        { subject: 'Reset', body: '{{#minutes}}{{link}}{{/minutes}}' },
        resetAllowed,
        ['link'],
      ),
    ).toEqual({ body: { kind: 'missing', names: ['link'] } });
    expect(
      validateTemplate({ subject: 'Reset', body: 'Open {{link}}' }, resetAllowed, ['link']),
    ).toEqual({});
    // A body that does not parse reports that first.
    expect(
      validateTemplate({ subject: 'Reset', body: '{{#link}}open' }, resetAllowed, ['link']),
    ).toEqual({ body: { kind: 'malformed' } });
  });

  it('inserts a variable at the cursor, replacing a selection', () => {
    expect(insertVariable('Hello ,', 'client_name', { start: 6, end: 6 })).toEqual({
      text: 'Hello {{client_name}},',
      cursor: 21,
    });
    expect(insertVariable('Hello X,', 'client_name', { start: 6, end: 7 }).text).toBe(
      'Hello {{client_name}},',
    );
    expect(insertVariable('Hello', 'client_name', null).text).toBe('Hello{{client_name}}');
  });
});
