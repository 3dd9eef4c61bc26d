import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadRow } from '../../db/leads.ts';
import { useLeadTestKit } from './lead-test-kit.ts';

const kit = useLeadTestKit();

const form = {
  name: '  Jane Doe ',
  email: ' Jane@Studio.com ',
  phone: '+33 1 23 45 67 89',
  company: 'Studio',
  project_type: 'ecommerce',
  budget: 10000,
  timeline: 'oneToThree',
  notes: 'A new shop for our ceramics.',
  source: 'estimator',
  utm_source: 'newsletter',
  utm_campaign: 'spring',
};

const storedLeads = () => kit.db.query<LeadRow>('SELECT * FROM leads ORDER BY created_at, id');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('create_lead from the public form', () => {
  it('stores the lead, scored, and answers a receipt of what was sent', async () => {
    const { status, body } = await kit.call({ action: 'create_lead', ...form }, 'anonymous');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      lead: {
        name: 'Jane Doe',
        email: 'jane@studio.com',
        phone: '+33 1 23 45 67 89',
        company: 'Studio',
        company_size: null,
        source: 'estimator',
        status: 'new',
        project_type: 'ecommerce',
        budget: 10000,
        timeline: 'oneToThree',
        estimate_low: null,
        estimate_high: null,
        estimate_pace: null,
        notes: 'A new shop for our ceramics.',
        utm_source: 'newsletter',
        utm_medium: null,
        utm_campaign: 'spring',
        utm_term: null,
        utm_content: null,
        language: 'en',
      },
    });
    const [lead] = await storedLeads();
    expect(lead).toMatchObject({ ...body.lead, converted_client_id: null });
    // budget 15 + timeline 16 + company 8 + engagement (estimator 10, phone, type, campaign: 20)
    // + source 8 + e-mail 10
    expect(lead?.score).toBe(77);
    const history = await kit.db.query(
      'SELECT from_status, to_status, changed_by FROM lead_status_history',
    );
    expect(history).toEqual([{ from_status: null, to_status: 'new', changed_by: null }]);
  });

  it('takes a lead with only a name and an e-mail, from a signed-in client too', async () => {
    const { status, body } = await kit.call(
      { action: 'create_lead', name: 'Sam', email: 'sam@gmail.com' },
      'client',
    );
    expect(status).toBe(200);
    expect(body.lead).toMatchObject({ source: 'direct', status: 'new', budget: null, notes: null });
    expect(await storedLeads()).toHaveLength(1);
  });

  it('refuses a status or the manual source from a visitor, and stores nothing', async () => {
    const { status, body } = await kit.call(
      { action: 'create_lead', ...form, status: 'qualified', source: 'manual' },
      'anonymous',
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: 'Some fields are invalid',
      code: 'VALIDATION_FAILED',
      fields: {
        status: "Only the agency can set a lead's status",
        source: 'Source must be one of: direct, estimator, referral, campaign',
      },
      fieldCodes: { status: { code: 'agency_only' }, source: { code: 'invalid_choice' } },
    });
    expect(await storedLeads()).toHaveLength(0);
  });

  it('ignores a score sent by anyone: the score is computed', async () => {
    await kit.call({ action: 'create_lead', ...form, score: 100, grade: 'A' }, 'anonymous');
    const [lead] = await storedLeads();
    expect(lead?.score).toBe(77);
  });

  it('names every invalid field', async () => {
    const { status, body } = await kit.call(
      {
        action: 'create_lead',
        name: ' ',
        email: 'jane@',
        phone: 'x'.repeat(41),
        budget: -5,
        notes: 'y'.repeat(5001),
        project_type: 'rocket',
        timeline: 'someday',
        source: 'tv',
        utm_campaign: 'z'.repeat(201),
      },
      'anonymous',
    );
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual({
      name: 'Name is required',
      email: 'Enter a valid e-mail address',
      phone: 'Phone must be at most 40 characters',
      budget: 'Budget cannot be negative',
      notes: 'Notes must be at most 5000 characters',
      project_type: expect.stringMatching(/^Project type must be one of: landing, /),
      timeline: 'Timeline must be one of: asap, oneToThree, threeToSix, flexible',
      source: expect.stringMatching(/^Source must be one of: /),
      utm_campaign: 'utm_campaign must be at most 200 characters',
    });
  });

  it('requires a whole-dollar budget, a name of at most 200 characters and an e-mail', async () => {
    const { body } = await kit.call(
      { action: 'create_lead', name: 'n'.repeat(201), budget: 10.5 },
      'anonymous',
    );
    expect(body.fields).toEqual({
      name: 'Name must be at most 200 characters',
      email: 'E-mail is required',
      budget: 'Budget must be a whole number of US dollars',
    });
  });
});

describe('a repeat within 24 hours', () => {
  it('appends the message to the first lead and fills its empty fields', async () => {
    await kit.call(
      { action: 'create_lead', name: 'Jane', email: 'jane@studio.com', notes: 'First message' },
      'anonymous',
    );
    const [first] = await storedLeads();
    const repeat = await kit.call(
      { ...form, action: 'create_lead', name: 'Jane D.', email: 'JANE@studio.com' },
      'anonymous',
    );
    expect(repeat.status).toBe(200);
    expect(repeat.body.lead).toMatchObject({ name: 'Jane D.', notes: form.notes });

    const leads = await storedLeads();
    expect(leads).toHaveLength(1);
    const [merged] = leads;
    expect(merged).toMatchObject({
      id: first?.id,
      name: 'Jane',
      source: 'direct',
      phone: form.phone,
      company: 'Studio',
      budget: 10000,
      timeline: 'oneToThree',
      utm_campaign: 'spring',
    });
    expect(merged?.notes).toMatch(
      /^First message\n\n--- Follow-up, \d{4}-\d\d-\d\d \d\d:\d\d UTC ---\nA new shop for our ceramics\.$/,
    );
    expect(merged?.score).toBeGreaterThan(first?.score ?? 100);
  });

  it('answers the same shape as a new lead, so a visitor cannot tell', async () => {
    const fresh = await kit.call({ action: 'create_lead', ...form }, 'anonymous');
    const repeat = await kit.call({ action: 'create_lead', ...form }, 'anonymous');
    expect(repeat.body).toEqual(fresh.body);
  });

  it('keeps the fields the first lead already had', async () => {
    await kit.call({ action: 'create_lead', ...form }, 'anonymous');
    await kit.call(
      { action: 'create_lead', ...form, budget: 50000, company: 'Other', notes: '' },
      'anonymous',
    );
    const [lead] = await storedLeads();
    expect(lead).toMatchObject({ budget: 10000, company: 'Studio', notes: form.notes });
  });

  it('creates a second lead once the first is older than 24 hours', async () => {
    await kit.call({ action: 'create_lead', ...form }, 'anonymous');
    await kit.db.query(`UPDATE leads SET created_at = now() - interval '24 hours 1 minute'`);
    await kit.call({ action: 'create_lead', ...form }, 'anonymous');
    expect(await storedLeads()).toHaveLength(2);
  });

  it('does not merge leads the agency types in', async () => {
    await kit.call({ action: 'create_lead', ...form }, 'anonymous');
    await kit.call({ action: 'create_lead', ...form, source: 'manual' }, 'admin');
    expect(await storedLeads()).toHaveLength(2);
  });
});

describe('the honeypot', () => {
  it('answers success to a filled website field and stores nothing', async () => {
    const { status, body } = await kit.call(
      { action: 'create_lead', ...form, website: 'http://spam.example' },
      'anonymous',
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.lead).toMatchObject({ name: 'Jane Doe', email: 'jane@studio.com' });
    expect(await storedLeads()).toHaveLength(0);
  });

  it('lets an empty website field through', async () => {
    await kit.call({ action: 'create_lead', ...form, website: '  ' }, 'anonymous');
    expect(await storedLeads()).toHaveLength(1);
  });
});

describe('the rate limit', () => {
  it('allows 20 leads per IP in 10 minutes by default, then answers 429 with Retry-After', async () => {
    for (let index = 0; index < 20; index += 1) {
      const { status } = await kit.call(
        { action: 'create_lead', name: 'Bot', email: `bot${index}@spam.test` },
        'anonymous',
        { ip: '198.51.100.7' },
      );
      expect(status).toBe(200);
    }
    const refused = await kit.call(
      { action: 'create_lead', name: 'Bot', email: 'bot20@spam.test' },
      'anonymous',
      { ip: '198.51.100.7' },
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await storedLeads()).toHaveLength(20);

    const otherVisitor = await kit.call({ action: 'create_lead', ...form }, 'anonymous', {
      ip: '198.51.100.8',
    });
    expect(otherVisitor.status).toBe(200);
    const agency = await kit.call({ action: 'create_lead', ...form }, 'admin', {
      ip: '198.51.100.7',
    });
    expect(agency.status).toBe(200);
  });

  it('follows ATELIER_RATE_LIMIT_LEADS and ATELIER_RATE_LIMIT_LEADS_WINDOW', async () => {
    vi.stubEnv('ATELIER_RATE_LIMIT_LEADS', '2');
    vi.stubEnv('ATELIER_RATE_LIMIT_LEADS_WINDOW', '60');
    const send = () => kit.call({ action: 'create_lead', ...form }, 'anonymous');
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // Requests leave the sliding window 60 s after they were made.
    await kit.db.query(
      `UPDATE rate_limit_hits
       SET hit_times = ARRAY(SELECT hit - interval '61 seconds' FROM unnest(hit_times) AS hit)`,
    );
    expect((await send()).status).toBe(200);
  });

  it('counts honeypot hits too, and is off with ATELIER_RATE_LIMIT_LEADS=0', async () => {
    vi.stubEnv('ATELIER_RATE_LIMIT_LEADS', '1');
    await kit.call({ action: 'create_lead', ...form, website: 'x' }, 'anonymous');
    expect((await kit.call({ action: 'create_lead', ...form }, 'anonymous')).status).toBe(429);
    vi.stubEnv('ATELIER_RATE_LIMIT_LEADS', '0');
    expect((await kit.call({ action: 'create_lead', ...form }, 'anonymous')).status).toBe(200);
  });
});

describe('create_lead by the agency', () => {
  it('sets status, source and notes freely and answers the stored lead with its grade', async () => {
    const { status, body } = await kit.call({
      action: 'create_lead',
      name: 'Walk-in',
      email: 'boss@bigcorp.com',
      status: 'qualified',
      notes: 'Met at the fair',
      budget: 60000,
    });
    expect(status).toBe(200);
    expect(body.lead).toMatchObject({
      name: 'Walk-in',
      source: 'manual',
      status: 'qualified',
      notes: 'Met at the fair',
      score: expect.any(Number),
      grade: expect.stringMatching(/^[A-D]$/),
      converted_client_id: null,
    });
    expect(body.lead.id).toMatch(/^[0-9a-f-]{36}$/);
    const history = await kit.db.query(
      'SELECT from_status, to_status, changed_by FROM lead_status_history',
    );
    expect(history).toEqual([
      { from_status: null, to_status: 'qualified', changed_by: kit.adminId },
    ]);
  });
});
