import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { PORTAL_AREA_ROUTES } from '../area-routes';
import { builtNavItems } from './nav-items';
import styles from './PortalNav.module.css';

const ITEMS = builtNavItems(PORTAL_AREA_ROUTES);

/**
 * The portal's areas under the header. On a narrow screen the list folds behind a Menu
 * button (aria-expanded), which a chosen link or Escape closes, focus back on the button;
 * `extras` (language, sign-out) are in that folded list on a phone only, the header's there.
 */
export function PortalNav({ extras }: { extras?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    setIsOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <nav aria-label={t('layout.nav.label')} className={styles.nav} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span aria-hidden="true" className={styles.burger} />
        {t('layout.nav.menu')}
      </button>
      <ul id={listId} className={styles.list} data-open={isOpen}>
        {ITEMS.map((item) => (
          <li key={item.key}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                isActive ? `${styles.link} ${styles.active}` : styles.link
              }
              onClick={() => setIsOpen(false)}
            >
              {t(`layout.nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
        {extras ? <li className={styles.extras}>{extras}</li> : null}
      </ul>
    </nav>
  );
}
