import type { ApiFailure } from '@atelier/shared';
import type { SettingsChanges } from '@atelier/shared/contract';
import { useSettingsWrites } from '@atelier/shared/data/settings';
import { bindTextField, type TextKey, useFormState } from '@atelier/shared/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../common/form-rules';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';

/** The settings forms' problems: the record forms' ones, and their own. */
export type SettingsProblem =
  | FieldProblem
  | { code: 'days' }
  | { code: 'rate' }
  | { code: 'pattern' }
  | { code: 'iban' }
  | { code: 'account' }
  | { code: 'bic' }
  | { code: 'reference' }
  | { code: 'wholeRange'; min: number; max: number }
  | { code: 'time' }
  | { code: 'endAfterStart' }
  | { code: 'overlap' }
  | { code: 'slug' }
  | { code: 'slugTaken' };

const OWN_CODES = new Set([
  'days',
  'rate',
  'pattern',
  'iban',
  'account',
  'bic',
  'reference',
  'wholeRange',
  'time',
  'endAfterStart',
  'overlap',
  'slug',
  'slugTaken',
]);

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
      if (OWN_CODES.has(problem.code)) return t(`settings.problems.${problem.code}`, problem);
      const max = 'max' in problem ? problem.max.toLocaleString(i18n.language) : undefined;
      return t(`common.formErrors.${problem.code}`, { max });
    },
    describeFailure,
    unexpectedFailure: () => t('common.errors.generic'),
    logLabel: '[remote-admin] a settings form',
  });
}

type SettingsSectionOptions<V> = Pick<
  SettingsFormOptions<V, unknown>,
  'initial' | 'validate' | 'isShownField' | 'mapServerErrors'
> & {
  /** What `update_settings` is sent for these values. */
  toChanges: (values: V) => SettingsChanges;
};

/**
 * One section of the settings page, saved on its own: its form (`useSettingsForm`), whether the
 * last save went through (cleared by the next edit), `edit` for one field and `field` binding
 * a text input to it.
 */
export function useSettingsSection<V extends Record<string, unknown>>(
  options: SettingsSectionOptions<V>,
) {
  const writes = useSettingsWrites();
  const [isSaved, setIsSaved] = useState(false);
  const { toChanges, ...formOptions } = options;
  const form = useSettingsForm({
    ...formOptions,
    submit: (values: V) => writes.update(toChanges(values)),
    onSaved: () => setIsSaved(true),
  });
  const edit = <N extends keyof V & string>(name: N, value: V[N]) => {
    setIsSaved(false);
    form.change({ ...form.values, [name]: value }, [name]);
  };
  const field = <N extends TextKey<V>>(name: N) =>
    bindTextField({ ...form, change: (next: V) => edit(name, next[name]) }, name);
  return { form, isSaved, edit, field };
}
