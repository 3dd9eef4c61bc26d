import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectNotFound,
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from '../functions/client-portal/client-portal-test-data.ts';
import { seedInvoice, seedProposal } from '../functions/client-portal/portal-records-test-data.ts';
import { deliverEmail } from '../mail/deliver.ts';
import type { MailTransport } from '../mail/transport.ts';
import { useFunctionKit } from '../test/function-kit.ts';
import { pdfFonts, pdfText } from '../test/pdftotext.ts';
import { attachDocument } from './issued-pdf.ts';

const kit = useFunctionKit({
  truncate: [...PORTAL_TRUNCATE, 'issued_documents', 'invoice_number_sequences'],
  storage: true,
});
const admin = (fn: string, action: string, body: Record<string, unknown>) =>
  kit.call(fn, { action, ...body });

const NAMES = ['Łukasz Wiśniewski', 'Γιώργος Παπαδόπουλος', 'Дмитрий Иванов'];

let a: PortalTestClient;
let b: PortalTestClient;
beforeEach(async () => {
  ({ a, b } = await seedPortalClients(kit));
  await kit.db.query('UPDATE clients SET name = $2, company = $3, address = $4 WHERE id = $1', [
    a.id,
    NAMES[0],
    NAMES[1],
    NAMES[2],
  ]);
});

type PdfAnswer = { pdf: { url: string; sha256: string; filename: string; size: number } };

/** The bytes behind a get_pdf answer: the signed link read as a browser would, or the data URL. */
async function bytesOf(answer: PdfAnswer): Promise<Uint8Array> {
  if (answer.pdf.url.startsWith('data:application/pdf;base64,')) {
    return new Uint8Array(Buffer.from(answer.pdf.url.split(',')[1] ?? '', 'base64'));
  }
  const response = await kit.request(answer.pdf.url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function ok(fn: string, action: string, id: string, caller?: PortalTestClient) {
  const answer = caller
    ? await portalCaller(kit, caller)({ action, id })
    : await admin(fn, action, { id });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as PdfAnswer;
}

describe('an issued invoice', () => {
  it('has one stored PDF: the admin and the client get the same bytes, names as typed', async () => {
    const invoiceId = await seedInvoice(kit, a.id);
    const forAdmin = await ok('invoice-management', 'get_pdf', invoiceId);
    const forClient = await ok('client-portal', 'get_invoice_pdf', invoiceId, a);
    expect(forAdmin.pdf.url).toMatch(/^\/storage\/v1\/object\/sign\/documents\//);
    const bytes = await bytesOf(forAdmin);
    expect(sha256(bytes)).toBe(forAdmin.pdf.sha256);
    expect(forClient.pdf.sha256).toBe(forAdmin.pdf.sha256);
    expect(sha256(await bytesOf(forClient))).toBe(forAdmin.pdf.sha256);
    expect(forAdmin.pdf).toMatchObject({ filename: expect.stringMatching(/^INV-\d{4}-\d+\.pdf$/) });
    expect(forAdmin.pdf.size).toBe(bytes.byteLength);

    const text = await pdfText(bytes);
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain('Invoice');
    expect(text).not.toContain('DRAFT');
    // The fonts are embedded Unicode fonts (none of the standard 14), only the glyphs used:
    // a page weighs tens of kilobytes where DejaVu Sans alone is 757 KB.
    const fonts = await pdfFonts(bytes);
    expect(fonts).toMatch(/DejaVuSans-\d+\s+CID TrueType\s+Identity-H\s+yes\s+\S+\s+yes/);
    expect(fonts).not.toContain('Helvetica');
    expect(bytes.byteLength).toBeLessThan(120_000);

    // Asked again: the stored file, not a new drawing.
    const again = await ok('invoice-management', 'get_pdf', invoiceId);
    expect(again.pdf.sha256).toBe(forAdmin.pdf.sha256);
    const stored = await kit.db.query('SELECT kind FROM issued_documents');
    expect(stored).toHaveLength(1);
  });

  it("is nobody else's: another client and an unknown id get 404", async () => {
    const invoiceId = await seedInvoice(kit, a.id);
    expectNotFound(await portalCaller(kit, b)({ action: 'get_invoice_pdf', id: invoiceId }));
    expectNotFound(await admin('invoice-management', 'get_pdf', { id: 'not-an-id' }));
    const draftId = await seedInvoice(kit, a.id, { send: false });
    expectNotFound(await portalCaller(kit, a)({ action: 'get_invoice_pdf', id: draftId }));
  });
});

describe('a French client’s documents', () => {
  it('are worded in French from the glossary, dates and amounts as French writes them', async () => {
    await kit.db.query("UPDATE clients SET language = 'fr' WHERE id = $1", [a.id]);
    const invoiceId = await seedInvoice(kit, a.id);
    const invoice = (
      await pdfText(await bytesOf(await ok('invoice-management', 'get_pdf', invoiceId)))
    ).replace(/[ \u00a0]+/g, ' ');
    const proposalId = await seedProposal(kit, a.id, { title: 'Refonte' });
    const proposal = (
      await pdfText(await bytesOf(await ok('proposal-management', 'get_pdf', proposalId)))
    ).replace(/[ \u00a0]+/g, ' ');
    for (const expected of [
      'Facture',
      'Facturé à',
      'Quantité',
      'Prix unitaire',
      'Sous-total',
      'TVA (',
      'Échéance :',
      'Page 1 sur 1',
    ]) {
      expect(invoice).toContain(expected);
    }
    // A day in words (« 28 décembre 2026 »), an amount with a decimal comma and a trailing €/$.
    expect(invoice).toMatch(
      /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/,
    );
    expect(invoice).toMatch(/\d,\d{2} (€|\$|\$US)/);
    for (const expected of ['Préparée pour', 'Quantité', 'Sous-total', 'Page 1 sur 1']) {
      expect(proposal).toContain(expected);
    }
    for (const english of [
      'Invoice',
      'Bill to',
      'Qty',
      'Unit price',
      'Subtotal',
      'Due:',
      ' of 1',
      'Prepared for',
    ]) {
      expect(invoice).not.toContain(english);
      expect(proposal).not.toContain(english);
    }
  });
});

describe('the invoice e-mail', () => {
  it('carries the stored PDF, the card link and the same SHA-256 the admin and client see', async () => {
    await kit.db.query(
      `INSERT INTO app_settings (key, value) VALUES
         ('invoice.bank.account_holder', '"Atelier Studio"'),
         ('invoice.bank.account_number', '"FR76 3000 6000 0112 3456 7890 189"'),
         ('invoice.bank.reference', '"Invoice {number}"')
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
    try {
      const invoiceId = await seedInvoice(kit, a.id);
      const [queued] = await kit.db.query<{ id: string; body: string }>(
        "SELECT id, body FROM email_outbox WHERE template_key = 'invoice_sent'",
      );
      expect(queued?.body).toContain(`/client-portal/invoices/${invoiceId}`);
      expect(queued?.body).toContain('FR76 3000 6000 0112 3456 7890 189');
      const sent: { filename?: string; content?: Buffer }[] = [];
      const transport: MailTransport = {
        description: 'test',
        async send(message) {
          sent.push(...((message.attachments ?? []) as { filename?: string; content?: Buffer }[]));
        },
        close() {},
      };
      const outcome = await deliverEmail(
        kit.db,
        { id: queued?.id ?? '', attempt: 1 },
        {
          transport,
          from: 'Atelier <studio@example.com>',
          attach: (attachment) => attachDocument({ db: kit.db, storage: kit.storage }, attachment),
        },
      );
      expect(outcome).toBe('sent');
      expect(sent).toHaveLength(1);
      const attached = new Uint8Array(sent[0]?.content ?? []);
      const forAdmin = await ok('invoice-management', 'get_pdf', invoiceId);
      const forClient = await ok('client-portal', 'get_invoice_pdf', invoiceId, a);
      expect(sha256(attached)).toBe(forAdmin.pdf.sha256);
      expect(forClient.pdf.sha256).toBe(forAdmin.pdf.sha256);
      expect(sent[0]?.filename).toBe(forAdmin.pdf.filename);
      const text = await pdfText(attached);
      expect(text).toContain('FR76 3000 6000 0112 3456 7890 189');
      expect(text).toMatch(/Invoice INV-\d{4}-\d+/);
    } finally {
      await kit.db.query("DELETE FROM app_settings WHERE key LIKE 'invoice.bank.%'");
    }
  });
});

describe('a draft', () => {
  it('gets a preview marked as a draft, never stored', async () => {
    const draftId = await seedInvoice(kit, a.id, { send: false });
    const preview = await ok('invoice-management', 'get_pdf', draftId);
    expect(preview.pdf.url).toMatch(/^data:application\/pdf;base64,/);
    expect(await pdfText(await bytesOf(preview))).toContain('DRAFT');
    expect(await kit.db.query('SELECT kind FROM issued_documents')).toEqual([]);
  });
});

describe('a proposal', () => {
  it('sent, has one stored PDF for the admin and the client', async () => {
    const proposalId = await seedProposal(kit, a.id, { title: 'Refonte Ünïcode' });
    const forAdmin = await ok('proposal-management', 'get_pdf', proposalId);
    const forClient = await ok('client-portal', 'get_proposal_pdf', proposalId, a);
    expect(forClient.pdf.sha256).toBe(forAdmin.pdf.sha256);
    expect(forAdmin.pdf.filename).toBe('proposal-refonte-unicode.pdf');
    const text = await pdfText(await bytesOf(forAdmin));
    expect(text).toContain('Refonte Ünïcode');
    expect(text).toContain(NAMES[0]);
    expectNotFound(await portalCaller(kit, b)({ action: 'get_proposal_pdf', id: proposalId }));
  });
});
