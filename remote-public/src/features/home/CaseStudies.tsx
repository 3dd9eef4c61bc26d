import { useTranslation } from 'react-i18next';
import { Section, sectionCopy } from '../../common/Section';
import { useTranslatedList } from '../../common/use-list';
import { NAMESPACE } from '../../i18n';
import styles from './CaseStudies.module.css';

const CASES = [
  { key: 'maisonVerte', visual: 'shop' },
  { key: 'fieldnote', visual: 'dashboard' },
  { key: 'lumen', visual: 'booking' },
] as const;

export function CaseStudies() {
  const { t } = useTranslation(NAMESPACE);
  const list = useTranslatedList();
  return (
    <Section id="work" {...sectionCopy(t, 'home.work', true)}>
      <ul className={styles.grid}>
        {CASES.map(({ key, visual }) => (
          <li key={key}>
            <article className={styles.card}>
              <CaseVisual kind={visual} />
              <div className={styles.body}>
                <p className={styles.sector}>{t(`home.work.cases.${key}.sector`)}</p>
                <h3 className={styles.client}>{t(`home.work.cases.${key}.client`)}</h3>
                <p className={styles.summary}>{t(`home.work.cases.${key}.summary`)}</p>
                <p className={styles.result}>
                  <strong>{t(`home.work.cases.${key}.result`)}</strong>{' '}
                  {t(`home.work.cases.${key}.resultLabel`)}
                </p>
                <ul className={styles.tags} aria-label={t('home.work.tagsLabel')}>
                  {list(`home.work.cases.${key}.tags`).map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A sketch of the delivered product, drawn in CSS; purely decorative. */
function CaseVisual({ kind }: { kind: 'shop' | 'dashboard' | 'booking' }) {
  return (
    <div className={`${styles.visual} ${styles[kind]}`} aria-hidden="true">
      {kind === 'shop' ? (
        <div className={styles.products}>
          <span />
          <span />
          <span />
          <span />
        </div>
      ) : null}
      {kind === 'dashboard' ? (
        <div className={styles.chart}>
          <span />
          <span />
          <span />
          <span />
          <span />
          <span />
        </div>
      ) : null}
      {kind === 'booking' ? (
        <div className={styles.phone}>
          <span className={styles.slot} />
          <span className={styles.slot} />
          <span className={`${styles.slot} ${styles.slotActive}`} />
          <span className={styles.slot} />
        </div>
      ) : null}
    </div>
  );
}
