import type { ReactNode } from 'react';
import { ISLAND } from '../../islands/estimator-attributes';
import styles from './OptionGroup.module.css';

export type Option = {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  isChecked: boolean;
  isDisabled?: boolean;
  note?: ReactNode;
};

type OptionGroupProps = {
  legend: ReactNode;
  hint?: ReactNode;
  name: string;
  type: 'radio' | 'checkbox';
  options: readonly Option[];
  columns?: 2 | 3 | 4;
  onChange: (value: string, isChecked: boolean) => void;
};

/** A fieldset of native radios or checkboxes presented as selectable cards. */
export function OptionGroup({
  legend,
  hint,
  name,
  type,
  options,
  columns = 3,
  onChange,
}: OptionGroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={`${styles.options} ${styles[`columns${columns}`]}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={option.isDisabled ? `${styles.option} ${styles.locked}` : styles.option}
          >
            <input
              type={type}
              name={name}
              value={option.value}
              checked={option.isChecked}
              disabled={option.isDisabled}
              onChange={(event) => onChange(option.value, event.target.checked)}
              className={styles.input}
              // The estimator's island writes the summary's rows from it before the takeover.
              {...{ [ISLAND.label]: typeof option.label === 'string' ? option.label : undefined }}
            />
            <span className={styles.text}>
              <span className={styles.label}>
                {option.label}
                {option.note ? <span className={styles.note}>{option.note}</span> : null}
              </span>
              {option.description ? (
                <span className={styles.description}>{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
