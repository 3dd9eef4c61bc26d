import { describe, expect, it } from 'vitest';
import {
  centsToInput,
  checkChoice,
  checkDay,
  checkEmail,
  checkMoney,
  checkText,
  collectProblems,
  moneyOrNull,
  optionalText,
} from './form-rules';

describe('record form rules', () => {
  it('requires a text only when asked, and counts its trimmed length', () => {
    expect(checkText('  ', 10, true)).toEqual({ code: 'required' });
    expect(checkText('  ', 10)).toBeNull();
    expect(checkText(`  ${'a'.repeat(10)}  `, 10)).toBeNull();
    expect(checkText('a'.repeat(11), 10)).toEqual({ code: 'tooLong', max: 10 });
  });

  it('tells a missing e-mail from a malformed one', () => {
    expect(checkEmail('', 254)).toEqual({ code: 'required' });
    expect(checkEmail('jane@studio', 254)).toEqual({ code: 'email' });
    expect(checkEmail(' jane@studio.com ', 254)).toBeNull();
  });

  it('accepts only the listed choices', () => {
    expect(checkChoice('active', ['active', 'inactive'], true)).toBeNull();
    expect(checkChoice('', ['active'], true)).toEqual({ code: 'choose' });
    expect(checkChoice('', ['active'])).toBeNull();
    expect(checkChoice('gone', ['active'])).toEqual({ code: 'choose' });
  });

  it('reads amounts as people type them, in cents', () => {
    expect(checkMoney('1,234.50')).toBeNull();
    expect(moneyOrNull('1,234.50')).toBe(123450);
    expect(checkMoney('12.345')).toEqual({ code: 'money' });
    expect(checkMoney('-5')).toEqual({ code: 'money' });
    expect(moneyOrNull('  ')).toBeNull();
    expect(centsToInput(123450)).toBe('1234.50');
    expect(centsToInput(null)).toBe('');
  });

  it('refuses days that do not exist', () => {
    expect(checkDay('2026-02-28')).toBeNull();
    expect(checkDay('2026-02-30')).toEqual({ code: 'date' });
    expect(checkDay('')).toBeNull();
  });

  it('keeps only the fields with a problem, and stores empty text as null', () => {
    expect(collectProblems({ name: null, email: { code: 'email' } })).toEqual({
      email: { code: 'email' },
    });
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(' Studio ')).toBe('Studio');
  });
});
