import type { ReactNode } from 'react';
import styles from './FactList.module.css';

/** A fact's label and value; `isWide` takes the whole row, `valueClassName` styles the value. */
export type Fact = readonly [
  label: string,
  value: ReactNode,
  options?: { isWide?: boolean; valueClassName?: string },
];

/** A record's facts as label / value pairs (a template's card and details, a contract's). */
export function FactList({ facts, isFitted }: { facts: readonly Fact[]; isFitted?: boolean }) {
  return (
    <dl className={isFitted ? `${styles.facts} ${styles.fitted}` : styles.facts}>
      {facts.map(([label, value, options]) => (
        <div key={label} className={options?.isWide ? styles.wide : undefined}>
          <dt>{label}</dt>
          <dd className={options?.valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
