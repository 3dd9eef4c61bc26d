import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../../i18n';
import { TAB_VIEWS, type TabWithViews } from '../automation-tabs';
import { PanelIntro } from '../components/PanelIntro';
import { Tabs } from '../components/Tabs';
import { viewFromQuery } from '../tab-from-query';

type ViewTabsPanelProps = {
  tab: TabWithViews;
  /** The selected view's content. */
  renderView: (view: string) => ReactNode;
};

/**
 * A tab whose content is split into views (Invoice Rules, Generated Invoices, ...). The view
 * lives in `?view=` beside `?tab=`, so every view can be linked to and the browser's back and
 * forward buttons move between them.
 */
export function ViewTabsPanel({ tab, renderView }: ViewTabsPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const views: readonly string[] = TAB_VIEWS[tab];
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = viewFromQuery(tab, searchParams.get('view'));

  const selectView = (view: string) => {
    if (searchParams.get('view') === view) return;
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('view', view);
      return next;
    });
  };

  return (
    <>
      <PanelIntro title={t(`tabs.${tab}.title`)} description={t(`tabs.${tab}.description`)} />
      <Tabs
        variant="views"
        label={t(`tabs.${tab}.viewsLabel`)}
        tabs={views.map((view) => ({ key: view, label: t(`tabs.${tab}.views.${view}.label`) }))}
        selected={selected}
        onSelect={selectView}
        renderPanel={renderView}
      />
    </>
  );
}
