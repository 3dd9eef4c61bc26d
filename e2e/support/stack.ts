/** Where the stack under test lives (the ports of ARCHITECTURE.md). */
export const SHELL_URL = 'http://localhost:3000';
export const REMOTE_ORIGINS = {
  remote_public: 'http://localhost:3001',
  remote_portal: 'http://localhost:3002',
  remote_admin: 'http://localhost:3003',
  remote_automation: 'http://localhost:3004',
} as const;
export const BACKEND_URL = 'http://127.0.0.1:54321';

/** The admin pages of the spec (§2) with their sidebar label, which is also the page title. */
export const ADMIN_PAGES = [
  { path: '/admin/analytics', label: 'Analytics' },
  { path: '/admin/clients', label: 'Clients' },
  { path: '/admin/projects', label: 'Projects' },
  { path: '/admin/leads', label: 'Leads' },
  { path: '/admin/proposals', label: 'Proposals' },
  { path: '/admin/team', label: 'Team' },
  { path: '/admin/revenue', label: 'Revenue' },
  { path: '/admin/payments', label: 'Payments' },
  { path: '/admin/content', label: 'Content' },
  { path: '/admin/email', label: 'Email' },
  { path: '/admin/images', label: 'Images' },
  { path: '/admin/site-management', label: 'Site Management' },
  { path: '/admin/settings', label: 'Settings' },
  { path: '/admin/marketing', label: 'Marketing' },
  { path: '/admin/business-intelligence', label: 'Business Intelligence' },
] as const;

export const AUTOMATION_TABS = [
  { tab: 'templates', label: 'Project Templates' },
  { tab: 'invoicing', label: 'Auto Invoicing' },
  { tab: 'scoring', label: 'Lead Scoring' },
  { tab: 'contracts', label: 'Contracts' },
] as const;

export const REMOTE_ERROR_TITLE = 'This part of the site could not load';
