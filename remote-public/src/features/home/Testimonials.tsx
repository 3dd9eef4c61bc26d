import { useTranslation } from 'react-i18next';
import { Section, sectionCopy } from '../../common/Section';
import { NAMESPACE } from '../../i18n';
import styles from './Testimonials.module.css';

const PEOPLE = ['claire', 'david', 'sofia'] as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

export function Testimonials() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Section id="testimonials" tone="tinted" isCentered {...sectionCopy(t, 'home.testimonials')}>
      <ul className={styles.grid}>
        {PEOPLE.map((person) => {
          const name = t(`home.testimonials.items.${person}.name`);
          return (
            <li key={person}>
              <figure className={styles.card}>
                <blockquote className={styles.quote}>
                  <p>{t(`home.testimonials.items.${person}.quote`)}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <span className={styles.avatar} aria-hidden="true">
                    {initials(name)}
                  </span>
                  <span>
                    <span className={styles.name}>{name}</span>
                    <span className={styles.role}>
                      {t(`home.testimonials.items.${person}.role`)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
