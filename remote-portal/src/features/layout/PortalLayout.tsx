import { LanguageSwitcher, useAuth } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { PortalAccessGate } from '../account/PortalAccessGate';
import { PortalNotificationBell } from '../notifications/PortalNotificationBell';
import { PortalFrame } from './PortalFrame';
import styles from './PortalLayout.module.css';
import { PortalNav } from './PortalNav';
import { SignOutButton } from './SignOutButton';
import { usePortalAgencyName } from './use-agency-name';

const MAIN_ID = 'portal-main';

/**
 * The signed-in portal's frame: the agency's name from Settings, the bell, the client's name
 * and sign-out in the header, the areas under it, and every page behind the access gate (an
 * account not linked yet).
 */
export function PortalLayout() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const agency = usePortalAgencyName();
  const fullName = user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '';

  return (
    <PortalFrame
      brand={agency}
      brandHref="/"
      area={t('layout.area')}
      mainId={MAIN_ID}
      nav={user ? <PortalNav /> : null}
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
      <PortalAccessGate>
        <Outlet />
      </PortalAccessGate>
    </PortalFrame>
  );
}
