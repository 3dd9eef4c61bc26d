import { useTranslation } from 'react-i18next';
import type { BudgetRange } from '../../common/budget-ranges';
import { formatUsd, formatUsdRange } from '../../common/format';
import { NAMESPACE } from '../../i18n';

/** Labels a budget range: "Under $5,000", "$5,000–$10,000", "$50,000+". */
export function useBudgetLabel() {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (range: BudgetRange): string => {
    if (range.ceiling === null) {
      return t('budget.over', { amount: formatUsd(range.floor, i18n.language) });
    }
    if (range.floor === 0) {
      return t('budget.under', { amount: formatUsd(range.ceiling, i18n.language) });
    }
    return formatUsdRange({ min: range.floor, max: range.ceiling }, i18n.language);
  };
}
