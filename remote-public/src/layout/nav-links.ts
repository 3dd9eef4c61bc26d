/** The public navigation, in display order; labels live under `layout.nav.<key>`. */
export const NAV_LINKS = [
  { key: 'home', to: '/' },
  { key: 'services', to: '/services' },
  { key: 'estimator', to: '/estimator' },
  { key: 'portal', to: '/client-portal' },
] as const;
