import { type FormStateOptions, useFormState } from '@atelier/shared/forms';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../account/portal-failure';

type Worded = 'describeFailure' | 'unexpectedFailure' | 'logLabel';

export type PortalFormOptions<V, P, T> = Omit<FormStateOptions<V, P, T>, Worded> &
  Partial<Pick<FormStateOptions<V, P, T>, 'describeFailure' | 'unexpectedFailure'>> & {
    /** What the form saves, for the console message of a bug ("the profile"). */
    name: string;
  };

/**
 * A portal form's state (`useFormState`) with the portal's words for a failure: the one
 * failure sentence (`errors.*`) and `errors.generic` when saving threw, unless the form has
 * its own.
 */
export function usePortalForm<V, P, T>({ name, ...options }: PortalFormOptions<V, P, T>) {
  const { t } = useTranslation(NAMESPACE);
  const form = useFormState<V, P, T>({
    describeFailure: (failure) => portalFailureMessage(t, failure),
    unexpectedFailure: () => t('errors.generic'),
    ...options,
    logLabel: `[remote-portal] ${name}`,
  });
  /** The `<form>`'s props: its ref (focus after a refusal), our own messages, the submit. */
  const formProps = {
    ref: form.formRef,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(event),
  };
  return { ...form, formProps };
}
