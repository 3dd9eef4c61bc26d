import type { ContractClause } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from './ContractForm.module.css';
import { type PreviewSegment, previewSegments } from './contract-variables';

type ContractPreviewProps = {
  /** The template's clauses (or a draft's stored text); null before a template is chosen. */
  clauses: readonly ContractClause[] | null;
  values: Readonly<Record<string, string>>;
  /** The clauses are the draft's stored text, not its template's. */
  isStored?: boolean;
};

function Segments({ segments }: { segments: PreviewSegment[] }) {
  return segments.map((segment, index) => {
    const key = `${index}-${segment.kind}`;
    if (segment.kind === 'text') return <span key={key}>{segment.text}</span>;
    return (
      <mark key={key} className={segment.kind === 'missing' ? styles.missing : styles.server}>
        [{segment.key}]
      </mark>
    );
  });
}

/** The contract as it will read, filled live from what is typed; values still empty stand out. */
export function ContractPreview({ clauses, values, isStored = false }: ContractPreviewProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={kitStyles.cardTitle}>
        {t('contracts.form.preview')}
      </h3>
      {clauses === null ? (
        <p className={kitStyles.note}>{t('contracts.form.previewEmpty')}</p>
      ) : (
        <>
          <p className={kitStyles.note}>
            {t(isStored ? 'contracts.form.previewStored' : 'contracts.form.previewHint')}
          </p>
          {clauses.map((clause, index) => (
            // Clauses have no id; their order is their identity in a template.
            <div key={index} className={styles.clause}>
              <h4>
                <Segments segments={previewSegments(clause.title, values)} />
              </h4>
              <p>
                <Segments segments={previewSegments(clause.body, values)} />
              </p>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
