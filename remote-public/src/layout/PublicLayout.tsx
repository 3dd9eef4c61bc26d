import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageViewTracking } from '../analytics/use-page-view-tracking';
import { rememberCampaign } from '../common/campaign';
import { PreviewBanner } from '../content/PreviewBanner';
import { NAMESPACE } from '../i18n';
import { SiteOutlet } from '../site/SiteOutlet';
import styles from './PublicLayout.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header, main and footer around every public page. */
export function PublicLayout() {
  const { t } = useTranslation(NAMESPACE);
  const { search } = useLocation();
  usePageViewTracking();

  useEffect(() => {
    rememberCampaign(new URLSearchParams(search));
  }, [search]);

  return (
    <div className={styles.page}>
      <a href="#main-content" className={styles.skipLink}>
        {t('layout.skipLink')}
      </a>
      <PreviewBanner />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <SiteOutlet />
      </main>
      <SiteFooter />
    </div>
  );
}
