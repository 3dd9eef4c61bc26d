import type { Maintenance } from '@atelier/shared/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { useAgencyBrand } from '../layout/use-agency-brand';
import styles from './MaintenancePage.module.css';

/** What visitors see while the site is in maintenance: the agency's name and its message. */
export function MaintenancePage({ message }: { message: Maintenance['message'] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const title = t('maintenance.title', { name: useAgencyBrand().name });
  const text = i18n.language.startsWith('fr') ? message.fr : message.en;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <section className={styles.page} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{text}</p>
      <p className={styles.note}>{t('maintenance.note')}</p>
    </section>
  );
}
