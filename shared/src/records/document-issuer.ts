import { altIn } from '../contract/alt-text';
import type { MediaLocale } from '../contract/media';

/**
 * Who issues an invoice or a proposal, as its documents show it — on screen and in the PDF, in
 * the back office and the client portal alike (docs/settings.md, *Where the agency is shown*).
 */
export type DocumentIssuer = {
  name: string;
  /** The address (one entry per line), e-mail, phone and labelled tax id that are set. */
  lines: string[];
  /** The logo's URL path on the API (`/storage/v1/...`) and its name in the reader's language. */
  logo: { url: string; alt: string } | null;
};

/** The agency as Settings answer it: the admin's whole agency, or the public part (no tax id). */
export type IssuerSettings = {
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  tax_id?: string | null;
  logo_url: string | null;
  logo_alt: Record<MediaLocale, string> | null;
};

/**
 * The issuer block of a document from the agency's settings, in the reader's `language`;
 * `taxIdLabel` words the tax id line ("Tax ID: FR…"). An older logo without alt text is named
 * by the agency's name, which it shows.
 */
export function documentIssuer(
  agency: IssuerSettings,
  language: string | undefined,
  taxIdLabel: (id: string) => string,
): DocumentIssuer {
  const address = (agency.address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const lines = [
    ...address,
    ...(agency.email ? [agency.email] : []),
    ...(agency.phone ? [agency.phone] : []),
    ...(agency.tax_id ? [taxIdLabel(agency.tax_id)] : []),
  ];
  return {
    name: agency.name,
    lines,
    logo: agency.logo_url
      ? {
          url: agency.logo_url,
          alt: (agency.logo_alt ? altIn(agency.logo_alt, language) : '') || agency.name,
        }
      : null,
  };
}
