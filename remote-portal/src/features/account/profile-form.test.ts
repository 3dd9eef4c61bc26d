import { describe, expect, it } from 'vitest';
import {
  emailChangeProblems,
  passwordProblems,
  profileChanges,
  profileProblems,
  profileValues,
} from './profile-form';

const profile = {
  name: 'Jane Cooper',
  company: null,
  email: 'jane@northwind.example',
  phone: '+1 555 0142',
  notify_email: true,
  language: 'fr' as const,
};

describe('the profile form', () => {
  it('starts from the profile, empty text for what is not set', () => {
    expect(profileValues(profile)).toEqual({
      name: 'Jane Cooper',
      company: '',
      phone: '+1 555 0142',
      notify_email: true,
      language: 'fr',
    });
  });

  it('needs a name within the limits of update_profile', () => {
    const values = profileValues(profile);
    expect(profileProblems({ ...values, name: '  ' })).toEqual({ name: 'nameRequired' });
    expect(profileProblems({ ...values, name: 'x'.repeat(201) })).toEqual({ name: 'nameTooLong' });
    expect(profileProblems({ ...values, phone: '1'.repeat(41) })).toEqual({
      phone: 'phoneTooLong',
    });
    expect(profileProblems(values)).toEqual({});
  });

  it('refuses "abc" as a phone number, as update_profile does, and takes an empty one', () => {
    const values = profileValues(profile);
    expect(profileProblems({ ...values, phone: 'abc' })).toEqual({ phone: 'phoneInvalid' });
    expect(profileProblems({ ...values, phone: '12345' })).toEqual({ phone: 'phoneInvalid' });
    expect(profileProblems({ ...values, phone: '+33 (0)1 84.88-12-40' })).toEqual({});
    expect(profileProblems({ ...values, phone: '  ' })).toEqual({});
  });

  it('sends every field trimmed, an emptied one as "" to clear it', () => {
    const values = { ...profileValues(profile), name: ' Jane ', phone: ' ', notify_email: false };
    expect(profileChanges(values)).toEqual({
      name: 'Jane',
      company: '',
      phone: '',
      notify_email: false,
      language: 'fr',
    });
  });

  it("sends the client's language as chosen (their e-mails, PDFs and portal)", () => {
    expect(profileChanges({ ...profileValues(profile), language: 'en' }).language).toBe('en');
  });
});

describe('the password form', () => {
  it('follows the password rule and wants the same password twice', () => {
    expect(passwordProblems({ password: 'short', confirm: 'short' })).toEqual({
      password: 'tooShort',
    });
    expect(passwordProblems({ password: ' '.repeat(12), confirm: '' })).toEqual({
      password: 'onlySpaces',
    });
    expect(passwordProblems({ password: 'a long new passphrase', confirm: 'a long new' })).toEqual({
      confirm: 'mismatch',
    });
    expect(
      passwordProblems({ password: 'a long new passphrase', confirm: 'a long new passphrase' }),
    ).toEqual({});
  });
});

describe('the e-mail change form', () => {
  it('asks for a plausible address that is not the current one', () => {
    const current = 'jane@northwind.example';
    expect(emailChangeProblems({ email: '  ' }, current)).toEqual({ email: 'required' });
    expect(emailChangeProblems({ email: 'jane@northwind' }, current)).toEqual({ email: 'invalid' });
    expect(emailChangeProblems({ email: 'jane @x.example' }, current)).toEqual({
      email: 'invalid',
    });
    expect(emailChangeProblems({ email: ' Jane@Northwind.example ' }, current)).toEqual({
      email: 'same',
    });
    expect(emailChangeProblems({ email: 'jane@cooper.example' }, current)).toEqual({});
  });
});
