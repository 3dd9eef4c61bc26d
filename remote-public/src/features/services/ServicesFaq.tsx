import { useTranslation } from 'react-i18next';
import { Section } from '../../common/Section';
import { NAMESPACE } from '../../i18n';
import styles from './ServicesFaq.module.css';

const QUESTIONS = ['cost', 'timeline', 'ownership', 'cms', 'support', 'process'] as const;

/** Native <details> keeps each answer an accessible disclosure with no script. */
export function ServicesFaq() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Section
      id="faq"
      tone="tinted"
      isCentered
      eyebrow={t('services.faq.eyebrow')}
      title={t('services.faq.title')}
    >
      <div className={styles.list}>
        {QUESTIONS.map((question) => (
          <details key={question} className={styles.item}>
            <summary className={styles.question}>{t(`services.faq.items.${question}.q`)}</summary>
            <p className={styles.answer}>{t(`services.faq.items.${question}.a`)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
