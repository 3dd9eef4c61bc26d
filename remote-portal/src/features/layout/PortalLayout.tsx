import { LanguageSwitcher, useAuth } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { PortalNotificationBell } from '../notifications/PortalNotificationBell';
import styles from './PortalLayout.module.css';
import { SignOutButton } from './SignOutButton';

const MAIN_ID = 'portal-main';

/** The portal's frame: a light header of its own (it is not part of the admin area). */
export function PortalLayout() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const fullName = user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '';

  return (
    <div className={styles.layout}>
      <a href={`#${MAIN_ID}`} className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            A
          </span>
          {t('layout.brand')}
        </Link>
        <span className={styles.area}>{t('layout.area')}</span>
        <div className={styles.spacer} />
        <LanguageSwitcher />
        {user ? (
          <>
            <PortalNotificationBell />
            {fullName ? <span className={styles.userName}>{fullName}</span> : null}
            <SignOutButton />
          </>
        ) : null}
      </header>
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
