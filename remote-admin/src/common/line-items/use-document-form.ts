import type { ApiResult, ApiSuccess } from '@atelier/shared';
import { useFormState } from '@atelier/shared/forms';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { failureMessage } from '../record-errors';

type DocumentFormOptions<V, T> = {
  initial: V;
  /** Field path → problem code, worded under `lineItems.fieldErrors`. */
  validate: (values: V) => Record<string, string>;
  /** The server's field messages of a 400, on the form's own fields. */
  serverErrors: (fields: Record<string, string> | undefined, values: V) => Record<string, string>;
  submit: (values: V) => Promise<ApiResult<T>>;
  onSaved: (result: ApiSuccess<T>) => void;
};

/**
 * The state of a proposal or invoice form (`useFormState` with the line items' words): every
 * server message is moved onto the form's own fields, so the summary is the failure alone.
 */
export function useDocumentForm<V, T>(options: DocumentFormOptions<V, T>) {
  const { t } = useTranslation(NAMESPACE);
  const form = useFormState<V, string, T>({
    initial: options.initial,
    validate: options.validate,
    describe: (code) => t(`lineItems.fieldErrors.${code}`),
    submit: options.submit,
    onSaved: options.onSaved,
    isShownField: () => true,
    mapServerErrors: options.serverErrors,
    describeFailure: (failure) => failureMessage(t, failure),
    unexpectedFailure: () => t('common.errors.generic'),
    logLabel: '[remote-admin] a document',
  });
  return { ...form, update: (next: V) => form.change(next) };
}
