import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { completion, contractInput, drawnSigner, typedSigner } from '../test/contract-pdf-fixtures';
import { pagesText } from '../test/pdf-text.ts';
import { renderContractPdf } from './render-contract';
import { renderSignedPdf } from './render-signed';
import { sha256Hex } from './sha256';
import { SignatureImageError } from './signature-image';

const original = await renderContractPdf(contractInput());
const originalPages = (await PDFDocument.load(original)).getPageCount();

/** A page's text on one line, its spaces (no-break ones included) as plain ones. */
const oneLine = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ');

describe('renderSignedPdf', () => {
  it('keeps the original pages and adds a signature page and a completion certificate', async () => {
    const pdf = await PDFDocument.load(await renderSignedPdf(original, completion()), {
      updateMetadata: false,
    });
    expect(pdf.getPageCount()).toBe(originalPages + 2);
    const texts = await pagesText(pdf);
    // The original pages keep every word, with each signature placed on its line.
    const before = await pagesText(await PDFDocument.load(original));
    before.forEach((text, index) => {
      for (const line of text.split('\n').filter(Boolean)) {
        expect(texts[index]).toContain(line);
      }
    });
    // Times through Intl in English, the zone named by it: no ISO stamp, no "(UTC)".
    const lastOriginal = oneLine(texts[originalPages - 1]);
    expect(lastOriginal).toContain('Signed electronically on November 21, 2026 at 08:15:02 AM UTC');
    expect(lastOriginal).toContain('Signed electronically on November 22, 2026 at 04:05:09 PM UTC');

    const signatures = oneLine(texts[originalPages]);
    expect(signatures).toContain(
      'Signed electronically by Jane Doe on November 21, 2026 at 08:15:02 AM UTC',
    );
    expect(signatures).toContain(
      'Signed electronically by Sam Agency on November 22, 2026 at 04:05:09 PM UTC',
    );
    expect(texts.join('\n')).not.toMatch(/\d{4}-\d{2}-\d{2}T|\(UTC\)/);
    expect(signatures).toContain('Signatures 1 of 1');

    const certificate = oneLine(texts[originalPages + 1]);
    for (const expected of [
      'Certificate of completion',
      '7b0d1c52-3f7e-4d7a-9a51-2d0f3c1e9a10',
      sha256Hex(original),
      'jane@doe.example',
      'sam@atelier.example',
      'November 20, 2026 at 09:31:00 AM UTC',
      'November 21, 2026 at 08:12:44 AM UTC',
      '203.0.113.7',
      '2001:db8::1',
      'Typed',
      'Drawn',
      'can be verified at /verify.',
    ]) {
      expect(certificate).toContain(expected);
    }
    expect(pdf.getModificationDate()?.toISOString()).toBe('2026-11-22T16:05:09.000Z');
  });

  it('words the added pages in the contract’s language, French typography included', async () => {
    const frenchOriginal = await renderContractPdf(contractInput({ language: 'fr' }));
    const pages = await pagesText(
      await renderSignedPdf(frenchOriginal, completion({ language: 'fr' })),
    );
    const text = pages.join('\n');
    const flat = oneLine(text);
    for (const expected of [
      'Signé électroniquement par Jane Doe le 21 novembre 2026 à 08:15:02 UTC',
      'Signé électroniquement le 22 novembre 2026 à 16:05:09 UTC',
      '20 novembre 2026 à 09:31:00 UTC',
    ]) {
      expect(flat).toContain(expected);
    }
    for (const expected of [
      'Signatures 1 sur 1',
      'Certificat de signature',
      'Certificat de signature 1 sur 1',
      'Identifiant du contrat',
      'Adresse IP',
      'Saisie',
      'Dessinée',
      'peut être vérifié sur /verify.',
      'Page 1 sur',
    ]) {
      expect(text).toContain(expected);
    }
    // Not one English sentence or label of the signature pages and the certificate.
    for (const english of [
      'Signed electronically',
      'Certificate of completion',
      ' of 1',
      'Contract ID',
      'IP address',
      'User agent',
      'Typed',
      'Drawn',
      'can be verified',
      'Each signer opened',
    ]) {
      expect(text).not.toContain(english);
    }
    // A (narrow no-break) space before the semicolon, as French writes it; pdftotext gives
    // U+202F back as a plain space.
    expect(text.replace(/[ \n]+/g, ' ')).toContain('sa ligne ; le SHA-256');
  });

  it('draws a typed signature in the script face and embeds a drawn one as an image', async () => {
    const pdf = await PDFDocument.load(await renderSignedPdf(original, completion()), {
      updateMetadata: false,
    });
    const page = pdf.getPage(originalPages);
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const names = fonts
      ?.values()
      .map((ref) => String(pdf.context.lookup(ref, PDFDict).get(PDFName.of('BaseFont'))));
    // The script face: DejaVu Serif Italic, embedded (a subset named after it).
    expect(names?.some((name) => name.startsWith('/DejaVuSerif-Italic'))).toBe(true);
    const images = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    expect(images?.keys().length).toBe(1);
  });

  it('wraps and cuts a very long user agent instead of running off the page', async () => {
    const signers = completion().signers.map((signer) => ({
      ...signer,
      userAgent: 'X'.repeat(5_000),
    }));
    const pdf = await PDFDocument.load(await renderSignedPdf(original, completion({ signers })));
    const certificate = (await pagesText(pdf))[originalPages + 1] ?? '';
    expect(certificate).toContain('…');
    expect(certificate.length).toBeLessThan(3_000);
  });

  it('continues the certificate on more pages for many signers', async () => {
    const signers = Array.from({ length: 12 }, (_, i) => ({
      ...typedSigner,
      name: `Signer ${i + 1}`,
    }));
    const pdf = await PDFDocument.load(await renderSignedPdf(original, completion({ signers })));
    expect(pdf.getPageCount()).toBeGreaterThan(originalPages + 3);
    expect((await pagesText(pdf)).join('\n')).toContain('Signer 12');
  });

  it('gives byte-identical files for the same evidence, and another hash for other evidence', async () => {
    const first = await renderSignedPdf(original, completion());
    const second = await renderSignedPdf(original, completion());
    expect(sha256Hex(first)).toBe(sha256Hex(second));
    const other = await renderSignedPdf(
      original,
      completion({ completedAt: '2026-11-22T16:05:10.000Z' }),
    );
    expect(sha256Hex(other)).not.toBe(sha256Hex(first));
  });

  it('refuses a drawn signature that is not a PNG with a SignatureImageError', async () => {
    const signers = [
      typedSigner,
      {
        ...drawnSigner,
        signature: { type: 'drawn' as const, value: 'data:image/png;base64,AAAA' },
      },
    ];
    await expect(renderSignedPdf(original, completion({ signers }))).rejects.toThrow(
      SignatureImageError,
    );
  });

  it('refuses an original that is not a PDF', async () => {
    await expect(
      renderSignedPdf(new TextEncoder().encode('not a pdf'), completion()),
    ).rejects.toThrow('not a readable PDF');
  });

  it('seals signers and evidence with characters outside WinAnsi', async () => {
    const signers = completion().signers.map((signer) => ({
      ...signer,
      name: 'Zoë Ångström 🎉',
      role: 'Łódź office',
      signature:
        signer.signature.type === 'typed'
          ? { type: 'typed' as const, value: 'Zoë 署名' }
          : signer.signature,
      userAgent: 'Agent/1.0 (日本語)',
    }));
    const pdf = await PDFDocument.load(
      await renderSignedPdf(original, completion({ signers, title: 'Umowa Łódź' })),
    );
    expect((await pagesText(pdf)).join('\n')).toContain('Zoë Ångström ?');
  });
});
