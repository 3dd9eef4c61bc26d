import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styles from './AdminLayout.module.css';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { useSidebar } from './use-sidebar';

/** The back office frame: sidebar, header, and the admin or automation remote in `<main>`. */
export function AdminLayout() {
  const { t } = useTranslation('shell');
  const sidebar = useSidebar();
  const { closeDrawer, isDrawerOpen } = sidebar;

  useEffect(() => {
    if (!isDrawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isDrawerOpen, closeDrawer]);

  return (
    <div className={styles.layout}>
      <a href="#main-content" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <Sidebar
        isMobile={sidebar.isMobile}
        isCollapsed={sidebar.isCollapsed}
        isDrawerOpen={sidebar.isDrawerOpen}
        onToggleCollapsed={sidebar.toggleCollapsed}
        onCloseDrawer={closeDrawer}
      />
      {sidebar.isDrawerOpen ? (
        <button
          type="button"
          className={styles.backdrop}
          aria-label={t('header.closeMenu')}
          tabIndex={-1}
          onClick={closeDrawer}
        />
      ) : null}
      <div className={styles.column}>
        <Header
          isMobile={sidebar.isMobile}
          isDrawerOpen={sidebar.isDrawerOpen}
          onOpenDrawer={sidebar.openDrawer}
        />
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
