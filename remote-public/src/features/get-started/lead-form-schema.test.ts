import {
  LEAD_PROJECT_TYPES as CONTRACT_PROJECT_TYPES,
  LEAD_TIMELINES,
  PUBLIC_LEAD_SOURCES,
} from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { START_TIMELINES } from '../estimator/estimate-query';
import { validateLead } from './lead-form-rules';
import {
  EMPTY_LEAD,
  LEAD_PROJECT_TYPES,
  type LeadFormValues,
  serverFieldErrors,
  toLeadPayload,
} from './lead-form-schema';
import { detectLeadSource } from './lead-source';

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

  it("sends the site's language as the lead's (its e-mails are written in it)", () => {
    const origin = { source: 'direct', utm: {} } as const;
    expect(toLeadPayload(filled, origin, 'fr').language).toBe('fr');
    expect(toLeadPayload(filled, origin, 'fr-CA').language).toBe('fr');
    expect(toLeadPayload(filled, origin, 'en-GB').language).toBe('en');
    // A language the agency does not write in: not sent, the agency's default applies.
    expect(toLeadPayload(filled, origin, 'sv')).not.toHaveProperty('language');
    expect(toLeadPayload(filled, origin)).not.toHaveProperty('language');
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

describe('the create_lead contract (docs/leads.md)', () => {
  it('offers exactly the project types and start timelines the server accepts', () => {
    expect([...LEAD_PROJECT_TYPES].sort()).toEqual([...CONTRACT_PROJECT_TYPES].sort());
    expect([...START_TIMELINES].sort()).toEqual([...LEAD_TIMELINES].sort());
  });

  it('sends a public source only, never a status', () => {
    const origins = [
      { params: 'from=estimator', referrer: '' },
      { params: 'utm_campaign=spring', referrer: '' },
      { params: '', referrer: 'https://elsewhere.example/post' },
      { params: '', referrer: '' },
    ].map(({ params, referrer }) =>
      detectLeadSource({
        params: new URLSearchParams(params),
        storedCampaign: {},
        referrer,
        currentHost: 'atelier.example',
      }),
    );
    expect(origins.map((origin) => origin.source).sort()).toEqual([...PUBLIC_LEAD_SOURCES].sort());
    for (const origin of origins) {
      const payload = toLeadPayload(filled, origin);
      expect(PUBLIC_LEAD_SOURCES).toContain(payload.source);
      expect(payload).not.toHaveProperty('status');
    }
  });

  it('uses the contract’s field names, utm tags included', () => {
    const payload = toLeadPayload(
      { ...filled, phone: '+33 1 23 45 67 89', company: 'Studio', timeline: 'asap', message: 'Hi' },
      {
        source: 'campaign',
        utm: {
          utm_source: 'news',
          utm_medium: 'mail',
          utm_campaign: 'spring',
          utm_term: 'shop',
          utm_content: 'cta',
        },
      },
    );
    expect(Object.keys(payload).sort()).toEqual(
      [
        'budget',
        'company',
        'email',
        'name',
        'notes',
        'phone',
        'project_type',
        'source',
        'timeline',
        'utm_campaign',
        'utm_content',
        'utm_medium',
        'utm_source',
        'utm_term',
      ].sort(),
    );
  });

  it('accepts names and companies up to the server’s 200 characters', () => {
    expect(validateLead({ ...filled, name: 'n'.repeat(200), company: 'c'.repeat(200) })).toEqual(
      {},
    );
    expect(validateLead({ ...filled, name: 'n'.repeat(201) }).name).toEqual({
      code: 'tooLong',
      max: 200,
    });
  });
});
