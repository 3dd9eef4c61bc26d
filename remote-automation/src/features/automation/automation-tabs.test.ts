import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { AUTOMATION_TABS, TAB_VIEWS } from './automation-tabs';
import { TEMPLATE_CATEGORIES } from './templates/template-categories';

describe('automation tabs', () => {
  it('are, in order, the four of the spec', () => {
    expect(AUTOMATION_TABS).toEqual(['templates', 'invoicing', 'scoring', 'contracts']);
  });

  it('each have a label, a heading and a purpose', () => {
    for (const tab of AUTOMATION_TABS) {
      expect(en.tabs[tab].label, tab).toBeTruthy();
      expect(en.tabs[tab].title, tab).toBeTruthy();
      expect(en.tabs[tab].description, tab).toBeTruthy();
    }
  });

  it('have a label and an empty state for every view', () => {
    for (const [tab, views] of Object.entries(TAB_VIEWS)) {
      const texts: Record<string, Record<string, string>> = en.tabs[tab as keyof typeof TAB_VIEWS]
        .views;
      expect(Object.keys(texts).sort(), tab).toEqual([...views].sort());
      for (const view of views) {
        expect(texts[view]?.label, `${tab}.${view}`).toBeTruthy();
        expect(texts[view]?.emptyTitle, `${tab}.${view}`).toBeTruthy();
        expect(texts[view]?.emptyDescription, `${tab}.${view}`).toBeTruthy();
      }
    }
  });

  it('name the spec’s views for each tab', () => {
    const labels = (tab: keyof typeof TAB_VIEWS) =>
      TAB_VIEWS[tab].map(
        (view) => (en.tabs[tab].views as Record<string, { label: string }>)[view]?.label,
      );
    expect(labels('invoicing')).toEqual(['Invoice Rules', 'Generated Invoices', 'Analytics']);
    expect(labels('scoring')).toEqual(['Scored Leads', 'Scoring Criteria', 'Analytics']);
    expect(labels('contracts')).toEqual([
      'Active Contracts',
      'Templates',
      'E-Signatures',
      'Analytics',
    ]);
  });

  it('offer the spec’s template categories, All first', () => {
    expect(TEMPLATE_CATEGORIES.map((category) => en.tabs.templates.categories[category])).toEqual([
      'All',
      'E-commerce',
      'Corporate',
      'SaaS',
      'Marketing',
      'Mobile',
      'Redesign',
    ]);
  });
});
