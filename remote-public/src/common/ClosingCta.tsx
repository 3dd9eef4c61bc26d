import { ButtonLink } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import styles from './ClosingCta.module.css';
import common from './Public.module.css';

export function ClosingCta() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="closing-cta-title" className={styles.band}>
      <div className={styles.panel}>
        <h2
          id="closing-cta-title"
          className={`${common.displayTitle} ${common.displayTitleCentred}`}
        >
          {t('cta.title')}
        </h2>
        <p className={styles.text}>{t('cta.text')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/get-started" size="lg" variant="secondary">
            {t('cta.primary')}
          </ButtonLink>
          <ButtonLink to="/estimator" size="lg" variant="ghost" className={styles.ghost}>
            {t('cta.secondary')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
