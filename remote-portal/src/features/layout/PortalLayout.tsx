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
import { useIsNarrow } from './use-is-narrow';

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
  // On a phone the header is one band (the brand, the bell, Menu): the language and sign-out
  // move into the menu.
  const inMenu = useIsNarrow() && user !== null;
  const accountControls = (
    <>
      <LanguageSwitcher />
      <SignOutButton />
    </>
  );

  return (
    <PortalFrame
      brand={agency}
      brandHref="/"
      area={t('layout.area')}
      mainId={MAIN_ID}
      nav={user ? <PortalNav extras={inMenu ? accountControls : null} /> : null}
      actions={
        <>
          {inMenu ? null : <LanguageSwitcher />}
          {user ? <PortalNotificationBell /> : null}
          {user && fullName ? <span className={styles.userName}>{fullName}</span> : null}
          {user && !inMenu ? <SignOutButton /> : null}
        </>
      }
    >
      <PortalAccessGate>
        <Outlet />
      </PortalAccessGate>
    </PortalFrame>
  );
}
