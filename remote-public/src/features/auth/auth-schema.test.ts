import { describe, expect, it } from 'vitest';
import { type RegisterValues, validateLogin, validateRegister } from './auth-schema';

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
