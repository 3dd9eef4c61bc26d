import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from './Button';
import { FailureLine, type FailureLineVariant } from './FailureLine';
import kitStyles from './Kit.module.css';

export type FormFooterProps = {
  /** Why the last submit failed, in the app's words; nothing is shown without one. */
  failure: string | null;
  isPending: boolean;
  /** "Create template", "Save changes"… */
  submitLabel: string;
  /** The submit button while sending ("Saving…"). */
  pendingLabel: string;
  /** With `onCancel`, a Cancel button before the submit one; a form saved in place has none. */
  cancelLabel?: string;
  onCancel?: () => void;
  /** `banner` (the default), as a form's failure is; `line` where the form is a single field. */
  failureVariant?: FailureLineVariant;
};

/** The end of a form: what went wrong, then Cancel and the submit button. */
export function FormFooter({
  failure,
  isPending,
  submitLabel,
  pendingLabel,
  cancelLabel,
  onCancel,
  failureVariant = 'banner',
}: FormFooterProps) {
  return (
    <>
      <FailureLine variant={failureVariant}>{failure}</FailureLine>
      <div className={kitStyles.formActions}>
        {onCancel && cancelLabel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}

/** What a form shell needs of the form's state (`useFormState` gives all of it). */
export type FormShellState = {
  formRef?: Ref<HTMLFormElement>;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  failure: string | null;
  isPending: boolean;
};

/** The form element every app's form is: its content stacked, checked by the app (`noValidate`). */
export function FormFrame({ form, children }: { form: FormShellState; children: ReactNode }) {
  return (
    <form
      ref={form.formRef}
      className={kitStyles.stack}
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      {children}
    </form>
  );
}

export type FormShellProps = Omit<FormFooterProps, 'failure' | 'isPending'> & {
  form: FormShellState;
  /** The form's fields, above its footer. */
  children: ReactNode;
};

/**
 * A form as every app's form is drawn: its fields stacked, checked by the app rather than the
 * browser (`noValidate`), then its footer (the failure, Cancel, the submit button).
 */
export function FormShell({ form, children, ...footer }: FormShellProps) {
  return (
    <FormFrame form={form}>
      {children}
      <FormFooter {...footer} failure={form.failure} isPending={form.isPending} />
    </FormFrame>
  );
}
