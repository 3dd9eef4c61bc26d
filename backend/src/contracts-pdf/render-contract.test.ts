import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { contractInput } from '../test/contract-pdf-fixtures';
import { pagesText } from '../test/pdf-text.ts';
import { renderContractPdf } from './render-contract';
import { sha256Hex } from './sha256';

const longBody = Array.from(
  { length: 40 },
  (_, i) => `Sentence ${i + 1} of a long clause that wraps.`,
).join(' ');

describe('renderContractPdf', () => {
  it('renders one A4 page with the title block, parties, value, clauses and signature blocks', async () => {
    const pdf = await PDFDocument.load(await renderContractPdf(contractInput()));
    expect(pdf.getPageCount()).toBe(1);
    const page = pdf.getPage(0);
    expect(Math.round(page.getWidth())).toBe(595);
    expect(Math.round(page.getHeight())).toBe(842);
    const [text] = await pagesText(pdf);
    for (const expected of [
      'Service Agreement — Website redesign',
      'Jane Doe, Doe & Co (the "Client")',
      '$12,500.00',
      '1. Scope',
      '2. Payment',
      'Late payments bear interest.',
      'Sam Agency — Agency',
      'jane@doe.example',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.getTitle()).toBe('Service Agreement — Website redesign');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-20T09:30:00.000Z');
  });

  it('breaks long clauses across pages and numbers every page "n of m"', async () => {
    const clauses = Array.from({ length: 8 }, (_, i) => ({
      title: `Clause ${i + 1}`,
      body: longBody,
    }));
    const pdf = await PDFDocument.load(await renderContractPdf(contractInput({ clauses })));
    const count = pdf.getPageCount();
    expect(count).toBeGreaterThanOrEqual(3);
    const texts = await pagesText(pdf);
    texts.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${count}`);
    });
    expect(texts.join('\n')).toContain('Sentence 40 of a long clause that wraps.');
    // The signature blocks come after the last clause, on the last page.
    expect(texts[count - 1]).toContain('Sam Agency — Agency');
  });

  it('gives byte-identical files for the same input, so the recorded SHA-256 is reproducible', async () => {
    const first = await renderContractPdf(contractInput());
    const second = await renderContractPdf(contractInput());
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(sha256Hex(first)).toBe(sha256Hex(second));
  });

  it('gives a different hash when anything printed changes', async () => {
    const base = sha256Hex(await renderContractPdf(contractInput()));
    const changed = [
      contractInput({ value: { cents: 1_250_001, currency: 'USD' } }),
      contractInput({ client: { name: 'Jane Doe' } }),
      contractInput({ createdAt: '2026-11-20T09:30:01.000Z' }),
    ];
    for (const input of changed) expect(sha256Hex(await renderContractPdf(input))).not.toBe(base);
  });

  it('draws text outside WinAnsi (Polish, Nordic, emoji, CJK) as close as the font allows', async () => {
    const bytes = await renderContractPdf(
      contractInput({
        title: 'Umowa — Łódź 🎉',
        client: { name: 'Zoë Ångström', company: '株式会社' },
        clauses: [{ title: 'Zakres ✓', body: 'Győr\u202f1\u202f234,50\u00a0€ — “ok” 🎨\tend' }],
        signers: [{ name: 'Zoë Ångström', email: 'zoe@example.se', role: 'Client' }],
      }),
    );
    const [text] = await pagesText(await PDFDocument.load(bytes));
    // The fonts have Polish and Nordic letters; an emoji or CJK becomes a visible "?".
    expect(text).toContain('Umowa — Łódź ?');
    expect(text).toContain('Zoë Ångström');
  });

  it('prints Polish, Greek and Cyrillic names exactly as typed', async () => {
    const names = ['Łukasz Wiśniewski', 'Γιώργος Παπαδόπουλος', 'Дмитрий Иванов'];
    const bytes = await renderContractPdf(
      contractInput({
        client: { name: names[0] as string, company: names[1] as string },
        signers: [{ name: names[2] as string, email: 'd@example.ru', role: 'Client' }],
      }),
    );
    const text = (await pagesText(bytes)).join('\n');
    for (const name of names) expect(text).toContain(name);
  });

  it('prints an unknown currency code beside the amount instead of failing', async () => {
    const bytes = await renderContractPdf(
      contractInput({ value: { cents: 99_900, currency: 'XYZ1' } }),
    );
    const [text] = await pagesText(await PDFDocument.load(bytes));
    expect(text).toContain('999.00 XYZ1');
  });
});
