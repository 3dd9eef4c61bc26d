import { describe, expect, it } from 'vitest';
import { queueEmail } from '../../mail/outbox.ts';
import { queueTemplatedEmail } from '../../mail/templates/index.ts';
import { useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['email_templates', 'email_outbox', 'job_keys'] });
const call = (body: Record<string, unknown>, as: Parameters<typeof kit.call>[2] = 'admin') =>
  kit.call('email', body, as);

const invoiceValues = {
  client_name: 'Grace Hopper',
  invoice_number: 'INV-2026-0007',
  amount: '$400.00',
  due_date: '2026-12-31',
  project_name: '',
  link: 'https://example.com/client-portal/invoices/1',
  bank_details: '',
};

describe('get_templates', () => {
  it('lists every template in both languages, the built-in text in force', async () => {
    const { status, body } = await call({ action: 'get_templates' });
    expect(status).toBe(200);
    const keys = body.templates.map((t: { key: string }) => t.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'lead_auto_reply',
        'proposal_sent',
        'invoice_sent',
        'password_reset',
      ]),
    );
    const invoice = body.templates.find((t: { key: string }) => t.key === 'invoice_sent');
    expect(invoice.variables).toContain('invoice_number');
    expect(invoice.locales.en).toMatchObject({
      subject: 'Invoice {{invoice_number}}: {{amount}} due {{due_date}}',
      is_customized: false,
      updated_at: null,
    });
    expect(invoice.locales.fr.subject).toContain('Facture');
  });

  it('is for admins only', async () => {
    expect((await call({ action: 'get_templates' }, 'client')).status).toBe(403);
    expect((await call({ action: 'get_templates' }, 'anonymous')).status).toBe(401);
  });
});

describe('update_template', () => {
  it('stores an override that the senders then use, and resets to the built-in text', async () => {
    const saved = await call({
      action: 'update_template',
      key: 'invoice_sent',
      locale: 'en',
      subject: '  New invoice {{invoice_number}} from us ',
      body: 'Dear {{client_name}},\n\n{{amount}} by {{due_date}}{{#project_name}} ({{project_name}}){{/project_name}}.',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      subject: 'New invoice {{invoice_number}} from us',
      is_customized: true,
    });

    const id = await queueTemplatedEmail(kit.db, {
      to: 'grace@client.test',
      key: 'invoice_sent',
      locale: 'en',
      values: invoiceValues,
    });
    const [row] = await kit.db.query<Record<string, string>>(
      'SELECT subject, body, template_key, locale FROM email_outbox WHERE id = $1',
      [id],
    );
    expect(row).toEqual({
      subject: 'New invoice INV-2026-0007 from us',
      // The due date written out in the e-mail's language (a sender passes the ISO day).
      body: 'Dear Grace Hopper,\n\n$400.00 by December 31, 2026.',
      template_key: 'invoice_sent',
      locale: 'en',
    });
    const listed = await call({ action: 'get_templates' });
    const invoice = listed.body.templates.find((t: { key: string }) => t.key === 'invoice_sent');
    expect(invoice.locales.en.is_customized).toBe(true);
    expect(invoice.locales.fr.is_customized).toBe(false);

    const reset = await call({
      action: 'update_template',
      key: 'invoice_sent',
      locale: 'en',
      reset: true,
    });
    expect(reset.body).toMatchObject({
      is_customized: false,
      subject: invoice.locales.en.default_subject,
    });
    const [count] = await kit.db.query<{ n: number }>('SELECT count(*) AS n FROM email_templates');
    expect(count?.n).toBe(0);
  });

  it('refuses an unknown variable, naming the ones the template has', async () => {
    const { status, body } = await call({
      action: 'update_template',
      key: 'invoice_sent',
      locale: 'fr',
      subject: 'Facture {{numero}}',
      body: 'Bonjour',
    });
    expect(status).toBe(400);
    expect(body.fields.subject).toBe(
      'Subject uses {{numero}}, which this template does not have; it can use: client_name, invoice_number, amount, due_date, project_name, link, bank_details',
    );
  });

  it('refuses an empty subject or body, an open section, an unknown key or language', async () => {
    const empty = await call({
      action: 'update_template',
      key: 'invoice_sent',
      locale: 'en',
      subject: ' ',
      body: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({
      subject: 'Subject is required',
      body: 'Body is required',
    });

    const open = await call({
      action: 'update_template',
      key: 'invoice_sent',
      locale: 'en',
      subject: 'Invoice',
      body: '{{#project_name}}for {{project_name}}',
    });
    expect(open.body.fields.body).toBe('Body has {{#project_name}} without its {{/project_name}}');

    const stray = await call({
      action: 'update_template',
      key: 'invoice_sent',
      locale: 'en',
      subject: 'Invoice {{ }}',
      body: 'x',
    });
    expect(stray.body.fields.subject).toMatch(/^Subject has a malformed variable/);

    const unknown = await call({
      action: 'update_template',
      key: 'nope',
      locale: 'de',
      subject: 'a',
      body: 'b',
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(expect.arrayContaining(['key', 'locale']));
    const [count] = await kit.db.query<{ n: number }>('SELECT count(*) AS n FROM email_templates');
    expect(count?.n).toBe(0);
  });
});

describe('update_template keeps what a template needs (issue 35)', () => {
  const save = (key: string, body: string, locale = 'en') =>
    call({ action: 'update_template', key, locale, subject: 'Subject', body });

  it('refuses a body that drops its required link, naming the variable', async () => {
    const cases: [string, string, string][] = [
      ['password_reset', 'Hello {{first_name}}, reset your password soon.', '{{link}}'],
      ['email_change', 'Confirm {{email}}.', '{{link}}'],
      ['team_invitation', 'Join {{agency}}.', '{{link}}'],
      ['portal_invitation', 'Join {{agency}}.', '{{link}}'],
      ['contract_to_sign', 'Sign {{contract_title}}.', '{{link}}'],
      ['newsletter_confirmation', 'Confirm, please.', '{{link}}'],
      ['newsletter_welcome', 'Welcome to {{agency}}.', '{{unsubscribe_link}}'],
      ['newsletter_issue', '{{issue_body}}', '{{unsubscribe_link}}'],
      ['newsletter_issue', 'Unsubscribe: {{unsubscribe_link}}', '{{issue_body}}'],
      // Present, but a section may leave it out.
      ['password_reset', '{{^link}}{{link}}{{/link}} Reset.', '{{link}}'],
      ['contract_to_sign', '{{#is_reminder}}{{link}}{{/is_reminder}}', '{{link}}'],
    ];
    for (const [key, body, variable] of cases) {
      for (const locale of ['en', 'fr']) {
        const answer = await save(key, body, locale);
        expect(answer.status, `${key} ${locale}: ${body}`).toBe(400);
        expect(answer.body.fields.body, `${key} ${locale}: ${body}`).toContain(variable);
        expect(answer.body.fields.body).toMatch(/^Body must keep /);
      }
    }
    const [count] = await kit.db.query<{ n: number }>('SELECT count(*) AS n FROM email_templates');
    expect(count?.n).toBe(0);
  });

  it('takes a body that keeps it, anywhere outside a flag section', async () => {
    expect((await save('password_reset', 'Reset here:\n{{link}}\nThanks.')).status).toBe(200);
    expect((await save('contract_to_sign', '{{#link}}Sign: {{link}}{{/link}}', 'fr')).status).toBe(
      200,
    );
    expect(
      (await save('newsletter_issue', '{{issue_body}}\n\nLeave: {{unsubscribe_link}}')).status,
    ).toBe(200);
    // Templates without a required variable are free as before.
    expect((await save('invoice_sent', 'Dear {{client_name}}')).status).toBe(200);
  });
});

describe('send_test', () => {
  it('queues the template with sample values to the admin, or to the given address', async () => {
    const own = await call({ action: 'send_test', key: 'invoice_sent', locale: 'fr' });
    expect(own.status).toBe(200);
    const [mine] = await kit.db.query<Record<string, string>>(
      'SELECT to_email, subject, template_key, locale FROM email_outbox WHERE id = $1',
      [own.body.id],
    );
    expect(mine?.to_email).toBe(own.body.to);
    expect(mine?.subject).toContain('INV-2026-0042');
    expect(mine).toMatchObject({ template_key: 'invoice_sent', locale: 'fr' });

    const other = await call({
      action: 'send_test',
      key: 'lead_auto_reply',
      locale: 'en',
      to: 'Owner@Studio.test',
    });
    expect(other.body.to).toBe('owner@studio.test');
    const bad = await call({
      action: 'send_test',
      key: 'lead_auto_reply',
      locale: 'en',
      to: 'not-an-address',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.to).toBeTruthy();
  });
});

describe('get_outbox and resend', () => {
  // Each message a second after the one before: "newest first" never rests on a tie.
  let added = 0;
  const add = async (to: string, subject: string, status = 'queued', templateKey?: string) => {
    added += 1;
    const id = await queueEmail(kit.db, {
      to,
      subject,
      body: 'Hello',
      ...(templateKey ? { templateKey, locale: 'en' } : {}),
    });
    await kit.db.query(
      `UPDATE email_outbox SET status = $2, attempts = CASE WHEN $2 = 'queued' THEN 0 ELSE 3 END,
         last_error = CASE WHEN $2 = 'failed' THEN '550 No such user' END,
         sent_at = CASE WHEN $2 = 'sent' THEN now() END,
         created_at = now() + make_interval(secs => $3)
       WHERE id = $1`,
      [id, status, added],
    );
    return id;
  };

  it('searches recipient and subject, filters by state and template, newest first', async () => {
    await add('ada@client.test', 'Invoice 1', 'sent', 'invoice_sent');
    const failed = await add('bob@client.test', 'Invoice 2', 'failed', 'invoice_sent');
    await add('cy@client.test', 'Reset 100%', 'queued', 'password_reset');

    const all = await call({ action: 'get_outbox' });
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(all.body.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Reset 100%',
      'Invoice 2',
      'Invoice 1',
    ]);

    const failedOnly = await call({ action: 'get_outbox', status: 'failed' });
    expect(failedOnly.body.messages).toEqual([
      expect.objectContaining({
        id: failed,
        to_email: 'bob@client.test',
        attempts: 3,
        last_error: '550 No such user',
        template_key: 'invoice_sent',
      }),
    ]);
    expect(
      (await call({ action: 'get_outbox', template: 'invoice_sent', search: 'BOB' })).body.total,
    ).toBe(1);
    expect((await call({ action: 'get_outbox', search: '100%' })).body.total).toBe(1);
    expect((await call({ action: 'get_outbox', search: '0%' })).body.total).toBe(1);
    expect((await call({ action: 'get_outbox', search: '_' })).body.total).toBe(0);
    expect(
      (await call({ action: 'get_outbox', status: 'lost', page: 0 })).body.fields,
    ).toMatchObject({
      status: expect.any(String),
      page: 'page starts at 1',
    });
  });

  it('queues a failed message again with its attempts reset, and its next job can be sent', async () => {
    const id = await add('bob@client.test', 'Invoice 2', 'failed');
    await kit.db.query(
      `INSERT INTO job_keys (key, queue, job_id) VALUES ($1, 'mail.deliver', gen_random_uuid())`,
      [`mail:${id}:1`],
    );
    const { status, body } = await call({ action: 'resend', id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, resent_as: id });
    const [row] = await kit.db.query(
      'SELECT status, attempts, last_error FROM email_outbox WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'queued', attempts: 0, last_error: null });
    expect(await kit.db.query('SELECT key FROM job_keys')).toEqual([]);
  });

  it('copies a sent message into a new queued one and refuses one on its way', async () => {
    const id = await add('ada@client.test', 'Invoice 1', 'sent', 'invoice_sent');
    const { body } = await call({ action: 'resend', id });
    expect(body.resent_as).not.toBe(id);
    const [copy] = await kit.db.query(
      'SELECT to_email, subject, status, attempts, template_key, resent_from FROM email_outbox WHERE id = $1',
      [body.resent_as],
    );
    expect(copy).toEqual({
      to_email: 'ada@client.test',
      subject: 'Invoice 1',
      status: 'queued',
      attempts: 0,
      template_key: 'invoice_sent',
      resent_from: id,
    });

    const queued = await add('cy@client.test', 'Soon');
    expect((await call({ action: 'resend', id: queued })).body.code).toBe('CONFLICT');
    expect((await call({ action: 'resend', id: 'not-a-uuid' })).status).toBe(404);
    expect(
      (await call({ action: 'resend', id: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
    expect((await call({ action: 'resend', id }, 'client')).status).toBe(403);
  });
});
