import type { Lead } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEAD_FORM,
  type LeadFormValues,
  leadToForm,
  parseBudget,
  serverFieldMessages,
  toLeadChanges,
  toNewLead,
  validateLeadForm,
} from './lead-schema';

const filled: LeadFormValues = { ...EMPTY_LEAD_FORM, name: 'Jane Doe', email: 'jane@studio.com' };

describe('the admin lead form', () => {
  it('needs only a name and an e-mail, as a manual lead', () => {
    expect(validateLeadForm(filled, 'create')).toEqual({});
    expect(EMPTY_LEAD_FORM).toMatchObject({ status: 'new', source: 'manual' });
  });

  it('names each problem with a code the page translates', () => {
    const errors = validateLeadForm(
      {
        ...EMPTY_LEAD_FORM,
        email: 'jane@',
        phone: '1'.repeat(41),
        budget: '12.5',
        timeline: 'someday',
        status: '',
      },
      'create',
    );
    expect(errors).toEqual({
      name: { code: 'required' },
      email: { code: 'email' },
      phone: { code: 'tooLong', max: 40 },
      budget: { code: 'budget' },
      timeline: { code: 'choose' },
      status: { code: 'choose' },
    });
  });

  it('refuses what is no phone number ("abc"), as create_lead does', () => {
    expect(validateLeadForm({ ...filled, phone: 'abc' }, 'create')).toEqual({
      phone: { code: 'phone' },
    });
    expect(validateLeadForm({ ...filled, phone: '+33 1 84 88 12 40' }, 'edit')).toEqual({});
  });

  it("refuses what the server's schema refuses: control characters, e-mails it would not take", () => {
    const errors = validateLeadForm(
      { ...filled, name: 'Jane\u0000', company: 'Studio\nTwo', email: 'jane@studio.c' },
      'edit',
    );
    expect(errors).toEqual({
      name: { code: 'characters' },
      company: { code: 'characters' },
      email: { code: 'email' },
    });
    expect(validateLeadForm({ ...filled, notes: 'line one\nline two' }, 'create')).toEqual({});
  });

  it('allows longer notes on an existing lead than on a new one', () => {
    const notes = 'x'.repeat(6000);
    expect(validateLeadForm({ ...filled, notes }, 'create').notes).toEqual({
      code: 'tooLong',
      max: 5000,
    });
    expect(validateLeadForm({ ...filled, notes }, 'edit').notes).toBeUndefined();
  });

  it('reads budgets as whole dollars, with or without separators', () => {
    expect(parseBudget('25000')).toBe(25000);
    expect(parseBudget('25 000')).toBe(25000);
    expect(parseBudget('25,000')).toBe(25000);
    expect(parseBudget('0')).toBe(0);
    expect(parseBudget('-5')).toBeNull();
    expect(parseBudget('1000000001')).toBeNull();
    expect(parseBudget('ten')).toBeNull();
  });

  it('sends a new lead without the fields left empty', () => {
    expect(toNewLead({ ...filled, budget: '10 000', notes: '  Met at a fair ' })).toEqual({
      name: 'Jane Doe',
      email: 'jane@studio.com',
      budget: 10000,
      notes: 'Met at a fair',
      status: 'new',
      source: 'manual',
    });
  });

  it('clears an emptied field of an existing lead with null', () => {
    const lead = {
      id: 'l1',
      name: 'Jane',
      email: 'jane@studio.com',
      phone: '+33 1',
      company: null,
      company_size: null,
      source: 'estimator',
      status: 'contacted',
      project_type: 'saas',
      budget: 5000,
      timeline: 'asap',
      notes: null,
    } as Lead;
    const values = { ...leadToForm(lead), phone: '', budget: '' };
    expect(toLeadChanges('l1', values)).toEqual({
      id: 'l1',
      name: 'Jane',
      email: 'jane@studio.com',
      phone: null,
      company: null,
      company_size: null,
      project_type: 'saas',
      budget: null,
      timeline: 'asap',
      status: 'contacted',
      source: 'estimator',
      notes: null,
    });
  });

  it("puts the server's field messages on the form's fields", () => {
    expect(
      serverFieldMessages({ email: 'Enter a valid e-mail address', utm_term: 'Too long' }),
    ).toEqual({ email: 'Enter a valid e-mail address' });
  });
});
