import { FailureLine } from '@atelier/shared';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './PasswordField.module.css';

type PasswordFieldProps = {
  label: string;
  name: string;
  value: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string;
  /** Names the show/hide button when a form has more than one password field. */
  toggleLabel?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * A password input with a show/hide toggle. Local because the shared TextField has no slot
 * for a button beside the input (requested in shared/).
 */
export function PasswordField({
  label,
  name,
  value,
  autoComplete,
  hint,
  error,
  toggleLabel,
  onChange,
}: PasswordFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [isVisible, setIsVisible] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name={name}
          type={isVisible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.control}
          onChange={onChange}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={isVisible}
          aria-controls={id}
          aria-label={toggleLabel ?? t('auth.showPassword')}
          onClick={() => setIsVisible((current) => !current)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {isVisible ? <path d="M4 4l16 16" /> : null}
          </svg>
          <span>{isVisible ? t('auth.hide') : t('auth.show')}</span>
        </button>
      </div>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      <FailureLine id={errorId}>{error}</FailureLine>
    </div>
  );
}
