import { kitStyles } from '@atelier/shared/kit';
import type { ComponentProps, ReactNode } from 'react';
import styles from './FormSection.module.css';

type FormSectionProps = Omit<ComponentProps<'fieldset'>, 'className'> & {
  legend: ReactNode;
  /** The template editors' look: more room above the fields, a lighter legend. */
  isRoomy?: boolean;
};

/** One framed group of a form's fields under its legend (a `<fieldset>`). */
export function FormSection({ legend, isRoomy = false, children, ...rest }: FormSectionProps) {
  return (
    <fieldset
      className={isRoomy ? `${kitStyles.fieldset} ${styles.roomy}` : kitStyles.fieldset}
      {...rest}
    >
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
