import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../common/TitledSection';
import { NAMESPACE } from '../../i18n';
import styles from './TrustStrip.module.css';

const FIGURES = ['projects', 'clients', 'satisfaction', 'years'] as const;

export function TrustStrip() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TitledSection
      titleId="trust-title"
      className={styles.strip}
      titleClassName={styles.visuallyHidden}
      title={t('home.trust.title')}
    >
      <ul className={styles.figures}>
        {FIGURES.map((figure) => (
          <li key={figure} className={styles.figure}>
            <span className={styles.value}>{t(`home.trust.${figure}.value`)}</span>
            <span className={styles.label}>{t(`home.trust.${figure}.label`)}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
