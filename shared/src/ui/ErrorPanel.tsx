import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './ErrorPanel.module.css';

export type ErrorPanelProps = {
  title: ReactNode;
  message: ReactNode;
  retryLabel?: ReactNode;
  onRetry?: () => void;
  extraAction?: ReactNode;
};

export function ErrorPanel({ title, message, retryLabel, onRetry, extraAction }: ErrorPanelProps) {
  return (
    <section className={styles.panel} role="alert">
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
        {extraAction}
      </div>
    </section>
  );
}
