import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderContractPdf } from '../../contracts-pdf/render-contract.ts';
import { contractInput } from '../../test/contract-pdf-fixtures.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { pagesText } from '../../test/pdf-text.ts';
import { pdfText } from '../../test/pdftotext.ts';
import {
  PORTAL_TRUNCATE,
  portalCaller,
  seedPortalClient,
} from '../client-portal/client-portal-test-data.ts';
import { seedInvoice, seedProposal } from '../client-portal/portal-records-test-data.ts';

/**
 * A language per client and per lead (issue 30, docs/email.md "Languages"): the agency's default
 * language is only what a new one gets; each e-mail and PDF is in its recipient's language.
 */

const kit = useFunctionKit({
  truncate: [...PORTAL_TRUNCATE, 'leads', 'issued_documents', 'invoice_number_sequences'],
  storage: true,
});

const admin = async (fn: string, body: Record<string, unknown>) => kit.call(fn, body);

async function setAgencyLanguage(language: 'en' | 'fr') {
  await kit.db.query(
    `INSERT INTO app_settings (key, value) VALUES ('agency.default_language', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    [JSON.stringify(language)],
  );
}

const outbox = (key: string) =>
  kit.db.query<{ to_email: string; subject: string; locale: string }>(
    `SELECT to_email, subject, locale FROM email_outbox WHERE template_key = $1
     ORDER BY created_at`,
    [key],
  );

/** A 400 naming the language field, as every action that takes one answers a bad value. */
function expectLanguageRefused(answer: { status: number; body: { fields?: unknown } }) {
  expect(answer.status).toBe(400);
  expect(answer.body.fields).toEqual({ language: 'Language must be one of: en, fr' });
}

async function pdfOf(fn: string, action: string, id: string): Promise<string> {
  const { status, body } = await admin(fn, { action, id });
  expect(status, JSON.stringify(body)).toBe(200);
  const response = await kit.request(body.pdf.url);
  expect(response.status).toBe(200);
  return await pdfText(new Uint8Array(await response.arrayBuffer()));
}

describe('a client language', () => {
  it('is the agency default for a new client unless given, and bad values are a 400', async () => {
    await setAgencyLanguage('fr');
    try {
      const plain = await admin('client-management', {
        action: 'create_client',
        name: 'Anne',
        email: 'anne@example.com',
      });
      expect(plain.body.client.language).toBe('fr');
      const english = await admin('client-management', {
        action: 'create_client',
        name: 'Bob',
        email: 'bob@example.com',
        language: 'en',
      });
      expect(english.body.client.language).toBe('en');
      expectLanguageRefused(
        await admin('client-management', {
          action: 'create_client',
          name: 'Carl',
          email: 'carl@example.com',
          language: 'sv',
        }),
      );
      const badUpdate = await admin('client-management', {
        action: 'update_client',
        id: english.body.client.id,
        language: null,
      });
      expect(badUpdate.status).toBe(400);
      expect(badUpdate.body.fields.language).toMatch(/Language/);
      const updated = await admin('client-management', {
        action: 'update_client',
        id: english.body.client.id,
        language: 'fr',
      });
      expect(updated.body.client.language).toBe('fr');
    } finally {
      await setAgencyLanguage('en');
    }
  });

  it('a French client of an English agency gets French mail and a French invoice PDF', async () => {
    await setAgencyLanguage('en');
    const client = await seedPortalClient(kit, 'A');
    const other = await seedPortalClient(kit, 'B');
    await admin('client-management', { action: 'update_client', id: client.id, language: 'fr' });

    const invoiceId = await seedInvoice(kit, client.id);
    await seedInvoice(kit, other.id);
    const mails = await outbox('invoice_sent');
    const french = mails.find((mail) => mail.to_email === client.email);
    const english = mails.find((mail) => mail.to_email === other.email);
    expect(french).toMatchObject({ locale: 'fr', subject: expect.stringMatching(/^Facture /) });
    expect(english).toMatchObject({ locale: 'en', subject: expect.stringMatching(/^Invoice /) });

    const text = await pdfOf('invoice-management', 'get_pdf', invoiceId);
    expect(text).toContain('Facture');

    const proposalId = await seedProposal(kit, client.id);
    const [proposalMail] = await outbox('proposal_sent');
    expect(proposalMail?.locale).toBe('fr');
    expect(proposalMail?.subject).toContain('vous a envoyé une proposition');
    const proposalText = await pdfOf('proposal-management', 'get_pdf', proposalId);
    expect(proposalText).not.toContain('Proposal');
  });

  it('an English client of a French agency gets English mail and an English PDF', async () => {
    await setAgencyLanguage('fr');
    try {
      const client = await seedPortalClient(kit, 'A');
      await admin('client-management', { action: 'update_client', id: client.id, language: 'en' });
      const invoiceId = await seedInvoice(kit, client.id);
      const [mail] = await outbox('invoice_sent');
      expect(mail).toMatchObject({ locale: 'en', subject: expect.stringMatching(/^Invoice /) });
      expect(await pdfOf('invoice-management', 'get_pdf', invoiceId)).toContain('Invoice');

      await admin('client-management', {
        action: 'send_client_message',
        client_id: client.id,
        body: 'Hello there',
      });
      const [message] = await outbox('agency_message');
      expect(message?.locale).toBe('en');
    } finally {
      await setAgencyLanguage('en');
    }
  });

  it('the client changes it in the portal (update_profile); a bad value is a 400', async () => {
    const client = await seedPortalClient(kit, 'A');
    const call = portalCaller(kit, client);
    const changed = await call({ action: 'update_profile', language: 'fr' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.profile.language).toBe('fr');
    expectLanguageRefused(await call({ action: 'update_profile', language: 'de' }));
    const [row] = await kit.db.query<{ language: string }>(
      'SELECT language FROM clients WHERE id = $1',
      [client.id],
    );
    expect(row?.language).toBe('fr');
  });
});

describe('a lead language', () => {
  it("a visitor's lead records the site language, gets its auto-reply in it, and conversion carries it", async () => {
    await setAgencyLanguage('en');
    const sent = await kit.call(
      'lead-management',
      { action: 'create_lead', name: 'Jean Dupont', email: 'jean@exemple.fr', language: 'fr' },
      'anonymous',
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.lead.language).toBe('fr');
    const [reply] = await outbox('lead_auto_reply');
    expect(reply).toMatchObject({ to_email: 'jean@exemple.fr', locale: 'fr' });
    expect(reply?.subject).toMatch(/reçu/);

    const [lead] = await kit.db.query<{ id: string; language: string }>(
      "SELECT id, language FROM leads WHERE email = 'jean@exemple.fr'",
    );
    expect(lead?.language).toBe('fr');
    const converted = await admin('client-management', {
      action: 'convert_lead',
      lead_id: lead?.id,
    });
    expect(converted.status, JSON.stringify(converted.body)).toBe(200);
    expect(converted.body.client.language).toBe('fr');
  });

  it('an admin sets and changes it; a bad value is a 400 with a field message', async () => {
    const created = await admin('lead-management', {
      action: 'create_lead',
      name: 'Lena',
      email: 'lena@example.com',
    });
    expect(created.body.lead.language).toBe('en');
    expectLanguageRefused(
      await admin('lead-management', {
        action: 'update_lead',
        id: created.body.lead.id,
        language: 'xx',
      }),
    );
    const updated = await admin('lead-management', {
      action: 'update_lead',
      id: created.body.lead.id,
      language: 'fr',
    });
    expect(updated.body.lead.language).toBe('fr');
  });
});

describe("a contract's PDF", () => {
  it("words its own headings in the client's language (the clauses are the agency's)", async () => {
    const textOf = async (language: 'en' | 'fr') => {
      const pdf = await PDFDocument.load(await renderContractPdf({ ...contractInput(), language }));
      return (await pagesText(pdf)).join('\n');
    };
    const french = await textOf('fr');
    for (const expected of ['Parties', '(le « Client »)', 'Montant du contrat', 'Page 1 sur 1']) {
      expect(french).toContain(expected);
    }
    expect(french).toMatch(/12\s?500,00/);
    expect(french).not.toContain('Contract value');
    const english = await textOf('en');
    expect(english).toContain('Contract value');
    expect(english).toContain('Page 1 of 1');
  });
});
