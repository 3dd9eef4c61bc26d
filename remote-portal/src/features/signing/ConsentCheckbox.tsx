import { useId } from 'react';
import styles from './Signing.module.css';

/**
 * The box a signer ticks to agree to sign electronically, with the sentence they agree to as
 * its label and the server's word on it below.
 */
export function ConsentCheckbox({
  label,
  checked,
  error,
  onChange,
}: {
  label: string;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <>
      <div className={styles.consent}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
