import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Field.module.css';

type FieldFrameProps = {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  isOptional?: boolean;
};

/** Label, hint and error wiring shared by every form control (ids, aria-describedby). */
function useFieldIds(error?: string | null, hint?: ReactNode, givenId?: string) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  isOptional,
  hintId,
  errorId,
  children,
}: FieldFrameProps & { id: string; hintId?: string; errorId?: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {isOptional ? <span className={styles.optional}> ({t('optional')})</span> : null}
      </label>
      {children}
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldFrameProps & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, error, hint, isOptional, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(error, hint, input.id);
  return (
    <FieldFrame {...ids} label={label} error={error} hint={hint} isOptional={isOptional}>
      <input
        {...input}
        id={ids.id}
        className={[styles.control, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, hint, isOptional, ...input }: TextAreaFieldProps) {
  const ids = useFieldIds(error, hint, input.id);
  return (
    <FieldFrame {...ids} label={label} error={error} hint={hint} isOptional={isOptional}>
      <textarea
        {...input}
        id={ids.id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldFrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: ReadonlyArray<{ value: string; label: string }>;
  };

export function SelectField({
  label,
  error,
  hint,
  isOptional,
  options,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(error, hint, select.id);
  return (
    <FieldFrame {...ids} label={label} error={error} hint={hint} isOptional={isOptional}>
      <select
        {...select}
        id={ids.id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
