import { describe, expect, it } from 'vitest';
import { adminEmails as signingAdminEmails } from '../db/contract-signing.ts';
import { insertForAdmins } from '../db/notifications.ts';
import { adminEmails as messageAdminEmails } from '../db/portal-messages.ts';
import { contractCalls, sampleContract } from '../functions/contracts/contracts-test-data.ts';
import { createTestUser } from '../test/fixtures.ts';
import { useFunctionKit } from '../test/function-kit.ts';
import { ADMIN_SEND_CAP, RECIPIENT_CAPS } from './mail-policy.ts';

/*
 * Sends an admin triggers are limited too (issue 35), with a 429 that says why; a deactivated
 * admin gets none of the admins' mail or notifications.
 */

const kit = useFunctionKit({
  truncate: ['clients', 'email_outbox', 'contract_templates', 'notifications'],
  storage: true,
});
const email = (body: Record<string, unknown>) => kit.call('email', body, 'admin');

describe('admin-triggered sends', () => {
  it('email#send_test: at most the cap to one address per hour, then 429', async () => {
    const sendTest = () =>
      email({ action: 'send_test', key: 'invoice_sent', locale: 'en', to: 'tester@studio.test' });
    for (let n = 0; n < ADMIN_SEND_CAP.limit; n += 1) expect((await sendTest()).status).toBe(200);
    const refused = await sendTest();
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/already sent as a test to this address in the last hour/);
  });

  it('email#resend: at most the cap to one address per hour, then 429', async () => {
    const [sent] = await kit.db.query<{ id: string }>(
      `INSERT INTO email_outbox (to_email, subject, body, status, sent_at, template_key)
       VALUES ('again@client.test', 'Invoice', 'Hello', 'sent', now(), 'invoice_sent')
       RETURNING id`,
    );
    for (let n = 0; n < ADMIN_SEND_CAP.limit; n += 1) {
      expect((await email({ action: 'resend', id: sent?.id })).status).toBe(200);
    }
    const refused = await email({ action: 'resend', id: sent?.id });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/already resent to this address/);
  });

  it('client-management#invite_to_portal: at most the cap per address a day, then 429', async () => {
    const { body } = await kit.call('client-management', {
      action: 'create_client',
      name: 'Jane Doe',
      email: 'jane@invited.test',
    });
    const invite = () =>
      kit.call('client-management', { action: 'invite_to_portal', client_id: body.client.id });
    const cap = RECIPIENT_CAPS.portal_invitation?.limit ?? 0;
    for (let n = 0; n < cap; n += 1) expect((await invite()).status).toBe(200);
    const refused = await invite();
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/already sent \d+ invitations/);
    const [row] = await kit.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_outbox WHERE template_key = 'portal_invitation'`,
    );
    expect(row?.n).toBe(cap);
  });

  it('contracts#remind: no signer gets more than 5 reminders, manual or automatic', async () => {
    const { ok, call, createTemplate, createClient } = contractCalls(kit);
    const template = await createTemplate();
    const clientId = await createClient('signing@client.test');
    const { contract } = await ok({
      action: 'create_contract',
      ...sampleContract(template.id, clientId, {
        variables: { 'project.name': 'Site' },
        signers: [{ name: 'Jane Doe', email: 'jane@signer.test' }],
      }),
    });
    await ok({ action: 'send_contract', id: contract.id });
    for (let n = 0; n < 5; n += 1) {
      expect((await ok({ action: 'remind', id: contract.id })).reminded).toBe(1);
    }
    const refused = await call({ action: 'remind', id: contract.id });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/already had 5 reminders/);
    const [row] = await kit.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_outbox WHERE to_email = 'jane@signer.test'`,
    );
    expect(row?.n).toBe(6); // the signing request and five reminders
  });
});

describe('a deactivated admin', () => {
  it('is among no admin recipients: e-mails and notifications', async () => {
    const active = await createTestUser(kit.db, { role: 'admin', email: 'active@studio.test' });
    const gone = await createTestUser(kit.db, { role: 'admin', email: 'gone@studio.test' });
    await kit.db.query('UPDATE users SET deactivated_at = now() WHERE id = $1', [gone.id]);
    for (const list of [await signingAdminEmails(kit.db), await messageAdminEmails(kit.db)]) {
      expect(list).toContain(active.email);
      expect(list).not.toContain(gone.email);
    }
    await insertForAdmins(kit.db, {
      type: 'info',
      title: 'Hello',
      message: 'Admins only',
      actionUrl: null,
      message_key: 'lead_new',
      params: {},
    } as Parameters<typeof insertForAdmins>[1]);
    const rows = await kit.db.query<{ user_id: string }>('SELECT user_id FROM notifications');
    const users = rows.map((row) => row.user_id);
    expect(users).toContain(active.id);
    expect(users).not.toContain(gone.id);
  });
});
