import { preloadableLazy } from '@atelier/shared';
import { useRoutes } from 'react-router-dom';
import { RemoteArea } from '../federation/RemoteArea';
import { ServerCache } from '../query/ServerCache';
import { AccessGate } from './AccessGate';

// The back office's frame (sidebar, header, calendar, its settings read) comes with the admin
// area, inside ServerCache's Suspense: the public pages never download it.
const { Component: AdminLayout, preload: preloadAdminLayout } = preloadableLazy(async () => {
  const module = await import('../layout/AdminLayout');
  return { default: module.AdminLayout };
});

export { preloadAdminLayout };

/**
 * The shell maps mount points to remotes and nothing else; each remote's own routes (and the
 * not-found page appended to them) decide what renders below its mount point. Each mount
 * point's gate decides who may see it before its remote is even fetched; the admin area, the
 * portal and the signing page get the server-state cache, the public pages do not.
 */
const ROUTES = [
  {
    path: 'admin',
    element: (
      <AccessGate area="admin">
        <ServerCache>
          <AdminLayout />
        </ServerCache>
      </AccessGate>
    ),
    children: [
      { index: true, element: <RemoteArea name="remote_admin" /> },
      { path: 'automation/*', element: <RemoteArea name="remote_automation" /> },
      { path: '*', element: <RemoteArea name="remote_admin" /> },
    ],
  },
  {
    path: 'client-portal/*',
    element: (
      <AccessGate area="portal">
        <ServerCache>
          <RemoteArea name="remote_portal" />
        </ServerCache>
      </AccessGate>
    ),
  },
  {
    // A contract signer's link: the token is the credential, so no session and no portal layout;
    // the cache, for the agency's name it shows while the contract is read.
    path: 'sign/*',
    element: (
      <AccessGate area="signing">
        <ServerCache>
          <RemoteArea name="remote_portal" exposed="signing" />
        </ServerCache>
      </AccessGate>
    ),
  },
  {
    path: '*',
    element: (
      <AccessGate area="public">
        <RemoteArea name="remote_public" />
      </AccessGate>
    ),
  },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}
