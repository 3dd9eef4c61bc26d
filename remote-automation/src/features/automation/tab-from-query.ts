import {
  AUTOMATION_TABS,
  type AutomationTab,
  DEFAULT_AUTOMATION_TAB,
  TAB_VIEWS,
  type TabWithViews,
} from './automation-tabs';

/** The tab a `?tab=` value asks for; a missing or unknown value gives the default tab. */
export function tabFromQuery(value: string | null): AutomationTab {
  return AUTOMATION_TABS.find((tab) => tab === value) ?? DEFAULT_AUTOMATION_TAB;
}

/** The view a `?view=` value asks for within a tab; missing or unknown gives its first view. */
export function viewFromQuery(tab: TabWithViews, value: string | null): string {
  const views: readonly string[] = TAB_VIEWS[tab];
  return views.find((view) => view === value) ?? views[0] ?? '';
}
