import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './TrustStrip.module.css';

const FIGURES = ['projects', 'clients', 'satisfaction', 'years'] as const;

export function TrustStrip() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="trust-title" className={styles.strip}>
      <h2 id="trust-title" className={styles.visuallyHidden}>
        {t('home.trust.title')}
      </h2>
      <ul className={styles.figures}>
        {FIGURES.map((figure) => (
          <li key={figure} className={styles.figure}>
            <span className={styles.value}>{t(`home.trust.${figure}.value`)}</span>
            <span className={styles.label}>{t(`home.trust.${figure}.label`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
