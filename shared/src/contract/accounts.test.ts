import { describe, expect, it } from 'vitest';
import { accountEmailSchema, companySchema, contactEmailSchema, firstNameSchema } from './accounts';
import { EMAIL_PATTERN, isEmailAddress, isPasswordLengthAllowed } from './patterns';

const ADDRESSES = {
  valid: ['jane@studio.com', 'jane.doe+leads@studio.co.uk', "o'brien@mail.example.org"],
  invalid: [
    'jane',
    'jane@',
    'jane@studio',
    'jane@studio.c',
    'ja ne@studio.com',
    '.jane@studio.com',
    'jane..doe@studio.com',
    'jane@-studio.com',
  ],
};

describe('the one e-mail rule', () => {
  it('is the same with and without Zod', () => {
    for (const address of [...ADDRESSES.valid, ...ADDRESSES.invalid]) {
      expect(isEmailAddress(address), address).toBe(contactEmailSchema.safeParse(address).success);
      expect(accountEmailSchema.safeParse(address).success, address).toBe(
        EMAIL_PATTERN.test(address),
      );
    }
    expect(ADDRESSES.valid.every(isEmailAddress)).toBe(true);
    expect(ADDRESSES.invalid.some(isEmailAddress)).toBe(false);
  });

  it('trims and lower-cases, as stored', () => {
    expect(contactEmailSchema.parse('  Jane@Studio.COM ')).toBe('jane@studio.com');
  });

  it("words each door's messages as before", () => {
    expect(contactEmailSchema.safeParse('jane@').error?.issues[0]?.message).toBe(
      'Enter a valid e-mail address',
    );
    expect(accountEmailSchema.safeParse('jane@').error?.issues[0]?.message).toBe(
      'Enter a valid email address',
    );
    expect(contactEmailSchema.safeParse(`${'a'.repeat(250)}@x.com`).error?.issues[0]?.message).toBe(
      'E-mail must be at most 254 characters',
    );
    expect(contactEmailSchema.safeParse(42).error?.issues[0]?.message).toBe('E-mail is required');
  });
});

describe('account fields', () => {
  it('require names, take a blank company as none', () => {
    expect(firstNameSchema.safeParse('  ').error?.issues[0]?.message).toBe(
      'First name is required',
    );
    expect(companySchema.parse('  ')).toBeNull();
    expect(companySchema.parse(undefined)).toBeNull();
  });

  it('count a password in characters, 12 to 128', () => {
    expect(isPasswordLengthAllowed('x'.repeat(11))).toBe(false);
    expect(isPasswordLengthAllowed('🎨'.repeat(12))).toBe(true);
    expect(isPasswordLengthAllowed('x'.repeat(129))).toBe(false);
  });
});
