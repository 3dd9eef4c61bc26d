import type { ReactNode } from 'react';
import common from './Public.module.css';
import styles from './Section.module.css';

type SectionProps = {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'tinted';
  isCentered?: boolean;
  children: ReactNode;
};

/**
 * A section's eyebrow and title (and its intro, `withIntro`) from the keys under `prefix`
 * (`home.process` → `home.process.eyebrow`, `.title`, `.intro`).
 */
export const sectionCopy = (t: (key: string) => string, prefix: string, withIntro = false) => ({
  eyebrow: t(`${prefix}.eyebrow`),
  title: t(`${prefix}.title`),
  ...(withIntro ? { intro: t(`${prefix}.intro`) } : {}),
});

/** A titled band of a marketing page: eyebrow, h2, intro, then its content. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  isCentered,
  children,
}: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${styles[tone]}`}>
      <div className={common.container}>
        <div className={isCentered ? `${styles.heading} ${styles.centered}` : styles.heading}>
          {eyebrow ? <p className={common.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={common.displayTitle}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
