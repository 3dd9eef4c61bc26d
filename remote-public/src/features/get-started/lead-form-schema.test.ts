import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEAD,
  type LeadFormValues,
  serverFieldErrors,
  toLeadPayload,
  validateLead,
} from './lead-form-schema';

const filled: LeadFormValues = {
  ...EMPTY_LEAD,
  name: 'Jane Doe',
  email: 'jane@studio.com',
  projectType: 'ecommerce',
  budget: '10000',
};

describe('validateLead', () => {
  it('accepts a form with only the required fields', () => {
    expect(validateLead(filled)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(Object.keys(validateLead(EMPTY_LEAD)).sort()).toEqual(
      ['budget', 'email', 'name', 'projectType'].sort(),
    );
  });

  it('rejects a bad email, a bad phone and a budget that is not an offered range', () => {
    const errors = validateLead({ ...filled, email: 'jane@', phone: 'soon', budget: '7500' });
    expect(errors.email).toEqual({ code: 'email' });
    expect(errors.phone).toEqual({ code: 'phone' });
    expect(errors.budget).toEqual({ code: 'choose' });
  });

  it('caps the message length', () => {
    expect(validateLead({ ...filled, message: 'x'.repeat(5001) }).message).toEqual({
      code: 'tooLong',
      max: 5000,
    });
  });
});

describe('toLeadPayload', () => {
  it('sends the budget as a number, the message as notes and the origin', () => {
    const payload = toLeadPayload(
      { ...filled, message: '  A new shop  ', phone: '+33 1 23 45 67 89' },
      { source: 'campaign', utm: { utm_source: 'newsletter' } },
    );
    expect(payload).toEqual({
      name: 'Jane Doe',
      email: 'jane@studio.com',
      phone: '+33 1 23 45 67 89',
      project_type: 'ecommerce',
      budget: 10000,
      notes: 'A new shop',
      source: 'campaign',
      utm_source: 'newsletter',
    });
  });

  it('sends the lower bound 0 for the lowest range', () => {
    expect(toLeadPayload({ ...filled, budget: '0' }, { source: 'direct', utm: {} }).budget).toBe(0);
  });
});

describe('serverFieldErrors', () => {
  it('shows the server’s field errors on the matching form fields', () => {
    expect(
      serverFieldErrors({ email: 'Invalid email', project_type: 'Unknown type', secret: 'x' }),
    ).toEqual({ email: 'Invalid email', projectType: 'Unknown type' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
