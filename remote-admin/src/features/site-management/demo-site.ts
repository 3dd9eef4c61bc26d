import type { ApiResult } from '@atelier/shared';
import type { AdminSitePage, PageSeo, SitePageKey, SiteRedirect } from '@atelier/shared/contract';

/** The sample site the Site Management page shows, under the demo banner, without a server. */

const seo = (en: string, fr: string, description: string): Record<'en' | 'fr', PageSeo> => ({
  en: { title: en, description, image_url: null },
  fr: { title: fr, description: '', image_url: null },
});

const page = (
  key: SitePageKey,
  path: string,
  order: number,
  inNav: boolean,
  titles: Record<'en' | 'fr', PageSeo>,
): AdminSitePage => ({
  page: key,
  path,
  published: true,
  in_nav: inNav,
  nav_order: order,
  seo: titles,
  updated_at: '2026-01-15T09:30:00.000Z',
  updated_by: { id: 'demo-owner', name: 'Olivia Owner' },
});

const pages: AdminSitePage[] = [
  page(
    'home',
    '/',
    1,
    true,
    seo('Atelier Demo Studio', 'Atelier Demo Studio', 'Websites and apps that grow your business.'),
  ),
  page(
    'services',
    '/services',
    2,
    true,
    seo('Services — Atelier', 'Services — Atelier', 'What we build.'),
  ),
  page(
    'estimator',
    '/estimator',
    3,
    true,
    seo('Project estimator — Atelier', 'Estimateur de projet — Atelier', 'Estimate your budget.'),
  ),
  page(
    'get-started',
    '/get-started',
    4,
    false,
    seo('Get started — Atelier', 'Démarrer un projet — Atelier', 'Tell us about your project.'),
  ),
  page(
    'privacy',
    '/privacy',
    5,
    false,
    seo('Privacy policy — Atelier', 'Politique de confidentialité — Atelier', ''),
  ),
  page(
    'terms',
    '/terms',
    6,
    false,
    seo('Terms of service — Atelier', 'Conditions générales — Atelier', ''),
  ),
];

const redirects: SiteRedirect[] = [
  {
    id: 'demo-redirect-1',
    from: '/pricing',
    to: '/estimator',
    permanent: true,
    created_at: '2026-01-10T10:00:00.000Z',
    created_by: { id: 'demo-owner', name: 'Olivia Owner' },
  },
];

const readOnly = (what: string): ApiResult<Record<string, unknown>> => ({
  success: false,
  code: 'DEMO_READ_ONLY',
  error: `Not available in demo mode: ${what}`,
});

export const siteDemoHandlers = {
  get_pages: () => ({ success: true as const, pages }),
  get_redirects: () => ({ success: true as const, redirects }),
  get_site: () => ({
    success: true as const,
    site: {
      pages: pages.map(({ updated_at: _at, updated_by: _by, ...rest }) => rest),
      redirects: redirects.map(({ from, to, permanent }) => ({ from, to, permanent })),
      maintenance: { enabled: false, message: { en: '', fr: '' } },
      agency: {
        name: 'Atelier',
        email: 'hello@atelier.example',
        phone: '+1 555 014 2370',
        address: null,
        logo_url: null,
        logo_alt: null,
      },
    },
  }),
  update_page: () => readOnly('changing a page'),
  reorder_navigation: () => readOnly('reordering the navigation'),
  save_redirect: () => readOnly('saving a redirect'),
  delete_redirect: () => readOnly('deleting a redirect'),
  set_maintenance: () => readOnly('the maintenance mode'),
};
