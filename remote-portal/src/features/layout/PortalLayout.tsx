import { LanguageSwitcher, useAuth } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { PortalNotificationBell } from '../notifications/PortalNotificationBell';
import { PortalFrame } from './PortalFrame';
import styles from './PortalLayout.module.css';
import { SignOutButton } from './SignOutButton';

const MAIN_ID = 'portal-main';

/** The signed-in portal's frame: the bell, the client's name and sign-out in the header. */
export function PortalLayout() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const fullName = user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '';

  return (
    <PortalFrame
      brand={t('layout.brand')}
      brandHref="/"
      area={t('layout.area')}
      mainId={MAIN_ID}
      actions={
        <>
          <LanguageSwitcher />
          {user ? (
            <>
              <PortalNotificationBell />
              {fullName ? <span className={styles.userName}>{fullName}</span> : null}
              <SignOutButton />
            </>
          ) : null}
        </>
      }
    >
      <Outlet />
    </PortalFrame>
  );
}
