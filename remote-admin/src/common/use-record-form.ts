import type { ApiResult, ApiSuccess } from '@atelier/shared';
import { bindTextField, type TextKey, useFormState } from '@atelier/shared/forms';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import type { FieldProblem, FormProblems } from './form-rules';
import type { RecordEditorProps } from './RecordForm';
import { failureMessage } from './record-errors';

type RecordFormOptions<V, T> = {
  initial: V;
  validate: (values: V) => FormProblems;
  submit: (values: V) => Promise<ApiResult<T>>;
  onSaved: (result: ApiSuccess<T>) => void;
  /** The field paths the form shows; a server message for any other goes in the summary. */
  isShownField: (path: string) => boolean;
};

/**
 * The state of a record form (`useFormState`), its problems and failures in the admin's
 * words (`common.formErrors.*`, `common.errors.*`).
 */
export function useRecordForm<V, T>(options: RecordFormOptions<V, T>) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const form = useFormState<V, FieldProblem, T>({
    ...options,
    describe: (problem) => {
      const max = 'max' in problem ? problem.max.toLocaleString(i18n.language) : undefined;
      return t(`common.formErrors.${problem.code}`, { max });
    },
    describeFailure: (failure) => failureMessage(t, failure),
    unexpectedFailure: () => t('common.errors.generic'),
    logLabel: '[remote-admin] a record form',
  });
  /** The props of a text field (or select) bound to the string value `name`. */
  const textField = <K extends TextKey<V>>(name: K) => bindTextField(form, name);
  return { ...form, textField };
}

type RecordEditorOptions<V, K extends string> = {
  /** The feature's keys: `<section>.form.requiredNote` and `.create`. */
  section: 'clients' | 'projects' | 'team';
  /** The key of the saved record in the write's answer: `client`, `member`, … */
  recordKey: K;
  validate: (values: V) => FormProblems;
  isShownField: (path: string) => boolean;
};

/**
 * A record's form in its panel: its state (`useRecordForm`) and `frame`, the props of the
 * `RecordForm` that draws it (the required note, "Add …" or "Save changes", Cancel).
 */
export function useRecordEditor<V, K extends string, R>(
  props: RecordEditorProps<V, K, R>,
  options: RecordEditorOptions<V, K>,
) {
  const { t } = useTranslation(NAMESPACE);
  const { section, recordKey, validate, isShownField } = options;
  const form = useRecordForm({
    initial: props.initial,
    validate,
    submit: props.onSubmit,
    onSaved: (result) => props.onSaved(result[recordKey]),
    isShownField,
  });
  const frame = {
    form,
    requiredNote: t(`${section}.form.requiredNote`),
    submitLabel: props.isNew ? t(`${section}.form.create`) : t('common.form.save'),
    onCancel: props.onCancel,
  };
  return { form, frame };
}
