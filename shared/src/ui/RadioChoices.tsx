import type { ReactNode } from 'react';

export type RadioChoicesProps<V extends string> = {
  /** The group's name: one choice of the group at a time. */
  name: string;
  choices: readonly V[];
  value: V;
  onChange: (choice: V) => void;
  /** What each choice says, after its radio button. */
  label: (choice: V) => ReactNode;
  /** Each choice's label class. */
  className?: string;
};

/** A group of radio buttons, each in its label: the caller's fieldset and legend hold them. */
export function RadioChoices<V extends string>({
  name,
  choices,
  value,
  onChange,
  label,
  className,
}: RadioChoicesProps<V>) {
  return choices.map((choice) => (
    <label key={choice} className={className}>
      <input
        type="radio"
        name={name}
        value={choice}
        checked={value === choice}
        onChange={() => onChange(choice)}
      />
      {label(choice)}
    </label>
  ));
}
