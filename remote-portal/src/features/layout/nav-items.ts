import type { PortalRoutes } from '../routes-of';

/** One entry of the portal's navigation; its label is `layout.nav.<key>`. */
export type PortalNavItem = { key: string; to: string; end?: boolean };

/** The portal's areas in reading order; `path` is the area's route under `/client-portal`. */
export const PORTAL_NAV: readonly (PortalNavItem & { path: string | null })[] = [
  { key: 'overview', to: '/client-portal', end: true, path: null },
  { key: 'projects', to: '/client-portal/projects', path: 'projects' },
  { key: 'proposals', to: '/client-portal/proposals', path: 'proposals' },
  { key: 'contracts', to: '/client-portal/contracts', path: 'contracts' },
  { key: 'invoices', to: '/client-portal/invoices', path: 'invoices' },
  { key: 'messages', to: '/client-portal/messages', path: 'messages' },
  { key: 'files', to: '/client-portal/files', path: 'files' },
  { key: 'profile', to: '/client-portal/profile', path: 'profile' },
];

/**
 * The entries whose page exists among `routes`: an area not built yet gets no link rather
 * than a link to a not-found page. The overview (the index route) is always there.
 */
export function builtNavItems(routes: PortalRoutes): PortalNavItem[] {
  const paths = new Set(routes.map((route) => route.path));
  return PORTAL_NAV.filter((item) => item.path === null || paths.has(item.path)).map(
    ({ key, to, end }) => (end ? { key, to, end } : { key, to }),
  );
}
