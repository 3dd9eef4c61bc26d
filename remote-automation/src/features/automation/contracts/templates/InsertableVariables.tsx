import { Button } from '@atelier/shared';
import { CUSTOM_VARIABLE_KEY, RECORD_VARIABLES } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from './ContractTemplates.module.css';
import { placeholderOf } from './template-preview';

type InsertableVariablesProps = {
  /** The keys the template declares; only well-formed ones are offered. */
  declared: readonly { key: string; label: string }[];
  /** Puts `{{key}}` at the caret of the clause text last edited (else at the end of the last). */
  onInsert: (key: string) => void;
  canInsert: boolean;
};

/**
 * The placeholders a clause may use: the record values the server fills, then the template's
 * own variables. Each has an Insert button named by its placeholder.
 */
export function InsertableVariables({ declared, onInsert, canInsert }: InsertableVariablesProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const own = declared.filter((variable) => CUSTOM_VARIABLE_KEY.test(variable.key));
  const items = [
    ...RECORD_VARIABLES.map((key) => ({
      key,
      label: t(`contracts.templates.recordVariables.${key}`),
    })),
    ...own.map((variable) => ({ key: variable.key, label: variable.label || variable.key })),
  ];
  return (
    <section aria-labelledby={headingId} className={styles.fieldset}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('contracts.templates.form.insertTitle')}
      </h3>
      <p className={kitStyles.note}>{t('contracts.templates.form.insertHint')}</p>
      <ul className={`${kitStyles.chips} ${styles.insertables}`}>
        {items.map(({ key, label }) => (
          <li key={key}>
            <span className={styles.code}>{placeholderOf(key)}</span>
            <span className={kitStyles.note}>{label}</span>
            <Button
              size="sm"
              variant="ghost"
              disabled={!canInsert}
              aria-label={t('contracts.templates.form.insertOne', {
                placeholder: placeholderOf(key),
              })}
              onClick={() => onInsert(key)}
            >
              {t('contracts.templates.form.insert')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
