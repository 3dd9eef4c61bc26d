import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormFooter } from './FormFooter';
import styles from './RecordForm.module.css';

type RecordFormProps = {
  /** The form's state (`useRecordForm`, `useDocumentForm`): what the frame submits and shows. */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
    failure: string | null;
    isPending: boolean;
  };
  /** "Fields marked * are required", above the fields, when the form has one. */
  requiredNote?: string;
  /** "Add client", "Create draft", "Save changes"… */
  submitLabel: string;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
};

/**
 * A record's form in its panel: checked here (`noValidate`: the messages are ours), then the
 * fields, then why the last save failed and Cancel / submit.
 */
export function RecordForm({
  form,
  requiredNote,
  submitLabel,
  onCancel,
  children,
}: RecordFormProps) {
  return (
    <form
      ref={form.formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      {requiredNote ? <p className={styles.required}>{requiredNote}</p> : null}
      {children}
      <FormFooter
        failure={form.failure}
        isPending={form.isPending}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </form>
  );
}
