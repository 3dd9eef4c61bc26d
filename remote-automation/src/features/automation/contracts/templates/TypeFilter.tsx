import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from './ContractTemplates.module.css';
import { TYPE_FILTERS, type TypeFilter as TypeFilterValue } from './template-types';

type TypeFilterProps = {
  value: TypeFilterValue;
  onChange: (type: TypeFilterValue) => void;
};

/** One-of-many choice, so native radios (arrow keys for free) dressed as chips. */
export function TypeFilter({ value, onChange }: TypeFilterProps) {
  const { t } = useTranslation(NAMESPACE);
  const name = useId();
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterLegend}>{t('contracts.templates.filter.label')}</legend>
      <div className={styles.options}>
        {TYPE_FILTERS.map((type) => (
          <label key={type} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={type}
              checked={type === value}
              onChange={() => onChange(type)}
              className={styles.radio}
            />
            <span className={styles.chip}>
              {type === 'all' ? t('contracts.templates.filter.all') : t(`contracts.types.${type}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
