import { codedPattern, FAILURE_REASONS } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AuthError, rateLimited } from './auth/auth-error.ts';
import { AppError, conflict } from './errors.ts';
import { invalidField } from './functions/client-management/record-fields.ts';
import { fieldFailureOfIssue } from './functions/field-codes.ts';

describe('failure bodies', () => {
  it('keep the old shape when there is no reason or field', () => {
    expect(new AppError('NOT_FOUND', 'Not found').toBody()).toEqual({
      success: false,
      error: 'Not found',
      code: 'NOT_FOUND',
    });
  });

  it('carry a reason and its params beside the English sentence', () => {
    const error = conflict('client_has_records', 'This client has invoices', {
      records: 'invoices',
    });
    expect(error.status).toBe(409);
    expect(error.toBody()).toEqual({
      success: false,
      error: 'This client has invoices',
      code: 'CONFLICT',
      reason: 'client_has_records',
      params: { records: 'invoices' },
    });
  });

  it('send a code for every field message, `invalid` when none was given', () => {
    const body = new AppError(
      'VALIDATION_FAILED',
      'Some fields are invalid',
      { email: 'Enter a valid e-mail', name: 'Too long' },
      { fieldCodes: { name: { code: 'too_long', max: 200 } } },
    ).toBody();
    expect(body.fields).toEqual({ email: 'Enter a valid e-mail', name: 'Too long' });
    expect(body.fieldCodes).toEqual({
      email: { code: 'invalid' },
      name: { code: 'too_long', max: 200 },
    });
    expect(invalidField('amount', 'Too much').toBody().fieldCodes).toEqual({
      amount: { code: 'invalid' },
    });
  });

  it('words auth failures by reason', () => {
    expect(new AuthError('invalid_credentials').toBody()).toEqual({
      success: false,
      error: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
      reason: 'invalid_credentials',
    });
    expect(new AuthError('bad_token').reason).toBe('invalid_token');
    expect(new AuthError('email_taken').toBody()).toMatchObject({
      code: 'EMAIL_TAKEN',
      reason: 'email_taken',
    });
    expect(rateLimited(30).toBody()).toMatchObject({
      reason: 'rate_limited',
      params: { seconds: 30 },
    });
  });

  it('every auth reason is a known failure reason', () => {
    for (const reason of [
      'invalid_credentials',
      'account_deactivated',
      'email_taken',
      'same_password',
      'session_ended',
      'invalid_refresh_token',
      'refresh_token_reused',
      'invalid_reset_token',
      'invalid_email_change_token',
    ] as const) {
      expect(FAILURE_REASONS).toContain(new AuthError(reason).reason);
    }
  });
});

describe('field codes of schema rules', () => {
  const schema = z.object({
    name: z.string().min(1).max(5),
    email: z.email(),
    count: z.number().int().max(3),
    kind: z.enum(['a', 'b']),
    tags: z.array(z.string()).max(1),
    when: z.iso.date(),
    custom: z.string().refine(() => false, { params: { fieldCode: 'too_short', min: 4 } }),
  });
  const codes = (payload: Record<string, unknown>) =>
    Object.fromEntries(
      (schema.safeParse(payload).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        fieldFailureOfIssue(issue, payload),
      ]),
    );

  it('names what each rule refused, with its numbers', () => {
    expect(
      codes({
        name: 'toolong',
        email: 'nope',
        count: 9,
        kind: 'c',
        tags: ['x', 'y'],
        when: '2026-02-30',
        custom: 'x',
      }),
    ).toEqual({
      name: { code: 'too_long', max: 5 },
      email: { code: 'invalid_email' },
      count: { code: 'too_large', max: 3 },
      kind: { code: 'invalid_choice' },
      tags: { code: 'too_many', max: 1 },
      when: { code: 'invalid_date' },
      custom: { code: 'too_short', min: 4 },
    });
  });

  it('names the code of a contract pattern (codedPattern), and invalid for any other', () => {
    const hours = z.object({
      start: z.string().regex(codedPattern(/^\d{2}h$/, 'time_format'), 'Start is HHh'),
      other: z.string().regex(/^x$/, 'Only x'),
    });
    const payload = { start: '9', other: 'y' };
    const issues = hours.safeParse(payload).error?.issues ?? [];
    expect(issues.map((issue) => fieldFailureOfIssue(issue, payload))).toEqual([
      { code: 'time_format' },
      { code: 'invalid' },
    ]);
  });

  it('tells a number that is not whole from a value of the wrong type', () => {
    const whole = z.object({ cents: z.number().int() });
    const codeOf = (payload: Record<string, unknown>) => {
      const [issue] = whole.safeParse(payload).error?.issues ?? [];
      return issue && fieldFailureOfIssue(issue, payload);
    };
    expect(codeOf({ cents: 10.5 })).toEqual({ code: 'not_whole' });
    expect(codeOf({ cents: 'ten' })).toEqual({ code: 'invalid_type' });
  });

  it('tells a missing field from a wrong one', () => {
    expect(codes({ name: '', count: 'x' })).toMatchObject({
      name: { code: 'required' },
      email: { code: 'required' },
      count: { code: 'invalid_type' },
    });
  });
});
