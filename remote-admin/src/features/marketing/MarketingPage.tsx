import { PageHeader, useDocumentTitle } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageTabs } from '../../common/PageTabs';
import { NAMESPACE } from '../../i18n';
import { CampaignsTab } from './CampaignsTab';
import { NewsletterTab } from './NewsletterTab';

const MARKETING_TABS = ['campaigns', 'newsletter'] as const;
type MarketingTab = (typeof MARKETING_TABS)[number];

const isTab = (value: string | null): value is MarketingTab =>
  (MARKETING_TABS as readonly (string | null)[]).includes(value);

/** `/admin/marketing`: campaigns and the newsletter, the tab in the URL (`?tab=newsletter`). */
export default function MarketingPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('marketing.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: MarketingTab = isTab(asked) ? asked : 'campaigns';

  return (
    <>
      <PageHeader title={title} description={t('marketing.description')} />
      <PageTabs
        tabs={MARKETING_TABS}
        tab={tab}
        onChange={(next) => setParams({ tab: next })}
        label={t('marketing.tabs.label')}
        nameOf={(each) => t(`marketing.tabs.${each}`)}
      >
        {tab === 'campaigns' ? <CampaignsTab /> : <NewsletterTab />}
      </PageTabs>
    </>
  );
}
