import type { SigningDocument } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Signing.module.css';

/** Every clause of the frozen text, as the PDF holds it: numbered headings, paragraphs as typed. */
export function ContractText({ clauses }: { clauses: SigningDocument['contract']['body'] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.document} aria-labelledby="signing-text-title">
      <h2 id="signing-text-title" className={styles.sectionTitle}>
        {t('signing.document.text')}
      </h2>
      {clauses.map((clause, index) => (
        // The text is frozen: a clause's place never changes, so its index is a stable key.
        <section key={index} className={styles.clause}>
          <h3 className={styles.clauseTitle}>
            {index + 1}. {clause.title}
          </h3>
          <p className={styles.clauseBody}>{clause.body}</p>
        </section>
      ))}
    </section>
  );
}
