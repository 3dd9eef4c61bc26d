import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import { type CadesOptions, CadesSigner } from './cades';
import type { SealIdentity } from './identity';

export interface SealDetails {
  /** Who seals: the agency's name (the PDF signature's `Name`). */
  name: string;
  reason: string;
  /** Where it can be checked (the verify page). */
  location: string;
  /** The seal's time (`M`): the last signature, so sealing again gives the same bytes. */
  signingTime: Date;
}

/** Room for the CMS: a 3072-bit signature, its certificate chain and a timestamp token. */
const SIGNATURE_BYTES = 16_384;

/**
 * The PDF strings of the signature dictionary are written as PDFDocEncoding (Latin-1): other
 * letters would be stored as mojibake, so they are replaced rather than mangled.
 */
const latin1 = (text: string): string => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

/**
 * Saves `pdf` with a PAdES signature (ETSI.CAdES.detached) covering the whole file: an
 * invisible signature field on the last page, its byte range and the CMS made by `seal`.
 * Any byte changed afterwards breaks it in every reader.
 */
export async function sealPdf(
  pdf: PDFDocument,
  seal: SealIdentity,
  details: SealDetails,
  options: CadesOptions = {},
): Promise<Uint8Array> {
  const pages = pdf.getPages();
  const last = pages[pages.length - 1];
  pdflibAddPlaceholder({
    ...(last ? { pdfPage: last } : { pdfDoc: pdf }),
    name: latin1(details.name),
    reason: latin1(details.reason),
    location: latin1(details.location),
    contactInfo: '',
    signingTime: details.signingTime,
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  // Signing replaces the placeholder in the file's bytes: no object streams may hide it.
  const unsigned = await pdf.save({ useObjectStreams: false });
  // The class, not the package's default instance: Node's ESM sees the CommonJS default as the
  // whole exports object, a bundler or vitest as the instance.
  const signed = await new SignPdf().sign(Buffer.from(unsigned), new CadesSigner(seal, options));
  return new Uint8Array(signed);
}
