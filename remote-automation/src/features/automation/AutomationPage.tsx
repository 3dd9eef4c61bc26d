import { PageHeader, useDocumentTitle } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { AUTOMATION_TABS, type AutomationTab } from './automation-tabs';
import { Tabs } from './components/Tabs';
import { ContractsPanel } from './contracts/ContractsPanel';
import { InvoicingPanel } from './invoicing/InvoicingPanel';
import { ScoringPanel } from './scoring/ScoringPanel';
import { tabFromQuery } from './tab-from-query';
import { ProjectTemplatesPanel } from './templates/ProjectTemplatesPanel';

function AutomationPanel({ tab }: { tab: AutomationTab }) {
  switch (tab) {
    case 'templates':
      return <ProjectTemplatesPanel />;
    case 'invoicing':
      return <InvoicingPanel />;
    case 'scoring':
      return <ScoringPanel />;
    case 'contracts':
      return <ContractsPanel />;
  }
}

/**
 * The selected tab lives in `?tab=` (and its view in `?view=`), so the sidebar's links open the right tab and the
 * browser's back and forward buttons move between tabs.
 */
export default function AutomationPage() {
  const { t } = useTranslation(NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = tabFromQuery(searchParams.get('tab'));
  const tabLabel = t(`tabs.${selected}.label`);
  useDocumentTitle(t('documentTitle', { tab: tabLabel }));

  const selectTab = (tab: AutomationTab) => {
    if (searchParams.get('tab') === tab) return;
    setSearchParams((previous) => {
      // A tab's views and filters (`view`, `category`, `grade`, ...) belong to it: the new tab
      // opens on its defaults. The language choice (`lng`) is the page's and stays.
      const next = new URLSearchParams({ tab });
      const language = previous.get('lng');
      if (language !== null) next.set('lng', language);
      return next;
    });
  };

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        label={t('tabsLabel')}
        tabs={AUTOMATION_TABS.map((tab) => ({ key: tab, label: t(`tabs.${tab}.label`) }))}
        selected={selected}
        onSelect={selectTab}
        renderPanel={(tab) => <AutomationPanel tab={tab} />}
      />
    </>
  );
}
