/** The Automation page's tabs, in order; the URL's `?tab=` holds the selected one. */
export const AUTOMATION_TABS = ['templates', 'invoicing', 'scoring', 'contracts'] as const;
export type AutomationTab = (typeof AUTOMATION_TABS)[number];

/** Shown when `?tab=` is missing or names no tab (the sidebar's default too). */
export const DEFAULT_AUTOMATION_TAB: AutomationTab = 'templates';

/** Tabs whose content is split into views (sub-tabs); texts under `tabs.<tab>.views.<view>`. */
export const TAB_VIEWS = {
  invoicing: ['rules', 'generated', 'analytics'],
  scoring: ['scored', 'criteria', 'analytics'],
  contracts: ['active', 'templates', 'signatures', 'analytics'],
} as const satisfies Partial<Record<AutomationTab, readonly string[]>>;

export type TabWithViews = keyof typeof TAB_VIEWS;
