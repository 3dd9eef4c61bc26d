import type { PublicSite } from '@atelier/shared/contract';
import type { i18n as I18n } from 'i18next';

/** The built-in contact details: the site's until Settings hold the agency's own. */
export const DEFAULT_CONTACT = { email: 'hello@atelier.example', phone: '+15550142370' };

/** The seeded agency's name (`layout.brand`): the site's until Settings are read. */
const SEED_AGENCY = 'Atelier';

/**
 * The words of the public strings that are the agency's (docs/content.md): `{{agency}}`, its
 * name from Settings, and `{{agencyContact}}`, how to reach it (its e-mail, else its phone,
 * else its address, as the footer gives them). A default text names the agency through them,
 * so renaming it in Settings renames it everywhere, published texts that keep them included.
 */
export type AgencyWords = { agency: string; agencyContact: string };

/** Whether Settings hold any of the agency's contact details: then only those are shown. */
export const hasOwnContact = (agency: PublicSite['agency'] | undefined): boolean =>
  Boolean(agency?.email || agency?.phone || agency?.address?.trim());

export function agencyWords(site: PublicSite | null): AgencyWords {
  const agency = site?.agency;
  if (!agency) return { agency: SEED_AGENCY, agencyContact: DEFAULT_CONTACT.email };
  const address = agency.address
    ?.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  return {
    agency: agency.name,
    agencyContact: hasOwnContact(agency)
      ? agency.email || agency.phone || address || DEFAULT_CONTACT.email
      : DEFAULT_CONTACT.email,
  };
}

/**
 * Makes `words` the values every string of `i18n` fills its `{{agency}}` and
 * `{{agencyContact}}` with (i18next's default variables). The options' interpolation object
 * is replaced, never changed in place: a server render's clone shares it with the bundle's
 * instance, and each render sets its own.
 */
export function applyAgencyWords(i18n: I18n, words: AgencyWords): void {
  const interpolation = i18n.options.interpolation ?? {};
  i18n.options.interpolation = {
    ...interpolation,
    defaultVariables: { ...interpolation.defaultVariables, ...words },
  };
}

/** A text stored by Site Management (a page's SEO) with its `{{agency}}` filled. */
export const withAgencyName = (text: string, site: PublicSite | null): string =>
  text.replaceAll('{{agency}}', agencyWords(site).agency);
