import type { ApiFailure } from '@atelier/shared';
import { useFormState } from '@atelier/shared/forms';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../common/form-rules';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';

/** The settings forms' problems: the record forms' ones, and three of their own. */
export type SettingsProblem =
  | FieldProblem
  | { code: 'days' }
  | { code: 'rate' }
  | { code: 'pattern' }
  | { code: 'iban' }
  | { code: 'account' }
  | { code: 'bic' }
  | { code: 'reference' };

const OWN_CODES = new Set(['days', 'rate', 'pattern', 'iban', 'account', 'bic', 'reference']);

/** A failed call in the admin's words; a demo refusal says it is the demo. */
export function useSettingsFailure() {
  const { t } = useTranslation(NAMESPACE);
  return (failure: Pick<ApiFailure, 'code' | 'error'>) =>
    failure.code === 'DEMO_READ_ONLY' ? t('settings.demoReadOnly') : failureMessage(t, failure);
}

type SettingsFormOptions<V, T> = Omit<
  Parameters<typeof useFormState<V, SettingsProblem, T>>[0],
  'describe' | 'describeFailure' | 'unexpectedFailure' | 'logLabel'
>;

/** `useFormState` worded for the settings page (`settings.problems.*`, `common.formErrors.*`). */
export function useSettingsForm<V, T>(options: SettingsFormOptions<V, T>) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const describeFailure = useSettingsFailure();
  return useFormState<V, SettingsProblem, T>({
    ...options,
    describe: (problem) => {
      if (OWN_CODES.has(problem.code)) return t(`settings.problems.${problem.code}`);
      const max = 'max' in problem ? problem.max.toLocaleString(i18n.language) : undefined;
      return t(`common.formErrors.${problem.code}`, { max });
    },
    describeFailure,
    unexpectedFailure: () => t('common.errors.generic'),
    logLabel: '[remote-admin] a settings form',
  });
}
