import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import styles from './ChipFilter.module.css';

type ChipFilterProps<V extends string> = {
  legend: string;
  options: readonly V[];
  labelOf: (option: V) => string;
  value: V;
  onChange: (option: V) => void;
};

/** One-of-many choice, so native radios (arrow keys for free) dressed as chips. */
export function ChipFilter<V extends string>(props: ChipFilterProps<V>) {
  const { legend, options, labelOf, value, onChange } = props;
  const name = useId();
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={kitStyles.cluster}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className={styles.input}
            />
            <span className={styles.chip}>{labelOf(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
