import { createProjectInput } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  centsToInput,
  checkMoney,
  collectProblems,
  filledIn,
  isFieldOf,
  moneyOrNull,
  optionalText,
  recordPayloads,
  schemaProblems,
} from './form-rules';

describe('record form rules', () => {
  it('reads amounts as people type them, in cents', () => {
    expect(checkMoney('1,234.50')).toBeNull();
    expect(moneyOrNull('1,234.50')).toBe(123450);
    expect(checkMoney('12.345')).toEqual({ code: 'money' });
    expect(checkMoney('-5')).toEqual({ code: 'money' });
    expect(moneyOrNull('  ')).toBeNull();
    expect(centsToInput(123450)).toBe('1234.50');
    expect(centsToInput(null)).toBe('');
  });

  it('keeps only the fields with a problem, and stores empty text as null', () => {
    expect(collectProblems({ name: null, email: { code: 'email' } })).toEqual({
      email: { code: 'email' },
    });
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(' Studio ')).toBe('Studio');
  });

  it('turns the issues of a contract schema into one problem code per field path', () => {
    const project = {
      client_id: 'c1',
      name: '',
      description: 'x'.repeat(5001),
      status: 'archived',
      milestones: [{ name: 'Phase\u0000one', percentage: 10 }],
      member_ids: Array.from({ length: 101 }, () => 'm'),
    };
    expect(schemaProblems(createProjectInput, project)).toEqual({
      name: { code: 'required' },
      description: { code: 'tooLong', max: 5000 },
      status: { code: 'choose' },
      'milestones.0.name': { code: 'characters' },
      member_ids: { code: 'tooMany', max: 100 },
    });
    expect(
      schemaProblems(createProjectInput, { ...project, name: 'Site' }, (path) =>
        path === 'status' ? { code: 'required' } : null,
      ).status,
    ).toEqual({ code: 'required' });
  });

  it("leaves a new record's empty fields out of its payload, and keeps blanks and zeros", () => {
    expect(filledIn({ name: 'Ada', phone: null, notes: '', rate: 0 })).toEqual({
      name: 'Ada',
      notes: '',
      rate: 0,
    });
  });
});

describe("a record form's payloads and fields", () => {
  const payloads = recordPayloads((values: { name: string; phone: string }) => ({
    name: values.name.trim(),
    phone: values.phone.trim() || null,
  }));

  it('leaves the empty fields out of a new record, and sends them all, emptied, on an update', () => {
    expect(payloads.toNew({ name: ' Ada ', phone: '' })).toEqual({ name: 'Ada' });
    expect(payloads.toChanges('id-1', { name: 'Ada', phone: '' })).toEqual({
      id: 'id-1',
      name: 'Ada',
      phone: null,
    });
  });

  it('shows a message under a field only when the form has it', () => {
    const isShown = isFieldOf(['name', 'email']);
    expect(isShown('email')).toBe(true);
    expect(isShown('items.0.description')).toBe(false);
  });
});
