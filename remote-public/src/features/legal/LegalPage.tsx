import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../common/PageIntro';
import { usePageTitle } from '../../common/use-page-title';
import { usePageContent } from '../../content/published';
import { NAMESPACE } from '../../i18n';
import styles from './LegalPage.module.css';

type Section = { title: string; text: string };

/** Sections as published; anything not shaped as one is left out rather than shown broken. */
function isSection(value: unknown): value is Section {
  const section = value as Partial<Section> | null;
  return typeof section?.title === 'string' && typeof section.text === 'string';
}

/** The privacy policy or the terms: a title, a date, an introduction and numbered sections. */
export function LegalPage({ page }: { page: 'privacy' | 'terms' }) {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(page);
  usePageContent(page);
  const raw: unknown = t(`${page}.sections`, { returnObjects: true });
  const sections = Array.isArray(raw) ? raw.filter(isSection) : [];
  return (
    <>
      <PageIntro
        eyebrow={t(`${page}.updated`)}
        title={t(`${page}.title`)}
        lead={t(`${page}.intro`)}
      />
      <div className={styles.body}>
        <ol className={styles.sections}>
          {sections.map((section, index) => (
            <li key={`${index}-${section.title}`} className={styles.section}>
              <h2 className={styles.heading}>{section.title}</h2>
              <p className={styles.text}>{section.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
