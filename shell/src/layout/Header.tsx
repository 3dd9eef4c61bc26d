import { Badge, Button, LanguageSwitcher, useAuth, useDisclosure } from '@atelier/shared';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CalendarButton } from '../calendar/CalendarButton';
import { LazyNotificationBell } from '../notifications/LazyNotificationBell';
import { AgencyName } from './AgencyName';
import styles from './Header.module.css';
import { Icon } from './icons';

function initials(firstName: string, lastName: string, email: string): string {
  return (`${firstName.charAt(0)}${lastName.charAt(0)}` || email.charAt(0) || '?').toUpperCase();
}

function UserSlot() {
  const { t } = useTranslation('shell');
  const { user, signOut } = useAuth();
  const { isOpen, toggle, buttonRef, containerRef } = useDisclosure();
  const [isSigningOut, setIsSigningOut] = useState(false);

  if (!user) {
    return (
      <Link to="/auth/login" className={styles.siteLink} data-slot="user">
        {t('header.signIn')}
      </Link>
    );
  }
  // An account may have no name on record: its address stands in for it.
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <div className={styles.slot} ref={containerRef} data-slot="user">
      {/* Beside the button, not in it: the button's name stays "Account: <name>". */}
      <span className={styles.headerEmail}>{user.email}</span>
      <button
        ref={buttonRef}
        type="button"
        className={styles.userButton}
        aria-label={t('header.userMenuOf', { name: fullName })}
        aria-expanded={isOpen}
        aria-controls="user-panel"
        onClick={toggle}
      >
        <span
          className={styles.avatar}
          aria-hidden="true"
          data-initials={initials(user.firstName, user.lastName, user.email)}
        />
        <span className={styles.userName}>{fullName}</span>
      </button>
      {isOpen ? (
        <section id="user-panel" className={styles.popover} aria-label={t('header.userMenu')}>
          <div className={styles.userDetails}>
            <strong>{fullName}</strong>
            <span className={styles.userEmail}>{user.email}</span>
            <span>
              <Badge tone="primary">{t(`header.roles.${user.role}`)}</Badge>
            </span>
          </div>
          {/* Once signed out, the admin area's gate opens the login page. */}
          <Button
            variant="secondary"
            isBlock
            disabled={isSigningOut}
            onClick={async () => {
              setIsSigningOut(true);
              await signOut();
            }}
          >
            {t('header.signOut')}
          </Button>
        </section>
      ) : null}
    </div>
  );
}

export type HeaderProps = {
  isMobile: boolean;
  isDrawerOpen: boolean;
  onOpenDrawer: () => void;
  /** The "Open menu" button, where focus returns when the drawer closes. */
  menuButtonRef: Ref<HTMLButtonElement>;
};

export function Header({ isMobile, isDrawerOpen, onOpenDrawer, menuButtonRef }: HeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <header className={styles.header}>
      {isMobile ? (
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.iconButton}
          aria-label={t('header.openMenu')}
          aria-expanded={isDrawerOpen}
          aria-controls="admin-sidebar"
          onClick={onOpenDrawer}
        >
          <Icon name="menu" />
        </button>
      ) : null}
      <AgencyName />
      <div className={styles.spacer} />
      <Link to="/" className={styles.siteLink}>
        {t('header.viewSite')}
      </Link>
      {/* On a phone it is in the menu: the agency's name needs the room. */}
      {isMobile ? null : <LanguageSwitcher />}
      <CalendarButton />
      <LazyNotificationBell />
      <UserSlot />
    </header>
  );
}
