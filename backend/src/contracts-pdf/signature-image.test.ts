import { toWinAnsi } from '@atelier/shared/records';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { TINY_PNG_DATA_URL } from '../test/contract-pdf-fixtures';
import {
  assertValidSignaturePng,
  decodeSignaturePng,
  SignatureImageError,
} from './signature-image';

const pngHeader = (width: number, height: number) => {
  const bytes = new Uint8Array(Buffer.from(TINY_PNG_DATA_URL.split(',')[1] ?? '', 'base64'));
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
};

describe('drawn signature images', () => {
  it('accepts a PNG data URL', async () => {
    expect(decodeSignaturePng(TINY_PNG_DATA_URL).length).toBeGreaterThan(33);
    await expect(assertValidSignaturePng(TINY_PNG_DATA_URL)).resolves.toBeUndefined();
  });

  it.each([
    ['not a data URL', 'Jane Doe', 'must be a PNG data URL'],
    ['another image type', 'data:image/jpeg;base64,/9j/4AAQ', 'must be a PNG data URL'],
    [
      'base64 that is not a PNG',
      `data:image/png;base64,${Buffer.from('GIF89a'.repeat(10)).toString('base64')}`,
      'not a PNG image',
    ],
    ['a huge image', `data:image/png;base64,${'A'.repeat(800_000)}`, 'larger than'],
    ['zero pixels wide', pngHeader(0, 1), 'between 1 and'],
    ['absurd dimensions', pngHeader(100_000, 1), 'between 1 and'],
  ])('refuses %s with a message for the caller', (_case, value, message) => {
    expect(() => decodeSignaturePng(value)).toThrow(SignatureImageError);
    expect(() => decodeSignaturePng(value)).toThrow(message);
  });

  it('refuses a PNG whose data is corrupt once pdf-lib reads it', async () => {
    const bytes = Buffer.from(TINY_PNG_DATA_URL.split(',')[1] ?? '', 'base64');
    const truncated = `data:image/png;base64,${bytes.subarray(0, 40).toString('base64')}`;
    await expect(assertValidSignaturePng(truncated)).rejects.toThrow(SignatureImageError);
  });
});

describe('toWinAnsi with the standard fonts', () => {
  it('gives text Helvetica and Times-Italic can always encode', async () => {
    const pdf = await PDFDocument.create();
    const nasty = 'Zürich 1\u202f234,50\u00a0€ — Łódź ő 🎨 “ok” 日本 \u2212 \u2009';
    for (const name of [StandardFonts.Helvetica, StandardFonts.TimesRomanItalic]) {
      const font = await pdf.embedFont(name);
      expect(() => font.encodeText(nasty)).toThrow();
      expect(() => font.encodeText(toWinAnsi(nasty))).not.toThrow();
    }
  });
});
