import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { ChipFilter } from '../../common/ChipFilter';
import { TYPE_FILTERS, type TypeFilter as TypeFilterValue } from './template-types';

type TypeFilterProps = {
  value: TypeFilterValue;
  onChange: (type: TypeFilterValue) => void;
};

/** The contract templates' type, as chips. */
export function TypeFilter({ value, onChange }: TypeFilterProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ChipFilter
      legend={t('contracts.templates.filter.label')}
      options={TYPE_FILTERS}
      labelOf={(type) =>
        type === 'all' ? t('contracts.templates.filter.all') : t(`contracts.types.${type}`)
      }
      value={value}
      onChange={onChange}
    />
  );
}
