import type { InputHTMLAttributes, ReactNode } from 'react';
import kitStyles from './Kit.module.css';

export type CheckFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'onChange' | 'children'
> & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A checkbox named by the text beside it, the whole line clickable (the kit's `check`). */
export function CheckField({ label, checked, onChange, ...input }: CheckFieldProps) {
  return (
    <label className={kitStyles.check}>
      <input
        {...input}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
