import { getRuntimeConfig } from '@atelier/shared';
import { altIn } from '@atelier/shared/picture';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { DEFAULT_CONTACT, hasOwnContact } from '../site/agency-words';
import { useSite } from '../site/site-store';

export type AgencyBrand = {
  name: string;
  /** The logo chosen in Settings, named in the page's language; null draws the monogram. */
  logo: { src: string; alt: string } | null;
};

/**
 * The agency's name and logo as Settings hold them (get_site's `agency`, also in the server's
 * HTML). Until the site is read, or when it cannot be, the seeded brand and the monogram.
 */
export function useAgencyBrand(): AgencyBrand {
  const { t, i18n } = useTranslation(NAMESPACE);
  const agency = useSite()?.agency;
  if (!agency) return { name: t('layout.brand'), logo: null };
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    name: agency.name,
    logo: agency.logo_url
      ? {
          src: absolute(agency.logo_url),
          // An older logo uploaded before the library has no alt text: the name beside it says it.
          alt: agency.logo_alt ? altIn(agency.logo_alt, language) : '',
        }
      : null,
  };
}

/** The logo's path on the API's origin; a server render has the same runtime config. */
function absolute(url: string): string {
  if (!url.startsWith('/')) return url;
  try {
    return `${getRuntimeConfig().backendUrl}${url}`;
  } catch {
    return url;
  }
}

export type AgencyContact = {
  email: string | null;
  phone: { text: string; href: string } | null;
  addressLines: string[];
};

/**
 * How visitors reach the agency (footer, get-started): the details Settings hold (get_site's
 * `agency`, in the server's HTML too) as soon as any is set, and only those, never a built-in
 * one beside them; the built-in ones until then (and before the site is read).
 */
export function useAgencyContact(): AgencyContact {
  const { t } = useTranslation(NAMESPACE);
  const agency = useSite()?.agency;
  if (!agency || !hasOwnContact(agency)) {
    return {
      email: DEFAULT_CONTACT.email,
      phone: { text: t('layout.footer.phone'), href: `tel:${DEFAULT_CONTACT.phone}` },
      addressLines: [t('layout.footer.street'), t('layout.footer.city')],
    };
  }
  return {
    email: agency.email,
    phone: agency.phone
      ? { text: agency.phone, href: `tel:${agency.phone.replace(/[^\d+]/g, '')}` }
      : null,
    addressLines:
      agency.address
        ?.split('\n')
        .map((line) => line.trim())
        .filter(Boolean) ?? [],
  };
}
