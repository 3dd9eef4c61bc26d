import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { sendNewsletterBatch } from './newsletter-sender.ts';
import { csvField } from './subscriber-actions.ts';

const kit = useFunctionKit({
  truncate: ['newsletter_subscribers', 'newsletter_issues', 'email_outbox'],
});

const call = (action: string, payload: Record<string, unknown> = {}) =>
  kit.call('marketing', { action, ...payload });

async function insertSubscriber(email: string, status: string): Promise<void> {
  await kit.db.query(
    `INSERT INTO newsletter_subscribers (email, status, confirmed_at, unsubscribed_at)
     VALUES ($1, $2, CASE WHEN $2 <> 'pending' THEN now() END,
       CASE WHEN $2 = 'unsubscribed' THEN now() END)`,
    [email, status],
  );
}

describe('subscribers', () => {
  it('lists a page with search, status filter and the counts per status', async () => {
    await insertSubscriber('ann@example.com', 'confirmed');
    await insertSubscriber('bob@example.com', 'pending');
    await insertSubscriber('anna@studio.example', 'unsubscribed');
    const all = await call('get_subscribers');
    expect(all.body).toMatchObject({
      total: 3,
      page: 1,
      counts: { pending: 1, confirmed: 1, unsubscribed: 1 },
    });
    const found = await call('get_subscribers', { search: 'ANN', status: 'confirmed' });
    expect(found.body.subscribers.map((s: { email: string }) => s.email)).toEqual([
      'ann@example.com',
    ]);
    expect((await call('get_subscribers', { status: 'gone' })).status).toBe(400);
    expect((await call('get_subscribers', { search: '%' })).body.total).toBe(0);
  });

  it('exports CSV with a header line; a formula-looking value is defused', async () => {
    await insertSubscriber('ann@example.com', 'confirmed');
    await insertSubscriber('bob@example.com', 'pending');
    const { body } = await call('export_subscribers', { status: 'confirmed' });
    const lines = body.csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,status,created_at,confirmed_at,unsubscribed_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^ann@example\.com,confirmed,/);
    expect(body.count).toBe(1);
    expect(body.filename).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csvField('=cmd()')).toBe("'=cmd()");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
  });

  it('is for the agency only', async () => {
    const anonymous = await kit.call('marketing', { action: 'export_subscribers' }, 'anonymous');
    expect(anonymous.status).toBe(401);
  });
});

describe('sending an issue', () => {
  it('refuses an issue no confirmed subscriber would receive (409) and a blank subject (400)', async () => {
    await insertSubscriber('bob@example.com', 'pending');
    expect((await call('send_issue', { subject: 'News', body: 'Hello' })).status).toBe(409);
    const blank = await call('send_issue', { subject: '  ', body: 'Hello' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields.subject).toBe('Subject is required');
  });

  it('queues a batch per run to the confirmed subscribers only, each with its unsubscribe link', async () => {
    for (const name of ['a', 'b', 'c']) await insertSubscriber(`${name}@example.com`, 'confirmed');
    await insertSubscriber('p@example.com', 'pending');
    await insertSubscriber('u@example.com', 'unsubscribed');
    const sent = await call('send_issue', { subject: 'Autumn news', body: 'What we made' });
    expect(sent.body.issue).toMatchObject({ status: 'sending', recipients: 3, queued: 0, sent: 0 });
    const options = { siteUrl: 'http://localhost:3000', batchSize: 2 };
    expect(await sendNewsletterBatch(kit.db, options)).toBe(2);
    let [issue] = (await call('get_issues')).body.issues;
    expect(issue).toMatchObject({ status: 'sending', recipients: 3, queued: 2 });
    expect(await sendNewsletterBatch(kit.db, options)).toBe(1);
    expect(await sendNewsletterBatch(kit.db, options)).toBe(0);
    [issue] = (await call('get_issues')).body.issues;
    expect(issue).toMatchObject({ status: 'sent', recipients: 3, queued: 3, sent: 0 });
    expect(issue.finished_at).toEqual(expect.any(String));
    const mails = await kit.db.query<{ to_email: string; body: string; headers: object }>(
      `SELECT to_email, body, headers FROM email_outbox ORDER BY to_email`,
    );
    expect(mails.map((mail) => mail.to_email)).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    for (const mail of mails) {
      expect(mail.body).toMatch(
        /^What we made\n\n--\nYou receive the .+ newsletter\. Unsubscribe in one click: http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/,
      );
      expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    }
  });
});
