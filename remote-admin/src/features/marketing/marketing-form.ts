import { useFormState } from '@atelier/shared/forms';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../common/form-rules';
import { NAMESPACE } from '../../i18n';
import { useMarketingFailure } from './use-marketing';

/** The marketing forms' problems: the record forms' ones, and three of their own. */
export type MarketingProblem =
  | FieldProblem
  | { code: 'endBeforeStart' }
  | { code: 'path' }
  | { code: 'currency' };

const OWN_CODES = new Set(['endBeforeStart', 'path', 'currency']);

type MarketingFormOptions<V, T> = Omit<
  Parameters<typeof useFormState<V, MarketingProblem, T>>[0],
  'describe' | 'describeFailure' | 'unexpectedFailure' | 'logLabel'
>;

/** `useFormState` worded for the marketing page (`marketing.problems.*`, `common.formErrors.*`). */
export function useMarketingForm<V, T>(options: MarketingFormOptions<V, T>) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const describeFailure = useMarketingFailure();
  return useFormState<V, MarketingProblem, T>({
    ...options,
    describe: (problem) => {
      if (OWN_CODES.has(problem.code)) return t(`marketing.problems.${problem.code}`);
      const max = 'max' in problem ? problem.max.toLocaleString(i18n.language) : undefined;
      return t(`common.formErrors.${problem.code}`, { max });
    },
    describeFailure,
    unexpectedFailure: () => t('common.errors.generic'),
    logLabel: '[remote-admin] a marketing form',
  });
}
