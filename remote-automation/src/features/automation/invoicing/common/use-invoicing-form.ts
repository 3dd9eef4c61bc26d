import type { FormStateOptions } from '@atelier/shared/forms';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { useAutomationForm } from '../../common/use-automation-form';
import type { FieldProblem } from './form-problems';

type InvoicingFormOptions<V, T> = Pick<
  FormStateOptions<V, FieldProblem, T>,
  'initial' | 'validate' | 'submit' | 'onSaved' | 'isShownField'
>;

/** A form of the invoicing tab; its problems are worded under `invoicing.form.problems`. */
export function useInvoicingForm<V, T>(options: InvoicingFormOptions<V, T>) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return useAutomationForm<V, FieldProblem, T, 'invoicing'>('invoicing', {
    ...options,
    describe: (problem) => {
      const max = 'max' in problem ? problem.max.toLocaleString(i18n.language) : undefined;
      return t(`invoicing.form.problems.${problem.code}`, { max });
    },
  });
}
