import { ButtonLink, EmptyState } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './ClientOverview.module.css';
import { PORTAL_SECTIONS } from './portal-sections';

/** A signed-in client's work with the agency; nothing is shared with them yet. */
export function ClientOverview({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {/* An administrator who lands here most likely wants the back office instead. */}
      {isAdmin ? (
        <p className={styles.adminNote}>
          <span>{t('home.adminNote')}</span>
          <ButtonLink to="/admin" variant="secondary" size="sm">
            {t('home.openAdmin')}
          </ButtonLink>
        </p>
      ) : null}
      <div className={styles.sections}>
        {PORTAL_SECTIONS.map((section) => (
          <EmptyState
            key={section}
            title={t(`home.sections.${section}.title`)}
            description={t(`home.sections.${section}.empty`)}
          />
        ))}
      </div>
    </>
  );
}
