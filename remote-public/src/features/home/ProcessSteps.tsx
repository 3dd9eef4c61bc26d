import { useTranslation } from 'react-i18next';
import { Section, sectionCopy } from '../../common/Section';
import { NAMESPACE } from '../../i18n';
import styles from './ProcessSteps.module.css';

const STEPS = ['discover', 'design', 'build', 'launch'] as const;

export function ProcessSteps() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Section id="process" tone="tinted" {...sectionCopy(t, 'home.process', true)}>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title}>{t(`home.process.steps.${step}.title`)}</h3>
            <p className={styles.text}>{t(`home.process.steps.${step}.text`)}</p>
            <p className={styles.duration}>{t(`home.process.steps.${step}.duration`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
