/**
 * What the PDF tests share: a small JPEG as the media library makes them, a `fetch` that serves
 * it (or fails), and a page's drawing operators to read back. Test code only: not exported.
 */
import { inflateSync } from 'node:zlib';
import { PDFArray, type PDFDocument, type PDFPage, PDFRawStream, PDFRef } from 'pdf-lib';
import { vi } from 'vitest';

/** A 64 × 16 JPEG made by sharp, as the library makes its variants. */
export const JPEG_64x16 = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAQAEADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAUG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AlASGkAAAAAAf/9k=',
  'base64',
);

/** Answers every fetch with `body` (a status without body for a number), recording the URL. */
export function serve(body: Buffer | number): string[] {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return typeof body === 'number'
      ? new Response('gone', { status: body })
      : new Response(new Uint8Array(body), { status: 200 });
  });
  return fetched;
}

/** A page's content operators, inflated. */
export function pageContent(pdf: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => (ref instanceof PDFRef ? pdf.context.lookup(ref) : ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => inflateSync(stream.getContents()).toString('latin1'))
    .join('\n');
}
