/**
 * What the contract PDFs are drawn from. Plain data, no database: the `contracts` function
 * builds these from its rows, so the same rows always give the same bytes (and hash).
 */

/** A date as the records hold it: an ISO string or a `Date`. */
export type PdfDate = string | Date;

export type ContractPdfSigner = { name: string; email: string; role: string };

/** Everything the original (unsigned) document shows. */
export type ContractPdfInput = {
  title: string;
  contractId: string;
  agency: { name: string };
  client: { name: string; company?: string | null };
  value: { cents: number; currency: string };
  clauses: Array<{ title: string; body: string }>;
  signers: ContractPdfSigner[];
  /** Printed on the title block and written as the file's creation and modification date. */
  createdAt: PdfDate;
  /** The language of the document's own words (headings, labels): the client's; English if not given. */
  language?: 'en' | 'fr';
};

/** `typed`: the signer's typed name; `drawn`: a `data:image/png;base64,…` URL. */
export type PdfSignature = { type: 'typed' | 'drawn'; value: string };

/** One signer's evidence, for the signature page and the certificate. */
export type CompletedSigner = ContractPdfSigner & {
  signature: PdfSignature;
  sentAt: PdfDate | null;
  viewedAt: PdfDate | null;
  signedAt: PdfDate;
  ip: string | null;
  userAgent: string | null;
};

/** The facts of a completed signing, added to the original as signature and certificate pages. */
export type ContractCompletion = {
  title: string;
  contractId: string;
  agency: { name: string };
  /** When the last signer signed: the final file's modification date. */
  completedAt: PdfDate;
  signers: CompletedSigner[];
  /** Where anyone can check a file against the records; `/verify` when not given. */
  verifyUrl?: string;
  /** The language of the added pages' words: the contract's (its client's); English if not given. */
  language?: 'en' | 'fr';
};
