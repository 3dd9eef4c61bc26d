import type { NavEntry } from '@atelier/shared/navigation';
import {
  AUTOMATION_TABS,
  type AutomationTab,
  DEFAULT_AUTOMATION_TAB,
} from './features/automation/automation-tabs';

/**
 * remote-automation's entries in the back office's sidebar (docs/platform.md, "Navigation"):
 * one per tab of its page, which the shell mounts at `/admin/automation`. The build publishes
 * them as `navigation.json`, which the shell draws. Data only: the build reads it.
 */
export const AUTOMATION_PATH = '/admin/automation';

const ENTRIES: Record<AutomationTab, Pick<NavEntry, 'key' | 'icon' | 'label'>> = {
  templates: {
    key: 'projectTemplates',
    icon: 'templates',
    label: { en: 'Project Templates', fr: 'Modèles de projet' },
  },
  invoicing: {
    key: 'autoInvoicing',
    icon: 'invoicing',
    label: { en: 'Auto Invoicing', fr: 'Facturation automatique' },
  },
  scoring: {
    key: 'leadScoring',
    icon: 'scoring',
    label: { en: 'Lead Scoring', fr: 'Scoring des prospects' },
  },
  contracts: {
    key: 'contracts',
    icon: 'contracts',
    label: { en: 'Contracts', fr: 'Contrats' },
  },
};

export const navigation: NavEntry[] = AUTOMATION_TABS.map((tab, index) => ({
  ...ENTRIES[tab],
  group: 'automation',
  order: (index + 1) * 10,
  to: `${AUTOMATION_PATH}?tab=${tab}`,
  ...(tab === DEFAULT_AUTOMATION_TAB ? { isDefaultTab: true } : {}),
}));
