import type { PublicSite, SitePageKey } from '@atelier/shared/contract';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { withAgencyName } from '../site/agency-words';
import { setHeadMeta } from '../site/head-meta';
import { pageSeo } from '../site/site-rules';
import { useSite } from '../site/site-store';

export type MetaPage =
  | 'home'
  | 'services'
  | 'estimator'
  | 'getStarted'
  | 'privacy'
  | 'terms'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'choosePassword'
  | 'confirmEmail'
  | 'proposalLink'
  | 'verify'
  | 'book'
  | 'bookManage';

/** The pages Site Management gives SEO to (docs/site-management.md); the others use `meta`. */
const SITE_PAGE: Partial<Record<MetaPage, SitePageKey>> = {
  home: 'home',
  services: 'services',
  estimator: 'estimator',
  getStarted: 'get-started',
  privacy: 'privacy',
  terms: 'terms',
};

/**
 * A page's title, description and social image: its SEO from Site Management, else
 * `meta.<page>`; the agency's name in place of `{{agency}}` either way.
 */
export function pageMeta(
  page: MetaPage,
  site: PublicSite | null,
  language: string,
  t: TFunction<'public'>,
): { title: string; description: string | null; image: string | null } {
  const sitePage = SITE_PAGE[page];
  const seo = sitePage ? pageSeo(site, sitePage, language) : null;
  const fallback =
    page === 'home' ? t('meta.home') : t('meta.template', { page: t(`meta.${page}`) });
  // A stored SEO text names the agency with `{{agency}}` (the seeded ones do).
  return {
    title: seo?.title ? withAgencyName(seo.title, site) : fallback,
    description: seo?.description ? withAgencyName(seo.description, site) : null,
    image: seo?.image_url ?? null,
  };
}

/**
 * Sets the tab title, the description and the social tags (`og:title`, `og:description`,
 * `og:image`) of a page in the visitor's language: a site page's SEO from Site Management once
 * the site is loaded, `meta.<page>` until then (and for sign-in pages, which have none). A
 * server-rendered page has them in its HTML already (server/render.tsx).
 */
export function usePageTitle(page: MetaPage) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const site = useSite();
  const { title, description, image } = pageMeta(page, site, i18n.language, t);
  useEffect(() => {
    document.title = title;
    setHeadMeta('property', 'og:title', title);
    if (description) {
      setHeadMeta('name', 'description', description);
      setHeadMeta('property', 'og:description', description);
    }
    setHeadMeta('property', 'og:image', image && new URL(image, window.location.origin).href);
  }, [title, description, image]);
}
