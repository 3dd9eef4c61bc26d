import { type FormStateOptions, useFormState } from '@atelier/shared/forms';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { type FailureScope, failureMessage } from './failure-message';

type AutomationFormOptions<V, P, T> = Omit<
  FormStateOptions<V, P, T>,
  'describeFailure' | 'unexpectedFailure' | 'logLabel'
>;

/**
 * A form of one automation tab (`useFormState`), its failures worded by that tab; it carries
 * its `scope`, so that its `TabForm` says Cancel and Saving… in the tab's words.
 */
export function useAutomationForm<V, P, T, S extends FailureScope = FailureScope>(
  scope: S,
  options: AutomationFormOptions<V, P, T>,
) {
  const { t } = useTranslation(NAMESPACE);
  const state = useFormState<V, P, T>({
    ...options,
    describeFailure: (failure) => failureMessage(t, failure, scope),
    unexpectedFailure: () => failureMessage(t, null, scope),
    logLabel: `[remote-automation] a ${scope} form`,
  });
  return { ...state, scope };
}
