import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../common/format';
import { Section, sectionCopy } from '../../common/Section';
import { usePrices } from '../../content/prices-store';
import { NAMESPACE } from '../../i18n';
import { startingPrice } from '../estimator/pricing';
import styles from './ServicesFaq.module.css';

const QUESTIONS = ['cost', 'timeline', 'ownership', 'cms', 'support', 'process'] as const;

/** Native <details> keeps each answer an accessible disclosure with no script. */
export function ServicesFaq() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const published = usePrices();
  // Prices in answers come from the pricing rules, so the FAQ cannot drift from the estimator.
  const prices = {
    landing: formatUsd(startingPrice('landing', published), i18n.language),
    mobile: formatUsd(startingPrice('mobile', published), i18n.language),
  };
  return (
    <Section id="faq" tone="tinted" isCentered {...sectionCopy(t, 'services.faq')}>
      <div className={styles.list}>
        {QUESTIONS.map((question) => (
          <details key={question} className={styles.item}>
            <summary className={styles.question}>{t(`services.faq.items.${question}.q`)}</summary>
            <p className={styles.answer}>{t(`services.faq.items.${question}.a`, prices)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
