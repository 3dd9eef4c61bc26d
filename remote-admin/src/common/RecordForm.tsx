import type { ApiResult } from '@atelier/shared';
import { FormFrame, kitStyles } from '@atelier/shared/kit';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormFooter } from './FormFooter';

/**
 * What a record's form (a client's, a team member's) takes from its panel: the values it
 * starts from, the write (answering `{ [key]: record }`), and what follows a save or Cancel.
 */
export type RecordEditorProps<V, K extends string, R> = {
  isNew: boolean;
  initial: V;
  onSubmit: (values: V) => Promise<ApiResult<Record<K, R>>>;
  onSaved: (record: R) => void;
  onCancel: () => void;
};

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
  /** The submit button while sending; "Saving…" unless the form has its own word. */
  pendingLabel?: string;
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
  pendingLabel,
  onCancel,
  children,
}: RecordFormProps) {
  return (
    <FormFrame form={form}>
      {requiredNote ? <p className={kitStyles.note}>{requiredNote}</p> : null}
      {children}
      <FormFooter
        failure={form.failure}
        isPending={form.isPending}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        onCancel={onCancel}
      />
    </FormFrame>
  );
}
