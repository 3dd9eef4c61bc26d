import { describe, expect, it } from 'vitest';
import type { LeadRow } from '../../db/leads.ts';
import { useFunctionKit } from '../../test/function-kit.ts';

/**
 * Issue 32: the estimate a visitor saw (range and pace) is kept exactly with their lead, and
 * the auto-reply promises the answer time the site promises (Content: `contact.responseTime`).
 */
const kit = useFunctionKit({
  truncate: [
    'leads',
    'lead_status_history',
    'rate_limit_hits',
    'email_outbox',
    'content_drafts',
    'content_revisions',
    'content_schedules',
  ],
});

const fromEstimator = {
  name: 'Grace Hopper',
  email: 'grace@visitor.test',
  project_type: 'corporate',
  timeline: 'asap',
  source: 'estimator',
  estimate_low: 14800,
  estimate_high: 28500,
  estimate_pace: 'standard',
};

const send = (body: Record<string, unknown>) =>
  kit.call('lead-management', { action: 'create_lead', ...body }, 'anonymous');

const storedLeads = () => kit.db.query<LeadRow>('SELECT * FROM leads ORDER BY created_at, id');

const replies = () =>
  kit.db.query<{ subject: string; body: string; locale: string }>(
    `SELECT subject, body, locale FROM email_outbox
     WHERE template_key = 'lead_auto_reply' ORDER BY created_at`,
  );

/** Publishes the home page's `contact.responseTime` in `locale`, as an admin does in Content. */
async function publishResponseTime(locale: 'en' | 'fr', responseTime: string) {
  const draft = await kit.call('content', { action: 'get_draft', page: 'home', locale });
  const content = structuredClone(draft.body.draft.content);
  content.contact.responseTime = responseTime;
  const saved = await kit.call('content', { action: 'save_draft', page: 'home', locale, content });
  expect(saved.status).toBe(200);
  const published = await kit.call('content', { action: 'publish', page: 'home', locale });
  expect(published.status).toBe(200);
}

describe('the estimate carried into the lead', () => {
  it('stores the range and the pace exactly as sent, and answers them in the receipt', async () => {
    const { status, body } = await send(fromEstimator);
    expect(status).toBe(200);
    expect(body.lead).toMatchObject({
      estimate_low: 14800,
      estimate_high: 28500,
      estimate_pace: 'standard',
    });
    const [lead] = await storedLeads();
    expect(lead).toMatchObject({
      estimate_low: 14800,
      estimate_high: 28500,
      estimate_pace: 'standard',
      timeline: 'asap',
    });

    // The admin reads them back as sent; an edit of the lead leaves them as they are.
    const read = await kit.call('lead-management', { action: 'get_lead', id: lead?.id });
    expect(read.body.lead).toMatchObject({ estimate_low: 14800, estimate_high: 28500 });
    const edited = await kit.call('lead-management', {
      action: 'update_lead',
      id: lead?.id,
      budget: 25000,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.lead).toMatchObject({ estimate_low: 14800, estimate_pace: 'standard' });
  });

  it('leaves the estimate empty for a lead sent without one', async () => {
    await send({ name: 'Sam', email: 'sam@visitor.test' });
    const [lead] = await storedLeads();
    expect(lead).toMatchObject({ estimate_low: null, estimate_high: null, estimate_pace: null });
  });

  it('refuses a broken estimate with a 400 naming each field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { estimate_low: 30000, estimate_high: 20000 },
        { estimate_high: 'estimate_high cannot be below estimate_low' },
      ],
      [{ estimate_low: -1 }, { estimate_low: 'estimate_low cannot be negative' }],
      [
        { estimate_high: 'lots' },
        { estimate_high: 'estimate_high must be a number of US dollars' },
      ],
      [
        { estimate_pace: 'warp' },
        { estimate_pace: 'estimate_pace must be one of: standard, fast, rush' },
      ],
      [
        { estimate_pace: undefined },
        { estimate_pace: 'An estimate needs its low, its high and its pace' },
      ],
      [
        { estimate_low: undefined, estimate_high: undefined },
        {
          estimate_low: 'An estimate needs its low, its high and its pace',
          estimate_high: 'An estimate needs its low, its high and its pace',
        },
      ],
    ];
    for (const [change, fields] of cases) {
      const { status, body } = await send({ ...fromEstimator, ...change });
      expect(status, JSON.stringify(change)).toBe(400);
      expect(body.fields).toEqual(fields);
    }
    expect(await storedLeads()).toHaveLength(0);
  });

  it('takes an estimate whose low and high are the same', async () => {
    const { status } = await send({ ...fromEstimator, estimate_low: 5000, estimate_high: 5000 });
    expect(status).toBe(200);
  });
});

describe('the promised answer time', () => {
  it("says the site's promise in English and in French, never another", async () => {
    await send({ ...fromEstimator, language: 'en' });
    await send({ ...fromEstimator, email: 'linus@visitor.test', language: 'fr' });
    const [english, french] = await replies();
    expect(english?.locale).toBe('en');
    expect(english?.body).toContain('Within one business day, we answer');
    expect(french?.locale).toBe('fr');
    expect(french?.body).toContain('Sous un jour ouvré, nous vous répondons');
    for (const reply of [english, french]) {
      expect(reply?.body).not.toMatch(/two working days|deux jours ouvrés/);
      // The subject never echoes what the visitor typed.
      expect(reply?.subject).not.toContain('Grace');
    }
  });

  it('follows an edit of Content, in the language edited only', async () => {
    await publishResponseTime('en', 'two hours');
    await publishResponseTime('fr', 'deux heures');
    await send({ ...fromEstimator, language: 'en' });
    await send({ ...fromEstimator, email: 'linus@visitor.test', language: 'fr' });
    const [english, french] = await replies();
    expect(english?.body).toContain('Within two hours, we answer');
    expect(french?.body).toContain('Sous deux heures, nous vous répondons');
    const published = await kit.call(
      'content',
      { action: 'get_published', page: 'home', locale: 'en' },
      'anonymous',
    );
    expect(published.body.content.contact.responseTime).toBe('two hours');
  });
});
