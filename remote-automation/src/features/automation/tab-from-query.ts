import { AUTOMATION_TABS, type AutomationTab, DEFAULT_AUTOMATION_TAB } from './automation-tabs';

/** The tab a `?tab=` value asks for; a missing or unknown value gives the default tab. */
export function tabFromQuery(value: string | null): AutomationTab {
  return AUTOMATION_TABS.find((tab) => tab === value) ?? DEFAULT_AUTOMATION_TAB;
}
