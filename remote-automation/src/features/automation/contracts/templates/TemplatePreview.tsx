import type { ContractClause, ContractVariable } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from './ContractTemplates.module.css';
import {
  placeholderOf,
  previewClauses,
  previewValues,
  sampleRecordValues,
} from './template-preview';

type TemplatePreviewProps = {
  name: string;
  clauses: readonly ContractClause[];
  variables: readonly ContractVariable[];
  /** The placeholders neither record values nor declared: flagged before any save. */
  undeclared: readonly string[];
};

/** The clauses as a contract made today for a sample client would read them. */
export function TemplatePreview({ name, clauses, variables, undeclared }: TemplatePreviewProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const sample = useMemo(
    () => ({
      clientName: t('contracts.templates.preview.sample.clientName'),
      clientCompany: t('contracts.templates.preview.sample.clientCompany'),
      clientEmail: t('contracts.templates.preview.sample.clientEmail'),
      projectName: t('contracts.templates.preview.sample.projectName'),
      agencyName: t('contracts.templates.preview.sample.agencyName'),
    }),
    [t],
  );
  const filled = previewClauses(
    clauses,
    previewValues(
      sampleRecordValues(
        sample,
        name.trim() || t('contracts.templates.preview.untitled'),
        new Date(),
      ),
      variables,
    ),
  );
  return (
    <section aria-labelledby={headingId} className={styles.preview}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('contracts.templates.preview.title')}
      </h3>
      <p className={kitStyles.note}>{t('contracts.templates.preview.hint')}</p>
      {undeclared.length > 0 ? (
        <p className={styles.warning}>
          {t('contracts.templates.preview.undeclared', {
            keys: undeclared.map(placeholderOf).join(', '),
          })}
        </p>
      ) : null}
      <ol className={styles.clauses}>
        {filled.map((clause, index) => (
          // The preview follows the editor's order; a clause's place is its identity here.
          <li key={index}>
            <h4 className={styles.clauseTitle}>
              {clause.title || t('contracts.templates.preview.untitledClause')}
            </h4>
            <p className={styles.clauseBody}>{clause.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
