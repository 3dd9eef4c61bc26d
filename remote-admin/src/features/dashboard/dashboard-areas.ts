/** The main areas the dashboard points to; texts live under `dashboard.areas.<key>`. */
export type DashboardAreaKey =
  | 'leads'
  | 'clients'
  | 'projects'
  | 'proposals'
  | 'revenue'
  | 'automation';

export type DashboardArea = { key: DashboardAreaKey; to: string };

export const DASHBOARD_AREAS: readonly DashboardArea[] = [
  { key: 'leads', to: '/admin/leads' },
  { key: 'clients', to: '/admin/clients' },
  { key: 'projects', to: '/admin/projects' },
  { key: 'proposals', to: '/admin/proposals' },
  { key: 'revenue', to: '/admin/revenue' },
  { key: 'automation', to: '/admin/automation' },
];
