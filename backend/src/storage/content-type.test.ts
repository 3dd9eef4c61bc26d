import { describe, expect, it } from 'vitest';
import { acceptedContentType, sniffContentType } from './content-type.ts';
import { exeBytes, pdfBytes, pngBytes, textBytes } from './test-files.ts';

describe('sniffContentType', () => {
  it('reads the type from the bytes', async () => {
    expect(await sniffContentType(pngBytes())).toBe('image/png');
    expect(await sniffContentType(pdfBytes())).toBe('application/pdf');
    expect(await sniffContentType(exeBytes())).toBe('application/x-msdownload');
  });

  it('calls UTF-8 without control characters plain text, and nothing else', async () => {
    expect(await sniffContentType(textBytes('name;total\r\nÉlodie;12\t€\n'))).toBe('text/plain');
    expect(await sniffContentType(new Uint8Array(0))).toBe('text/plain');
    expect(await sniffContentType(textBytes('a\u0000b'))).toBeNull();
    expect(await sniffContentType(textBytes('bell\u0007'))).toBeNull();
    // Latin-1 "é" alone is not UTF-8.
    expect(await sniffContentType(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toBeNull();
  });
});

describe('acceptedContentType', () => {
  it('allows only the bucket types, and the type a server caller expects', async () => {
    await expect(acceptedContentType('media', pngBytes())).resolves.toBe('image/png');
    await expect(acceptedContentType('media', textBytes('hello'))).rejects.toMatchObject({
      code: 'InvalidMimeType',
      message: 'The media bucket does not accept text/plain',
    });
    await expect(acceptedContentType('documents', pngBytes())).rejects.toMatchObject({
      status: 415,
    });
    await expect(acceptedContentType('documents', textBytes('a,b'))).resolves.toBe('text/plain');
    await expect(
      acceptedContentType('documents', textBytes('a,b'), 'application/pdf'),
    ).rejects.toMatchObject({ message: 'The content is text/plain, not application/pdf' });
    // XML (an SVG with its prolog) is recognised, and no bucket takes it.
    await expect(
      acceptedContentType('client-files', textBytes('<?xml version="1.0"?><svg></svg>')),
    ).rejects.toMatchObject({ message: 'The client-files bucket does not accept application/xml' });
  });
});
