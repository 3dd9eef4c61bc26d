import { useRoutes } from 'react-router-dom';
import { RemoteArea } from '../federation/RemoteArea';
import { AdminLayout } from '../layout/AdminLayout';

/**
 * The shell maps mount points to remotes and nothing else; each remote's own routes (and the
 * not-found page appended to them) decide what renders below its mount point.
 */
const ROUTES = [
  {
    path: 'admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <RemoteArea name="remote_admin" /> },
      { path: 'automation/*', element: <RemoteArea name="remote_automation" /> },
      { path: '*', element: <RemoteArea name="remote_admin" /> },
    ],
  },
  { path: 'client-portal/*', element: <RemoteArea name="remote_portal" /> },
  { path: '*', element: <RemoteArea name="remote_public" /> },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}
