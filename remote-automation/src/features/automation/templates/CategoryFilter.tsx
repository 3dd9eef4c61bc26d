import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { ChipFilter } from '../common/ChipFilter';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from './template-categories';

export type CategoryFilterProps = {
  value: TemplateCategory;
  onChange: (category: TemplateCategory) => void;
};

/** The project templates' category, as chips. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ChipFilter
      legend={t('tabs.templates.filterLabel')}
      options={TEMPLATE_CATEGORIES}
      labelOf={(category) => t(`tabs.templates.categories.${category}`)}
      value={value}
      onChange={onChange}
    />
  );
}
