import { EmptyState } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { TAB_VIEWS, type TabWithViews } from '../automation-tabs';
import { PanelIntro } from '../components/PanelIntro';
import { Tabs } from '../components/Tabs';

/**
 * A tab whose content is split into views (Invoice Rules, Generated Invoices, ...). Nothing
 * is recorded for any of them yet, so each view says what it will hold.
 */
export function ViewTabsPanel({ tab }: { tab: TabWithViews }) {
  const { t } = useTranslation(NAMESPACE);
  const views: readonly string[] = TAB_VIEWS[tab];
  // The first view opens by default; the choice is local, as no link points to a view.
  const [selected, setSelected] = useState(views[0] ?? '');

  return (
    <>
      <PanelIntro title={t(`tabs.${tab}.title`)} description={t(`tabs.${tab}.description`)} />
      <Tabs
        variant="views"
        label={t(`tabs.${tab}.viewsLabel`)}
        tabs={views.map((view) => ({ key: view, label: t(`tabs.${tab}.views.${view}.label`) }))}
        selected={selected}
        onSelect={setSelected}
        renderPanel={(view) => (
          <EmptyState
            title={t(`tabs.${tab}.views.${view}.emptyTitle`)}
            description={t(`tabs.${tab}.views.${view}.emptyDescription`)}
          />
        )}
      />
    </>
  );
}
