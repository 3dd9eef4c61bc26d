import { leadFieldSchemas } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { checkChoice, checkEmail, checkField, checkPhone, collectErrors } from './validators';

describe('field checks', () => {
  it('accepts ordinary email addresses and rejects typos', () => {
    expect(checkEmail('jane.doe@studio.co.uk')).toBeNull();
    expect(checkEmail('  jane@studio.fr ')).toBeNull();
    expect(checkEmail('')).toEqual({ code: 'required' });
    for (const typo of ['jane', 'jane@', 'jane@studio', 'jane@studio.c', 'ja ne@studio.com']) {
      expect(checkEmail(typo)).toEqual({ code: 'email' });
    }
  });

  it('treats an empty phone as optional and checks a given one', () => {
    expect(checkPhone('')).toBeNull();
    expect(checkPhone('+33 1 23 45 67 89')).toBeNull();
    expect(checkPhone('(555) 014-2370')).toBeNull();
    expect(checkPhone('call me')).toEqual({ code: 'phone' });
    expect(checkPhone('12')).toEqual({ code: 'phone' });
    expect(checkPhone('abc')).toEqual({ code: 'phone' });
  });

  it('agrees with the contract on every phone: what the form lets through, the server takes', () => {
    for (const phone of [
      'abc',
      '12',
      '123456',
      '+33 (0)1 84.88-12-40',
      '555-0100 ext',
      '1'.repeat(21),
    ]) {
      const server = leadFieldSchemas.phone.safeParse(phone).success;
      expect(checkPhone(phone) === null, phone).toBe(server);
    }
  });

  it("words a contract schema's issues as codes: required, too long, control characters", () => {
    expect(checkField(leadFieldSchemas.name, '   ')).toEqual({ code: 'required' });
    expect(checkField(leadFieldSchemas.company, '')).toBeNull();
    expect(checkField(leadFieldSchemas.company, 'x'.repeat(201))).toEqual({
      code: 'tooLong',
      max: 200,
    });
    expect(checkField(leadFieldSchemas.company, 'Studio\u0000')).toEqual({ code: 'characters' });
  });

  it('accepts only offered choices', () => {
    expect(checkChoice('saas', ['saas', 'mobile'])).toBeNull();
    expect(checkChoice('', ['saas', 'mobile'])).toEqual({ code: 'choose' });
  });

  it('keeps only the failed fields', () => {
    expect(collectErrors({ a: null, b: { code: 'required' } })).toEqual({
      b: { code: 'required' },
    });
  });
});
