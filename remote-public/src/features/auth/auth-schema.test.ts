import { describe, expect, it } from 'vitest';
import {
  type RegisterValues,
  validateForgotPassword,
  validateLogin,
  validateRegister,
  validateResetPassword,
} from './auth-schema';

const registration: RegisterValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  company: '',
  email: 'jane@studio.com',
  password: 'correct horse battery',
};

describe('validateLogin', () => {
  it('needs a valid email and a password of any length', () => {
    expect(validateLogin({ email: 'jane@studio.com', password: 'short' })).toEqual({});
    expect(validateLogin({ email: 'jane', password: '' })).toEqual({
      email: { code: 'email' },
      password: { code: 'required' },
    });
  });
});

describe('validateRegister', () => {
  it('accepts a complete registration without a company', () => {
    expect(validateRegister(registration)).toEqual({});
  });

  it('requires 12 to 128 characters of password', () => {
    const tooShort = validateRegister({ ...registration, password: 'x'.repeat(11) });
    const tooLong = validateRegister({ ...registration, password: 'x'.repeat(129) });
    expect(tooShort.password).toEqual({ code: 'passwordLength', min: 12, max: 128 });
    expect(tooLong.password).toEqual({ code: 'passwordLength', min: 12, max: 128 });
    expect(
      validateRegister({ ...registration, password: 'x'.repeat(12) }).password,
    ).toBeUndefined();
    expect(
      validateRegister({ ...registration, password: 'x'.repeat(128) }).password,
    ).toBeUndefined();
  });

  it('requires both names', () => {
    const errors = validateRegister({ ...registration, firstName: ' ', lastName: '' });
    expect(errors.firstName).toEqual({ code: 'required' });
    expect(errors.lastName).toEqual({ code: 'required' });
  });
});

describe('validateForgotPassword', () => {
  it('needs a valid email', () => {
    expect(validateForgotPassword({ email: ' jane@studio.com ' })).toEqual({});
    expect(validateForgotPassword({ email: '' })).toEqual({ email: { code: 'required' } });
    expect(validateForgotPassword({ email: 'jane@' })).toEqual({ email: { code: 'email' } });
  });
});

describe('validateResetPassword', () => {
  const password = 'a long new password';

  it('accepts a new password of 12 to 128 characters, typed twice', () => {
    expect(validateResetPassword({ password, confirm: password })).toEqual({});
  });

  it('applies the registration length rule', () => {
    const short = 'x'.repeat(11);
    expect(validateResetPassword({ password: short, confirm: short }).password).toEqual({
      code: 'passwordLength',
      min: 12,
      max: 128,
    });
  });

  it('requires the confirmation to match', () => {
    expect(validateResetPassword({ password, confirm: '' }).confirm).toEqual({ code: 'required' });
    expect(validateResetPassword({ password, confirm: `${password}!` }).confirm).toEqual({
      code: 'passwordMismatch',
    });
  });
});
