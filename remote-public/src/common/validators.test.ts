import { describe, expect, it } from 'vitest';
import { checkChoice, checkEmail, checkPhone, checkText, collectErrors } from './validators';

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
  });

  it('requires text only when asked and caps its length', () => {
    expect(checkText('   ', { isRequired: true, max: 10 })).toEqual({ code: 'required' });
    expect(checkText('', { isRequired: false, max: 10 })).toBeNull();
    expect(checkText('x'.repeat(11), { isRequired: false, max: 10 })).toEqual({
      code: 'tooLong',
      max: 10,
    });
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
