/** Tests only: small files whose type file-type recognises from their bytes. */

/** A 1×1 red PNG. */
export const pngBytes = (): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
      'base64',
    ),
  );

/** A one-page PDF, as small as readers accept. */
export const pdfBytes = (): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** The start of a Windows executable (MZ header), which file-type names application/x-msdownload. */
export const exeBytes = (): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(128);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
  return bytes;
};

export const textBytes = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

/** `size` bytes that start like a PNG (too large for a bucket, so never stored). */
export const oversizedPng = (size: number): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(size);
  bytes.set(pngBytes());
  return bytes;
};
