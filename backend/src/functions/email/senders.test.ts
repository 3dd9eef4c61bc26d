import { describe, expect, it } from 'vitest';
import { writeSettings } from '../../db/settings.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { recordTables, seedClient } from '../invoice-management/seed-records.ts';

/** The two e-mails templates brought (lead auto-reply, proposal sent) and the language rule. */
const kit = useFunctionKit({
  truncate: [...recordTables, 'email_templates', 'email_outbox', 'app_settings', 'rate_limit_hits'],
});

type OutboxLine = {
  to_email: string;
  subject: string;
  body: string;
  template_key: string;
  locale: string;
};
const outbox = (key: string) =>
  kit.db.query<OutboxLine>(
    `SELECT to_email, subject, body, template_key, locale FROM email_outbox
     WHERE template_key = $1 ORDER BY created_at`,
    [key],
  );

const getStarted = (email: string) =>
  kit.call('lead-management', { action: 'create_lead', name: 'Grace Hopper', email }, 'anonymous');

describe('lead auto-reply', () => {
  it('thanks a new visitor from the get-started form, once, in the agency language', async () => {
    await writeSettings(kit.db, { 'agency.name': 'Studio Nord' });
    expect((await getStarted('grace@visitor.test')).status).toBe(200);
    const [reply] = await outbox('lead_auto_reply');
    expect(reply).toMatchObject({
      to_email: 'grace@visitor.test',
      subject: 'Studio Nord: we received your project',
      locale: 'en',
    });
    expect(reply?.body).toContain('Thank you for telling Studio Nord about your project.');
    expect(reply?.body).toContain('What happens next:');

    // The same visitor again within 24 h is merged into the first lead: no second e-mail.
    await getStarted('grace@visitor.test');
    expect(await outbox('lead_auto_reply')).toHaveLength(1);

    await writeSettings(kit.db, { 'agency.default_language': 'fr' });
    await getStarted('linus@visitor.test');
    const french = (await outbox('lead_auto_reply'))[1];
    expect(french).toMatchObject({
      locale: 'fr',
      subject: 'Studio Nord\u202f: nous avons bien reçu votre projet',
    });
  });

  it('is not sent for a lead the agency types in', async () => {
    const { status } = await kit.call('lead-management', {
      action: 'create_lead',
      name: 'Typed In',
      email: 'typed@lead.test',
    });
    expect(status).toBe(200);
    expect(await outbox('lead_auto_reply')).toEqual([]);
  });
});

describe('proposal sent', () => {
  it('e-mails the client the link to the proposal in their portal, with the edited text', async () => {
    await kit.call('email', {
      action: 'update_template',
      key: 'proposal_sent',
      locale: 'en',
      subject: 'Your proposal: {{proposal_title}}',
      body: 'Hi {{client_name}}, see {{link}}',
    });
    const clientId = await seedClient(kit.db, { name: 'Jane Doe', email: 'jane@client.test' });
    const created = await kit.call('proposal-management', {
      action: 'create_proposal',
      title: 'Shop redesign',
      client_id: clientId,
      items: [{ description: 'Design', quantity: 1, unit_price_cents: 100_000 }],
    });
    const id = created.body.proposal.id as string;
    expect((await kit.call('proposal-management', { action: 'send_proposal', id })).status).toBe(
      200,
    );
    const [mail] = await outbox('proposal_sent');
    expect(mail).toMatchObject({
      to_email: 'jane@client.test',
      subject: 'Your proposal: Shop redesign',
    });
    expect(mail?.body).toMatch(
      new RegExp(`^Hi Jane Doe, see https?://\\S+/proposal/${id}\\?access=[\\w-]{43}$`),
    );
  });
});
