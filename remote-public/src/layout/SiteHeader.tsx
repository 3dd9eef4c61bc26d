import { ButtonLink, useAuth } from '@atelier/shared';
import { type ToggleEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { NAMESPACE } from '../i18n';
import { isUnpublished, navLinks } from '../site/site-rules';
import { useSite } from '../site/site-store';
import { BrandMark } from './BrandMark';
import { LanguageLink } from './LanguageLink';
import styles from './SiteHeader.module.css';
import { useAgencyBrand } from './use-agency-brand';

export const MENU_ID = 'public-site-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/**
 * The phone's menu is a native popover (`popover` + the button's `popovertarget`): the
 * server's HTML opens it on the first tap, before (or without) any script, and the browser
 * closes it on Escape or a press outside, giving focus back to the button. Wider screens show
 * it as a plain row (its CSS overrides the popover's hiding). Once the shell runs, the state
 * follows the popover's `toggle` event, and a link followed or a page change closes it.
 */
function useMenuPopover() {
  const ref = useRef<HTMLDivElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // `aria-expanded` only once the script follows the popover: before, the attribute could not
  // say it opened (the browser exposes a popover button's state by itself).
  const [isFollowed, setIsFollowed] = useState(false);
  const close = useCallback(() => {
    const menu = ref.current;
    if (!menu || typeof menu.hidePopover !== 'function') return;
    try {
      if (menu.matches(':popover-open')) menu.hidePopover();
    } catch {
      // A browser without popovers shows the menu as a row: nothing to close.
    }
  }, []);
  const onToggle = useCallback((event: ToggleEvent<HTMLDivElement>) => {
    setIsOpen(event.newState === 'open');
  }, []);
  const { pathname } = useLocation();
  useEffect(() => setIsFollowed(true), []);
  // A page change however it came (a link, back, a redirect) closes the menu.
  useEffect(() => close(), [pathname, close]);
  return { ref, isOpen, isFollowed, close, onToggle };
}

export function SiteHeader() {
  const { t } = useTranslation(NAMESPACE);
  const { status, isAdmin, signOut } = useAuth();
  const menu = useMenuPopover();
  const site = useSite();
  const links = navLinks(site);
  const brand = useAgencyBrand();
  const isSignedIn = status === 'authenticated';

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} onClick={menu.close}>
          <BrandMark logo={brand.logo} />
          <span>{brand.name}</span>
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          popoverTarget={MENU_ID}
          aria-expanded={menu.isFollowed ? menu.isOpen : undefined}
          aria-controls={MENU_ID}
        >
          <span className={styles.burger} aria-hidden="true" />
          {t('layout.menu')}
        </button>
        <div
          id={MENU_ID}
          ref={menu.ref}
          popover="auto"
          className={styles.menu}
          onToggle={menu.onToggle}
        >
          <nav aria-label={t('layout.nav.label')} className={styles.nav}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.key}>
                  <NavLink to={link.to} end className={linkClass} onClick={menu.close}>
                    {t(`layout.nav.${link.key}`)}
                  </NavLink>
                </li>
              ))}
              {isSignedIn && isAdmin ? (
                <li>
                  <NavLink to="/admin/dashboard" className={linkClass} onClick={menu.close}>
                    {t('layout.nav.admin')}
                  </NavLink>
                </li>
              ) : null}
              <li>
                {isSignedIn ? (
                  <button type="button" className={styles.link} onClick={() => void signOut()}>
                    {t('layout.nav.signOut')}
                  </button>
                ) : (
                  <NavLink to="/auth/login" className={linkClass} onClick={menu.close}>
                    {t('layout.nav.signIn')}
                  </NavLink>
                )}
              </li>
            </ul>
          </nav>
          <div className={styles.actions}>
            <LanguageLink className={styles.language} />
            {isUnpublished(site, '/get-started') ? null : (
              <ButtonLink to="/get-started" onClick={menu.close} className={styles.cta}>
                {t('layout.cta')}
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
