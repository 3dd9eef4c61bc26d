import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../common/TitledSection';
import { NAMESPACE } from '../../i18n';
import { useAgencyContact } from '../../layout/use-agency-brand';
import styles from './NextSteps.module.css';

const POINTS = ['reply', 'call', 'proposal'] as const;

/** Sets expectations beside the form: what a visitor gets by sending it. */
export function NextSteps() {
  const { t } = useTranslation(NAMESPACE);
  const { email } = useAgencyContact();
  return (
    // A named section, not an <aside>: inside <main> a complementary landmark is not top-level.
    <TitledSection
      titleId="next-steps-title"
      className={styles.aside}
      titleClassName={styles.title}
      title={t('getStarted.aside.title')}
    >
      <ol className={styles.points}>
        {POINTS.map((point, index) => (
          <li key={point} className={styles.point}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong className={styles.pointTitle}>{t(`getStarted.aside.${point}.title`)}</strong>
              <span className={styles.pointText}>{t(`getStarted.aside.${point}.text`)}</span>
            </span>
          </li>
        ))}
      </ol>
      {email ? (
        <>
          <p className={styles.contact}>{t('getStarted.aside.contact')}</p>
          <a className={styles.email} href={`mailto:${email}`}>
            {email}
          </a>
        </>
      ) : null}
    </TitledSection>
  );
}
