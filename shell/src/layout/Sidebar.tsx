import { LanguageSwitcher, SUPPORTED_LANGUAGES } from '@atelier/shared';
import { isNavEntryActive, navSections } from '@atelier/shared/navigation';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { prefetchAdminPage } from '../federation/prefetch';
import { Icon, iconOrDefault } from './icons';
import { useNavigation } from './navigation-store';
import styles from './Sidebar.module.css';
import { scrollTopShowing } from './scroll-top-showing';

export type SidebarProps = {
  isMobile: boolean;
  isCollapsed: boolean;
  isDrawerOpen: boolean;
  onToggleCollapsed: () => void;
  onCloseDrawer: () => void;
};

export function Sidebar({
  isMobile,
  isCollapsed,
  isDrawerOpen,
  onToggleCollapsed,
  onCloseDrawer,
}: SidebarProps) {
  const { t, i18n } = useTranslation('shell');
  const { pathname, search } = useLocation();
  // What the remotes declare (their `navigation.json`), in the language shown.
  const entries = useNavigation();
  const language = SUPPORTED_LANGUAGES.find((each) => each === i18n.resolvedLanguage) ?? 'en';
  const closeRef = useRef<HTMLButtonElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  const isHidden = isMobile && !isDrawerOpen;

  // The current page's entry in view (Contracts, Marketing sit below the fold at 1280 × 800),
  // scrolling the sidebar alone, never the page.
  useEffect(() => {
    const aside = asideRef.current;
    const active = aside?.querySelector<HTMLElement>('[aria-current="page"]');
    if (aside && active) aside.scrollTop = scrollTopShowing(aside, active);
  }, [pathname, search, entries, isDrawerOpen]);

  useEffect(() => {
    if (isDrawerOpen) closeRef.current?.focus();
  }, [isDrawerOpen]);

  // The open drawer is modal: Tab from its last control comes back to its first, and back.
  const keepFocusInside = (event: KeyboardEvent<HTMLElement>) => {
    if (!isDrawerOpen || event.key !== 'Tab') return;
    const focusable = event.currentTarget.querySelectorAll<HTMLElement>('a[href], button');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const className = [
    styles.sidebar,
    isCollapsed ? styles.collapsed : '',
    isDrawerOpen ? styles.open : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <aside
      ref={asideRef}
      id="admin-sidebar"
      className={className}
      inert={isHidden}
      aria-label={t('nav.sidebar')}
      onKeyDown={keepFocusInside}
    >
      <div className={styles.top}>
        <Link to="/admin/dashboard" className={styles.brand} onClick={onCloseDrawer}>
          <span className={styles.mark} aria-hidden="true">
            A
          </span>
          <span className={isCollapsed ? 'at-visually-hidden' : undefined}>{t('brand')}</span>
        </Link>
        {isMobile ? (
          <button
            ref={closeRef}
            type="button"
            className={styles.iconButton}
            onClick={onCloseDrawer}
            aria-label={t('header.closeMenu')}
          >
            <Icon name="close" />
          </button>
        ) : (
          <button
            type="button"
            className={styles.iconButton}
            onClick={onToggleCollapsed}
            aria-label={isCollapsed ? t('header.expandSidebar') : t('header.collapseSidebar')}
            aria-expanded={!isCollapsed}
            aria-controls="admin-sidebar"
          >
            <Icon name={isCollapsed ? 'expand' : 'collapse'} />
          </button>
        )}
      </div>
      {isMobile ? (
        // On a phone the header has no room for it beside the agency's name.
        <div className={styles.language}>
          <LanguageSwitcher />
        </div>
      ) : null}
      <nav className={styles.nav} aria-label={t('nav.label')}>
        {navSections(entries).map((section) => {
          const titleId = `nav-group-${section.key}`;
          return (
            <div key={section.key} className={styles.group}>
              <h2 id={titleId} className={styles.groupTitle}>
                <span className={isCollapsed ? 'at-visually-hidden' : undefined}>
                  {t(`nav.groups.${section.key}`)}
                </span>
                {isCollapsed ? <span aria-hidden="true">•</span> : null}
              </h2>
              <ul className={styles.list} aria-labelledby={titleId}>
                {section.entries.map((entry) => {
                  const isActive = isNavEntryActive(entry, pathname, search);
                  const label = entry.label[language];
                  return (
                    <li key={entry.key}>
                      <Link
                        to={entry.to}
                        className={[styles.link, isActive ? styles.active : '']
                          .filter(Boolean)
                          .join(' ')}
                        aria-current={isActive ? 'page' : undefined}
                        title={isCollapsed ? label : undefined}
                        onClick={onCloseDrawer}
                        onMouseEnter={() => prefetchAdminPage(entry.to)}
                        onFocus={() => prefetchAdminPage(entry.to)}
                      >
                        <Icon name={iconOrDefault(entry.icon)} />
                        <span className={isCollapsed ? 'at-visually-hidden' : undefined}>
                          {label}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>
    </aside>
  );
}
