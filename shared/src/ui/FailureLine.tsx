import type { ReactNode } from 'react';
import styles from './FailureLine.module.css';

export type FailureLineVariant = 'line' | 'banner' | 'on-dark';

export type FailureLineProps = {
  /** The message; nothing is rendered without one (unless `isAlwaysMounted`). */
  children?: ReactNode;
  /** A field's error: the id its control names in `aria-describedby`/`aria-errormessage`. */
  id?: string;
  /** `line` under a field or a form; `banner` for a form's or a panel's failure; `on-dark` on the footer's band. */
  variant?: FailureLineVariant;
  /** `div` when the message comes with more than a sentence (a list of uses, a retry button). */
  as?: 'p' | 'div' | 'ul';
  /** A button beside the message (a retry). */
  action?: ReactNode;
  /**
   * Keeps the empty alert in the page so that a screen reader announces the message that
   * later fills it (an empty line takes no room).
   */
  isAlwaysMounted?: boolean;
  /** Where the line sits in its page (margins) — never its look. */
  className?: string;
};

const VARIANT_CLASS: Record<FailureLineVariant, string | undefined> = {
  line: undefined,
  banner: styles.banner,
  'on-dark': styles.onDark,
};

function isEmpty(children: ReactNode): boolean {
  return children === null || children === undefined || children === false || children === '';
}

/** A failure told to the reader: `role="alert"`, in the danger colour, the one look of every app. */
export function FailureLine({
  children,
  id,
  variant = 'line',
  as = 'p',
  action,
  isAlwaysMounted = false,
  className,
}: FailureLineProps) {
  if (isEmpty(children) && !isAlwaysMounted) return null;
  const classes = [
    styles.line,
    VARIANT_CLASS[variant],
    action ? styles.withAction : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  if (action) {
    return (
      <div id={id} role="alert" className={classes}>
        <p>{children}</p>
        {action}
      </div>
    );
  }
  const Element = as;
  return (
    <Element id={id} role="alert" className={classes}>
      {children}
    </Element>
  );
}
