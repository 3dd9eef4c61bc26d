import type { SitePageKey } from '@atelier/shared/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { setHeadMeta } from '../site/head-meta';
import { pageSeo } from '../site/site-rules';
import { useSite } from '../site/site-store';

type MetaPage =
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
  | 'confirmEmail';

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
 * Sets the tab title, the description and the social tags (`og:title`, `og:description`,
 * `og:image`) of a page in the visitor's language: a site page's SEO from Site Management once
 * the site is loaded, `meta.<page>` until then (and for sign-in pages, which have none).
 */
export function usePageTitle(page: MetaPage) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const site = useSite();
  const sitePage = SITE_PAGE[page];
  const seo = sitePage ? pageSeo(site, sitePage, i18n.language) : null;
  const fallback =
    page === 'home' ? t('meta.home') : t('meta.template', { page: t(`meta.${page}`) });
  const title = seo?.title || fallback;
  const description = seo?.description || null;
  const image = seo?.image_url ?? null;
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
