import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; isBlock?: boolean };

export function buttonClassName({ variant = 'primary', size = 'md', isBlock }: StyleProps): string {
  return [styles.button, styles[variant], styles[size], isBlock ? styles.block : '']
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps;

export function Button({
  variant,
  size,
  isBlock,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName({ variant, size, isBlock }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

/** A router link that looks like a button (for calls to action). */
export function ButtonLink({
  variant,
  size,
  isBlock,
  className,
  ...rest
}: LinkProps & StyleProps & { children: ReactNode }) {
  return (
    <Link
      className={[buttonClassName({ variant, size, isBlock }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
