import { afterEach, describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { noticeClientMessage } from '../client-portal/message-notices.ts';
import { dayFromToday, recordTables, seedClient } from '../invoice-management/seed-records.ts';
import { notifyAdmins } from '../notify.ts';
import { sendDueDigests } from './alerts.ts';
import { notifyContractSigned } from './events.ts';

const kit = useFunctionKit({
  truncate: [
    'notifications',
    'invoice_overdue_notices',
    'lead_status_history',
    'email_outbox',
    'alert_preferences',
    'admin_digests',
    ...recordTables,
  ],
});

interface Mail {
  to_email: string;
  subject: string;
  body: string;
  locale: string | null;
  priority: number;
}

const mailOf = (key: string): Promise<Mail[]> =>
  kit.db.query<Mail>(
    `SELECT to_email, subject, body, locale, priority FROM email_outbox
     WHERE template_key = $1 ORDER BY to_email`,
    [key],
  );

/** The active admins' addresses (the kit signs in an admin and a super_admin). */
const activeAdminEmails = async (): Promise<string[]> =>
  (
    await kit.db.query<{ email: string }>(
      `SELECT email FROM users WHERE role IN ('admin', 'super_admin') AND deactivated_at IS NULL
       ORDER BY email`,
    )
  ).map((row) => row.email);

const setLanguage = (language: 'en' | 'fr') =>
  kit.db.query(
    `INSERT INTO app_settings (key, value) VALUES ('agency.default_language', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    [JSON.stringify(language)],
  );

afterEach(async () => {
  await kit.db.query(`DELETE FROM app_settings WHERE key = 'agency.default_language'`);
  await kit.db.query('UPDATE users SET deactivated_at = NULL');
});

const newLead = () =>
  kit.call(
    'lead-management',
    { action: 'create_lead', name: 'Buy Cheap Pills', email: 'visitor@studio.com' },
    'anonymous',
  );

describe('instant alerts', () => {
  it('a new lead: one e-mail per instant admin, the grade in the subject, never the name', async () => {
    expect((await newLead()).status).toBe(200);
    const mails = await mailOf('admin_alert');
    expect(mails.map((m) => m.to_email)).toEqual(await activeAdminEmails());
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^New lead \(grade [A-D]\)$/);
      expect(mail.subject).not.toContain('Pills');
      expect(mail.body).toContain('Buy Cheap Pills');
      expect(mail.body).toMatch(/\/admin\/leads\?lead=/);
      expect(mail.priority).toBe(10);
    }
  });

  it('skips an admin who turned the kind off, a digest admin, and a deactivated admin', async () => {
    const off = await kit.signIn({ role: 'admin', email: 'off@atelier.test' });
    const daily = await kit.signIn({ role: 'admin', email: 'daily@atelier.test' });
    const gone = await kit.signIn({ role: 'admin', email: 'gone@atelier.test' });
    for (const [who, mode] of [
      [off, 'off'],
      [daily, 'digest'],
    ] as const) {
      const saved = await kit.call(
        'notifications-system',
        { action: 'update_alert_preferences', preferences: { new_lead: mode } },
        'admin',
        { token: who.token },
      );
      expect(saved.status).toBe(200);
      expect(saved.body.preferences.new_lead).toBe(mode);
    }
    await kit.db.query('UPDATE users SET deactivated_at = now() WHERE id = $1', [gone.userId]);
    await newLead();
    const to = (await mailOf('admin_alert')).map((m) => m.to_email);
    expect(to.length).toBeGreaterThan(0);
    expect(to).not.toContain('off@atelier.test');
    expect(to).not.toContain('daily@atelier.test');
    expect(to).not.toContain('gone@atelier.test');
  });

  it('a payment that settles an invoice alerts at once; a signed contract only by its sealed copy', async () => {
    const clientId = await seedClient(kit.db, { name: 'Jane Doe' });
    const created = await kit.call('invoice-management', {
      action: 'create_invoice',
      client_id: clientId,
      items: [{ description: 'Work', quantity: 1, unit_price_cents: 50_000 }],
    });
    await kit.call('invoice-management', { action: 'send_invoice', id: created.body.invoice.id });
    const paid = await kit.call('revenue-tracking', {
      action: 'record_payment',
      invoice_id: created.body.invoice.id,
      amount_cents: 50_000,
      payment_date: dayFromToday(0),
      payment_method: 'bank_transfer',
    });
    expect(paid.status).toBe(200);
    await kit.db.transaction((tx) =>
      notifyContractSigned(tx, { id: crypto.randomUUID(), title: 'Shop agreement' }),
    );
    const alerts = await mailOf('admin_alert');
    const payment = alerts.find((m) => m.subject === 'Payment received');
    expect(payment?.body).toContain('Jane Doe · $500.00');
    const subjects = alerts.map((m) => m.subject);
    const admins = (await activeAdminEmails()).length;
    expect(subjects.filter((s) => s === 'Payment received')).toHaveLength(admins);
    // Every admin already gets the sealed copy (the contract_signed template): no second e-mail.
    expect(subjects.filter((s) => s === 'Contract signed')).toHaveLength(0);
  });

  it('is written in the agency language', async () => {
    await setLanguage('fr');
    await newLead();
    const [mail] = await mailOf('admin_alert');
    expect(mail?.subject).toMatch(/^Nouveau prospect \(note [A-D]\)$/);
    expect(mail?.locale).toBe('fr');
    expect(mail?.body).toContain('Bonjour');
    expect(mail?.body).toContain('Buy Cheap Pills');
    expect(mail?.body).not.toContain('New lead');
  });
});

describe('preferences', () => {
  it('answers the defaults, saves a choice, and refuses a bad one with a field message', async () => {
    const got = await kit.call('notifications-system', { action: 'get_alert_preferences' });
    expect(got.status).toBe(200);
    expect(got.body.preferences).toMatchObject({
      new_lead: 'instant',
      payment_received: 'instant',
      contract_signed: 'instant',
      proposal_declined: 'digest',
      invoice_overdue: 'digest',
    });
    const bad = await kit.call('notifications-system', {
      action: 'update_alert_preferences',
      preferences: { new_lead: 'sometimes' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('instant, digest, off');
    const unknown = await kit.call('notifications-system', {
      action: 'update_alert_preferences',
      preferences: { weather: 'off' },
    });
    expect(unknown.status).toBe(400);
    const client = await kit.call(
      'notifications-system',
      { action: 'get_alert_preferences' },
      'client',
    );
    expect(client.status).toBe(403);
  });
});

describe('the daily digest', () => {
  const declined = () =>
    kit.db.transaction((tx) =>
      notifyAdmins(tx, {
        type: 'warning',
        title: 'Proposal declined: Shop redesign',
        message: 'Jane Doe · Too expensive',
        actionUrl: '/admin/proposals/x',
        message_key: 'proposal_declined',
        params: { title: 'Shop redesign', recipient: 'Jane Doe', reason: 'Too expensive' },
      }),
    );
  const at = (iso: string) => new Date(iso);

  it('sends one e-mail per admin per agency day, even when two runs race', async () => {
    await declined();
    const morning = new Date();
    morning.setUTCHours(9, 0, 0, 0);
    if (morning.getTime() < Date.now()) morning.setUTCDate(morning.getUTCDate() + 1);
    const [a, b] = await Promise.all([
      sendDueDigests(kit.db, morning),
      sendDueDigests(kit.db, morning),
    ]);
    const admins = await activeAdminEmails();
    expect(a + b).toBe(admins.length);
    const digests = await mailOf('admin_digest');
    expect(digests.map((m) => m.to_email)).toEqual(admins);
    expect(digests[0]?.subject).toBe('Your daily summary: 1 new');
    expect(digests[0]?.body).toContain(
      '- Proposal declined: Shop redesign · Jane Doe · Reason: Too expensive',
    );
    expect(digests[0]?.priority).toBe(0);
    // Later the same day: nothing more, even with a new event.
    await declined();
    expect(await sendDueDigests(kit.db, new Date(morning.getTime() + 3600_000))).toBe(0);
    expect(await mailOf('admin_digest')).toHaveLength(admins.length);
  });

  it('waits for the agency morning, and says nothing when nothing happened', async () => {
    await declined();
    expect(await sendDueDigests(kit.db, at('2099-01-01T07:30:00Z'))).toBe(0);
    await kit.db.query('DELETE FROM notifications');
    expect(await sendDueDigests(kit.db, at('2099-01-01T08:30:00Z'))).toBe(0);
    expect(await mailOf('admin_digest')).toHaveLength(0);
  });
});

describe("a client's message", () => {
  it('is e-mailed at once only to the admins who keep it "At once"', async () => {
    const quiet = await kit.signIn({ role: 'admin', email: 'quiet@atelier.test' });
    await kit.call(
      'notifications-system',
      { action: 'update_alert_preferences', preferences: { client_message: 'digest' } },
      'admin',
      { token: quiet.token },
    );
    const clientId = await seedClient(kit.db, { name: 'Jane Doe' });
    await kit.db.transaction((tx) =>
      noticeClientMessage(tx, { id: clientId, name: 'Jane Doe' }, 'Hi'),
    );
    const to = (await mailOf('client_message')).map((m) => m.to_email);
    expect(to).toEqual((await activeAdminEmails()).filter((e) => e !== 'quiet@atelier.test'));
    expect(await mailOf('admin_alert')).toHaveLength(0);
  });
});
