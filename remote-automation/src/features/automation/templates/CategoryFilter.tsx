import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import styles from './CategoryFilter.module.css';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from './template-categories';

export type CategoryFilterProps = {
  value: TemplateCategory;
  onChange: (category: TemplateCategory) => void;
};

/** One-of-many choice, so native radios (arrow keys for free) dressed as chips. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation(NAMESPACE);
  const name = useId();
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>{t('tabs.templates.filterLabel')}</legend>
      <div className={styles.options}>
        {TEMPLATE_CATEGORIES.map((category) => (
          <label key={category} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={category}
              checked={category === value}
              onChange={() => onChange(category)}
              className={styles.input}
            />
            <span className={styles.chip}>{t(`tabs.templates.categories.${category}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
