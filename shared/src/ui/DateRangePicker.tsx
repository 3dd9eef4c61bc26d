import { type FormEvent, useEffect, useState } from 'react';
import { MAX_DATE, MIN_DATE } from '../contract/patterns';
import { Button } from './Button';
import styles from './DateRangePicker.module.css';
import { checkDateRange, type DateRange, type DateRangeProblem } from './date-range';
import { TextField } from './Field';

/** Every visible text, given by the caller so each app speaks its own language. */
export type DateRangePickerStrings = {
  from: string;
  to: string;
  problems: Record<DateRangeProblem, string>;
  /** The button that applies both dates together; without it each change applies at once. */
  apply?: string;
  /** The name of the preset buttons' group. */
  presets?: string;
};

export type DateRangePreset = { key: string; label: string; isActive: boolean };

type DateRangePickerProps = {
  /** The name of the group, read out before the fields ("Created", "Period"). */
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  strings: DateRangePickerStrings;
  /** Both ends must be given (a report's period); otherwise '' leaves an end open. */
  isRequired?: boolean;
  presets?: readonly DateRangePreset[];
  onPreset?: (key: string) => void;
  /** A further rule of the caller (a longest period): its message, or null. */
  rule?: (range: DateRange) => string | null;
  className?: string;
};

/**
 * Two labelled date fields, and preset buttons when given. A range that ends before it starts,
 * or a day outside MIN_DATE..MAX_DATE, is refused with a message under the field at fault and
 * never reaches `onChange`: the list or the report keeps showing the last valid range.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { value, strings, isRequired = false } = props;
  const [draft, setDraft] = useState(value);
  const [isChecked, setIsChecked] = useState(false);

  // The fields follow the range when it changes elsewhere (a preset, Back, "Clear filters").
  useEffect(() => {
    setDraft({ from: value.from, to: value.to });
    setIsChecked(false);
  }, [value.from, value.to]);

  const check = checkDateRange(draft, isRequired);
  const ruleMessage = check ? null : (props.rule?.(draft) ?? null);
  const message = check ? strings.problems[check.problem] : ruleMessage;
  const fieldAtFault = check?.field ?? 'to';
  const errorOf = (field: keyof DateRange) =>
    isChecked && message && field === fieldAtFault ? message : null;
  const isUsable = (range: DateRange) =>
    checkDateRange(range, isRequired) === null && (props.rule?.(range) ?? null) === null;

  function edit(field: keyof DateRange, day: string) {
    const next = { ...draft, [field]: day };
    setDraft(next);
    if (strings.apply) return;
    setIsChecked(true);
    if (isUsable(next)) props.onChange(next);
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsChecked(true);
    if (isUsable(draft)) props.onChange(draft);
  }

  const fields = (
    <>
      <TextField
        type="date"
        label={strings.from}
        value={draft.from}
        min={MIN_DATE}
        max={draft.to || MAX_DATE}
        required={isRequired}
        error={errorOf('from')}
        onChange={(event) => edit('from', event.target.value)}
      />
      <TextField
        type="date"
        label={strings.to}
        value={draft.to}
        min={draft.from || MIN_DATE}
        max={MAX_DATE}
        required={isRequired}
        error={errorOf('to')}
        onChange={(event) => edit('to', event.target.value)}
      />
    </>
  );

  return (
    <fieldset className={[styles.picker, props.className].filter(Boolean).join(' ')}>
      <legend className="at-visually-hidden">{props.label}</legend>
      {props.presets && props.presets.length > 0 ? (
        <fieldset className={styles.presets}>
          <legend className="at-visually-hidden">{strings.presets ?? props.label}</legend>
          {props.presets.map((preset) => (
            <Button
              key={preset.key}
              type="button"
              size="sm"
              variant={preset.isActive ? 'primary' : 'secondary'}
              aria-pressed={preset.isActive}
              onClick={() => props.onPreset?.(preset.key)}
            >
              {preset.label}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {strings.apply ? (
        <form className={styles.dates} onSubmit={apply} noValidate>
          {fields}
          <Button type="submit" size="sm" variant="secondary" className={styles.apply}>
            {strings.apply}
          </Button>
        </form>
      ) : (
        <div className={styles.dates}>{fields}</div>
      )}
    </fieldset>
  );
}
