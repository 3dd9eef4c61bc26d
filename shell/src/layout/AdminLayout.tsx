import { useEffect, useRef } from 'react';
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
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const wasDrawerOpen = useRef(false);

  useEffect(() => {
    if (!isDrawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isDrawerOpen, closeDrawer]);

  // However the drawer closed (its button, Escape, the backdrop, a link), focus goes back to
  // the button that opened it instead of falling to <body>.
  useEffect(() => {
    if (wasDrawerOpen.current && !isDrawerOpen) menuButtonRef.current?.focus();
    wasDrawerOpen.current = isDrawerOpen;
  }, [isDrawerOpen]);

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
      {/* While the drawer is open, the page behind it is out of reach: focus stays in it. */}
      <div className={styles.column} inert={sidebar.isDrawerOpen}>
        <Header
          isMobile={sidebar.isMobile}
          isDrawerOpen={sidebar.isDrawerOpen}
          onOpenDrawer={sidebar.openDrawer}
          menuButtonRef={menuButtonRef}
        />
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
