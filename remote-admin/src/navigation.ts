import type { NavEntry, NavGroupKey } from '@atelier/shared/navigation';

/**
 * remote-admin's pages in the back office's sidebar (docs/platform.md, "Navigation"): the
 * routes take their paths from here and the build publishes the entries as `navigation.json`,
 * which the shell draws. Mounted by the shell at `/admin/*`. Data only: the build reads it.
 */
type SidebarPage = {
  path: string;
  group: NavGroupKey;
  order: number;
  icon: string;
  label: NavEntry['label'];
};

export const ADMIN_PAGES = {
  dashboard: {
    path: 'dashboard',
    group: 'overview',
    order: 10,
    icon: 'dashboard',
    label: { en: 'Dashboard', fr: 'Tableau de bord' },
  },
  analytics: {
    path: 'analytics',
    group: 'overview',
    order: 20,
    icon: 'analytics',
    label: { en: 'Analytics', fr: 'Statistiques' },
  },
  clients: {
    path: 'clients',
    group: 'business',
    order: 10,
    icon: 'clients',
    label: { en: 'Clients', fr: 'Clients' },
  },
  projects: {
    path: 'projects',
    group: 'business',
    order: 20,
    icon: 'projects',
    label: { en: 'Projects', fr: 'Projets' },
  },
  leads: {
    path: 'leads',
    group: 'business',
    order: 30,
    icon: 'leads',
    label: { en: 'Leads', fr: 'Prospects' },
  },
  proposals: {
    path: 'proposals',
    group: 'business',
    order: 40,
    icon: 'proposals',
    label: { en: 'Proposals', fr: 'Propositions' },
  },
  team: {
    path: 'team',
    group: 'operations',
    order: 10,
    icon: 'team',
    label: { en: 'Team', fr: 'Équipe' },
  },
  revenue: {
    path: 'revenue',
    group: 'operations',
    order: 20,
    icon: 'revenue',
    label: { en: 'Revenue', fr: 'Chiffre d’affaires' },
  },
  payments: {
    path: 'payments',
    group: 'operations',
    order: 30,
    icon: 'payments',
    label: { en: 'Payments', fr: 'Paiements' },
  },
  content: {
    path: 'content',
    group: 'content',
    order: 10,
    icon: 'content',
    label: { en: 'Content', fr: 'Contenu' },
  },
  email: {
    path: 'email',
    group: 'content',
    order: 20,
    icon: 'email',
    label: { en: 'Email', fr: 'E-mail' },
  },
  images: {
    path: 'images',
    group: 'content',
    order: 30,
    icon: 'images',
    label: { en: 'Images', fr: 'Images' },
  },
  siteManagement: {
    path: 'site-management',
    group: 'settings',
    order: 10,
    icon: 'site',
    label: { en: 'Site Management', fr: 'Gestion du site' },
  },
  settings: {
    path: 'settings',
    group: 'settings',
    order: 20,
    icon: 'settings',
    label: { en: 'Settings', fr: 'Paramètres' },
  },
  marketing: {
    path: 'marketing',
    group: 'marketing',
    order: 10,
    icon: 'marketing',
    label: { en: 'Marketing', fr: 'Marketing' },
  },
  businessIntelligence: {
    path: 'business-intelligence',
    group: 'marketing',
    order: 20,
    icon: 'intelligence',
    label: { en: 'Business Intelligence', fr: 'Informatique décisionnelle' },
  },
} as const satisfies Record<string, SidebarPage>;

/** Where the shell mounts this remote. */
const MOUNT = '/admin';

export const navigation: NavEntry[] = Object.entries(ADMIN_PAGES).map(([key, page]) => ({
  key,
  group: page.group,
  order: page.order,
  to: `${MOUNT}/${page.path}`,
  icon: page.icon,
  label: page.label,
  // The area's index is the dashboard.
  ...(key === 'dashboard' ? { also: [MOUNT] } : {}),
}));
