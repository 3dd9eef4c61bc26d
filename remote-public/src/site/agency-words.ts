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

type Interpolation = NonNullable<I18n['options']['interpolation']>;

/** `interpolation` whose default variables are `words` (a new object: the given one is shared). */
export const withAgencyWords = (
  interpolation: Interpolation | undefined,
  words: AgencyWords,
): Interpolation => ({
  ...interpolation,
  defaultVariables: { ...interpolation?.defaultVariables, ...words },
});

/**
 * Makes `words` the values every string of the browser's `i18n` fills its `{{agency}}` and
 * `{{agencyContact}}` with (i18next's default variables, read at each `t`). A server render
 * gives its clone its own instead (`cloneInstance({interpolation: withAgencyWords(…)})`): a
 * clone's translator keeps the options it was made with.
 */
export function applyAgencyWords(i18n: I18n, words: AgencyWords): void {
  i18n.options.interpolation = withAgencyWords(i18n.options.interpolation, words);
}

/** A text stored by Site Management (a page's SEO) with its `{{agency}}` filled. */
export const withAgencyName = (text: string, site: PublicSite | null): string =>
  text.replaceAll('{{agency}}', agencyWords(site).agency);
