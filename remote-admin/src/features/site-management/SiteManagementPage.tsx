import { PageHeader, useDocumentTitle } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageTabs } from '../../common/PageTabs';
import { NAMESPACE } from '../../i18n';
import { MaintenanceTab } from './MaintenanceTab';
import { PagesTab } from './PagesTab';
import { RedirectsTab } from './RedirectsTab';
import { SeoTab } from './SeoTab';

const SITE_TABS = ['pages', 'seo', 'redirects', 'maintenance'] as const;
type SiteTab = (typeof SITE_TABS)[number];

const isTab = (value: string | null): value is SiteTab =>
  (SITE_TABS as readonly (string | null)[]).includes(value);

/**
 * `/admin/site-management`: the public site's pages and navigation, their SEO, redirects and
 * the maintenance mode (docs/site-management.md); the tab in the URL (`?tab=seo`).
 */
export default function SiteManagementPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('siteManagement.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: SiteTab = isTab(asked) ? asked : 'pages';

  return (
    <>
      <PageHeader title={title} description={t('siteManagement.description')} />
      <PageTabs
        tabs={SITE_TABS}
        tab={tab}
        onChange={(next) => setParams({ tab: next })}
        label={t('siteManagement.tabs.label')}
        nameOf={(each) => t(`siteManagement.tabs.${each}`)}
      >
        {tab === 'pages' ? <PagesTab /> : null}
        {tab === 'seo' ? <SeoTab /> : null}
        {tab === 'redirects' ? <RedirectsTab /> : null}
        {tab === 'maintenance' ? <MaintenanceTab /> : null}
      </PageTabs>
    </>
  );
}
