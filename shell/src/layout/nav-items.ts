import type { IconName } from './icons';

export type NavItem = {
  /** Translation key under `nav.items`. */
  key: string;
  to: string;
  icon: IconName;
};

export type NavGroup = { key: string; items: NavItem[] };

/** The admin sidebar of the spec (§2), in its order. */
export const NAV_GROUPS: NavGroup[] = [
  {
    key: 'overview',
    items: [
      { key: 'dashboard', to: '/admin/dashboard', icon: 'dashboard' },
      { key: 'analytics', to: '/admin/analytics', icon: 'analytics' },
    ],
  },
  {
    key: 'business',
    items: [
      { key: 'clients', to: '/admin/clients', icon: 'clients' },
      { key: 'projects', to: '/admin/projects', icon: 'projects' },
      { key: 'leads', to: '/admin/leads', icon: 'leads' },
      { key: 'proposals', to: '/admin/proposals', icon: 'proposals' },
    ],
  },
  {
    key: 'operations',
    items: [
      { key: 'team', to: '/admin/team', icon: 'team' },
      { key: 'revenue', to: '/admin/revenue', icon: 'revenue' },
      { key: 'payments', to: '/admin/payments', icon: 'payments' },
    ],
  },
  {
    key: 'content',
    items: [
      { key: 'content', to: '/admin/content', icon: 'content' },
      { key: 'email', to: '/admin/email', icon: 'email' },
      { key: 'images', to: '/admin/images', icon: 'images' },
    ],
  },
  {
    key: 'settings',
    items: [
      { key: 'siteManagement', to: '/admin/site-management', icon: 'site' },
      { key: 'settings', to: '/admin/settings', icon: 'settings' },
    ],
  },
  {
    key: 'automation',
    items: [
      { key: 'projectTemplates', to: '/admin/automation?tab=templates', icon: 'templates' },
      { key: 'autoInvoicing', to: '/admin/automation?tab=invoicing', icon: 'invoicing' },
      { key: 'leadScoring', to: '/admin/automation?tab=scoring', icon: 'scoring' },
      { key: 'contracts', to: '/admin/automation?tab=contracts', icon: 'contracts' },
    ],
  },
  {
    key: 'marketing',
    items: [
      { key: 'marketing', to: '/admin/marketing', icon: 'marketing' },
      { key: 'businessIntelligence', to: '/admin/business-intelligence', icon: 'intelligence' },
    ],
  },
];

const AUTOMATION_DEFAULT_TAB = 'templates';

/** Whether a sidebar item is the page being shown (`/admin` is the dashboard too). */
export function isNavItemActive(item: NavItem, pathname: string, search: string): boolean {
  const [itemPath = '', itemQuery = ''] = item.to.split('?');
  const path = pathname.replace(/\/+$/, '') || '/';
  if (itemPath === '/admin/dashboard') return path === '/admin' || path === '/admin/dashboard';
  if (path !== itemPath) return false;
  if (!itemQuery) return true;
  const wanted = new URLSearchParams(itemQuery).get('tab');
  const current = new URLSearchParams(search).get('tab') ?? AUTOMATION_DEFAULT_TAB;
  return wanted === current;
}
