import {
  EMAIL_LOCALES,
  EMAIL_TEMPLATE_KEYS,
  EMAIL_TEMPLATE_VARIABLES,
  type EmailTemplateKey,
} from '@atelier/shared/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAgencyName } from '../../db/settings.ts';
import { renderEmail, type TemplateValues } from '../../mail/templates/index.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { pdfText } from '../../test/pdftotext.ts';
import { PORTAL_TRUNCATE } from '../client-portal/client-portal-test-data.ts';
import { seedInvoice, seedProposal } from '../client-portal/portal-records-test-data.ts';
import { contractCalls, sampleContract } from '../contracts/contracts-test-data.ts';
import { queueConfirmation, queueWelcome } from '../marketing/newsletter-mail.ts';

/**
 * Issue G: an agency renamed in Settings is named by that name in everything a client, a
 * visitor or a reader gets from the server (e-mails in both languages, every PDF), and the
 * built-in "Atelier" is nowhere left.
 */
const kit = useFunctionKit({
  truncate: [
    ...PORTAL_TRUNCATE,
    'issued_documents',
    'invoice_number_sequences',
    'contract_templates',
  ],
  storage: true,
});
const NAME = 'Northwind Studio';

beforeEach(async () => {
  const renamed = await kit.call('site-settings', { action: 'update_settings', name: NAME });
  expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
});

/** A value for each of a template's variables, the agency's name as the senders read it. */
async function valuesFor<K extends EmailTemplateKey>(key: K): Promise<TemplateValues<K>> {
  const agency = await readAgencyName(kit.db);
  const names: readonly string[] = EMAIL_TEMPLATE_VARIABLES[key];
  return Object.fromEntries(
    names.map((name) => [name, name === 'agency' ? agency : `sample ${name}`]),
  ) as TemplateValues<K>;
}

describe('the e-mails name the agency from Settings', () => {
  it('every template, in English and French', async () => {
    for (const key of EMAIL_TEMPLATE_KEYS) {
      for (const locale of EMAIL_LOCALES) {
        const { subject, body } = await renderEmail(kit.db, key, locale, await valuesFor(key));
        const mail = `${subject}\n${body}`;
        expect(mail, `${key} (${locale})`).not.toContain('Atelier');
        if ((EMAIL_TEMPLATE_VARIABLES[key] as readonly string[]).includes('agency')) {
          expect(mail, `${key} (${locale})`).toContain(NAME);
        }
      }
    }
  });

  it('the newsletter confirmation and welcome', async () => {
    await queueConfirmation(kit.db, 'reader@example.com', 'a-token', 'https://site.example');
    const [subscriber] = await kit.db.query<{ id: string }>(
      `INSERT INTO newsletter_subscribers (email, status) VALUES ('reader@example.com', 'confirmed')
       RETURNING id`,
    );
    await queueWelcome(
      kit.db,
      { id: subscriber?.id ?? '', email: 'reader@example.com' },
      'https://site.example',
    );
    const mails = await kit.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM email_outbox WHERE to_email = 'reader@example.com'`,
    );
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.body}`).toContain(NAME);
      expect(`${mail.subject}\n${mail.body}`).not.toContain('Atelier');
    }
  });
});

/** The bytes of a stored document answered by a get_pdf action. */
async function pdfOf(fn: string, action: string, id: string): Promise<Uint8Array> {
  const answer = await kit.call(fn, { action, id });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const url: string = answer.body.pdf.url;
  if (url.startsWith('data:application/pdf;base64,')) {
    return new Uint8Array(Buffer.from(url.split(',')[1] ?? '', 'base64'));
  }
  const response = await kit.request(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function expectIssuedByAgency(bytes: Uint8Array, what: string) {
  const text = await pdfText(bytes);
  expect(text, what).toContain(NAME);
  expect(text, what).not.toContain('Atelier');
}

describe('the PDFs name the agency from Settings', () => {
  it('an invoice, a credit note, a proposal and a contract', async () => {
    const { client } = (
      await kit.call('client-management', {
        action: 'create_client',
        name: 'Jane Doe',
        email: 'jane@client.example',
      })
    ).body;
    const invoiceId = await seedInvoice(kit, client.id);
    await expectIssuedByAgency(await pdfOf('invoice-management', 'get_pdf', invoiceId), 'invoice');

    const credit = await kit.call('invoice-management', {
      action: 'create_credit_note',
      invoice_id: invoiceId,
      reason: 'Goodwill',
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    await expectIssuedByAgency(
      await pdfOf('invoice-management', 'get_credit_note_pdf', credit.body.credit_note.id),
      'credit note',
    );

    const proposalId = await seedProposal(kit, client.id, { title: 'Website redesign' });
    await expectIssuedByAgency(
      await pdfOf('proposal-management', 'get_pdf', proposalId),
      'proposal',
    );

    const contracts = contractCalls(kit);
    const template = await contracts.createTemplate();
    const clientId = await contracts.createClient('signer@client.example');
    const { contract } = await contracts.ok({
      action: 'create_contract',
      ...sampleContract(template.id, clientId, { variables: { 'project.name': 'New Website' } }),
    });
    await contracts.ok({ action: 'send_contract', id: contract.id });
    const stored = await kit.storage.get('documents', `contracts/${contract.id}/original.pdf`);
    await expectIssuedByAgency(stored?.bytes ?? new Uint8Array(), 'contract');
  });
});
