import { ButtonLink, LanguageSwitcher, useAuth, useDisclosure } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { NAMESPACE } from '../i18n';
import { isUnpublished, navLinks } from '../site/site-rules';
import { useSite } from '../site/site-store';
import { BrandMark } from './BrandMark';
import styles from './SiteHeader.module.css';
import { useAgencyBrand } from './use-agency-brand';

const MENU_ID = 'public-site-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

export function SiteHeader() {
  const { t } = useTranslation(NAMESPACE);
  const { status, isAdmin, signOut } = useAuth();
  const menu = useDisclosure();
  const site = useSite();
  const links = navLinks(site);
  const brand = useAgencyBrand();
  const isSignedIn = status === 'authenticated';

  return (
    <header className={styles.header}>
      <div className={styles.bar} ref={menu.containerRef}>
        <Link to="/" className={styles.brand} onClick={menu.close}>
          <BrandMark logo={brand.logo} />
          <span>{brand.name}</span>
        </Link>
        <button
          ref={menu.buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menu.isOpen}
          aria-controls={MENU_ID}
          onClick={menu.toggle}
        >
          <span className={styles.burger} aria-hidden="true" />
          {t('layout.menu')}
        </button>
        <div id={MENU_ID} className={menu.isOpen ? `${styles.menu} ${styles.open}` : styles.menu}>
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
            <LanguageSwitcher />
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
