import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { rememberCampaign } from '../common/campaign';
import { NAMESPACE } from '../i18n';
import styles from './PublicLayout.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header, main and footer around every public page. */
export function PublicLayout() {
  const { t } = useTranslation(NAMESPACE);
  const { search } = useLocation();
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    rememberCampaign(new URLSearchParams(search));
  }, [search]);

  return (
    <div className={styles.page}>
      <a
        href="#main-content"
        className={styles.skipLink}
        // Focus moves by hand so the router's URL stays free of the fragment.
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t('layout.skipLink')}
      </a>
      <SiteHeader />
      <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
