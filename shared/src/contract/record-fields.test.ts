import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from '../records/phone';
import { updateProfileInput } from './client-portal';
import { createClientInput, getClientsInput } from './clients';
import { createLeadInput } from './leads';
import { recordPaymentInput } from './payments';
import { createProjectInput } from './projects';
import { updateSettingsInput } from './site-settings';

/** The first message per field, as the server's 400 `fields` carries it. */
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the record field schemas', () => {
  it('trim, lower-case the e-mail, and read an emptied optional field as null', () => {
    const parsed = createClientInput.parse({
      name: ' Jane ',
      email: ' Jane@Studio.COM ',
      company: '  ',
    });
    expect(parsed).toMatchObject({ name: 'Jane', email: 'jane@studio.com', company: null });
  });

  it('word their refusals as the server answers them', () => {
    const result = createClientInput.safeParse({
      name: '',
      email: 'jane@studio',
      phone: 'x'.repeat(41),
      status: 'archived',
      notes: 'line\nbreaks are fine',
      tax_id: 'no\nbreaks',
    });
    expect(messages(result)).toEqual({
      name: 'Name is required',
      email: 'Enter a valid e-mail address',
      phone: 'Phone must be at most 40 characters',
      status: 'Status must be one of: active, inactive',
      tax_id: 'Tax id must not contain control characters or line breaks',
    });
  });

  it('refuse a phone that is no phone number ("abc") wherever one is saved, with its rule named', () => {
    const phone = 'Phone must be a phone number: digits, spaces and + - ( ) . with 6 to 20 digits';
    for (const [schema, payload] of [
      [createClientInput, { name: 'Jane', email: 'jane@studio.com' }],
      [createLeadInput, { name: 'Jane', email: 'jane@studio.com' }],
      [updateProfileInput, {}],
      [updateSettingsInput, {}],
    ] as const) {
      const result = schema.safeParse({ ...payload, phone: 'abc' });
      expect(messages(result).phone).toBe(phone);
      const issue = result.error?.issues.find((each) => each.path.join('.') === 'phone');
      expect(issue).toMatchObject({ code: 'custom', params: { fieldCode: 'invalid_phone' } });
      expect(schema.safeParse({ ...payload, phone: '+33 (0)1 84.88-12-40' }).success).toBe(true);
      expect(schema.safeParse({ ...payload, phone: '' }).success).toBe(true);
    }
  });

  it('take digits, spaces, + - ( ) . and 6 to 20 digits as a phone number', () => {
    expect(isPhoneNumber('+1 503 555 0142')).toBe(true);
    expect(isPhoneNumber('123456')).toBe(true);
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('1'.repeat(21))).toBe(false);
    expect(isPhoneNumber('555-CALL-NOW')).toBe(false);
    expect(isPhoneNumber('abc')).toBe(false);
  });

  it('give every list its defaults and limits', () => {
    expect(getClientsInput.parse({})).toEqual({
      sort: 'created_at',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(messages(getClientsInput.safeParse({ pageSize: 101, order: 'up' }))).toEqual({
      pageSize: 'pageSize is at most 100',
      order: 'order must be asc or desc',
    });
    expect(getClientsInput.parse({ status: 'active' }).status).toEqual(['active']);
  });
});

describe('the project and payment schemas', () => {
  it('refuse milestone percentages above 100 together', () => {
    const milestone = (percentage: number) => ({ name: 'Phase', percentage });
    const result = createProjectInput.safeParse({
      client_id: 'c1',
      name: 'Site',
      milestones: [milestone(60), milestone(50)],
    });
    expect(messages(result)).toEqual({
      milestones: 'The milestone percentages add up to more than 100',
    });
  });

  it('refuse a payment dated after the day the caller counts as today', () => {
    const schema = recordPaymentInput(() => '2026-11-24');
    const payment = { amount_cents: 100, payment_method: 'card' };
    expect(schema.safeParse({ ...payment, payment_date: '2026-11-24' }).success).toBe(true);
    expect(messages(schema.safeParse({ ...payment, payment_date: '2026-11-25' }))).toEqual({
      payment_date: 'Payment date cannot be in the future',
    });
    expect(messages(schema.safeParse({ ...payment, payment_date: '1899-12-31' }))).toEqual({
      payment_date: 'Payment date must be between 1900-01-01 and 2200-12-31',
    });
  });
});
