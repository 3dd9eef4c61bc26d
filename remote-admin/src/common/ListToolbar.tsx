import { Button, SelectField } from '@atelier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import styles from './ListToolbar.module.css';
import { SearchBox } from './SearchBox';

type ListToolbarProps = {
  /** What the filters are for, e.g. "Find clients" (the search landmark's name). */
  label: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (search: string) => void;
  isFiltered: boolean;
  onClear: () => void;
  /** Narrower columns for lists with several filters (the documents'). */
  isDense?: boolean;
  /** The list's own filters, after the search. */
  children?: ReactNode;
};

/** A list's search, its own filters, and "Clear filters" while any is set. */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation(NAMESPACE);
  const className = props.isDense ? `${styles.toolbar} ${styles.dense}` : styles.toolbar;
  return (
    <search className={className} aria-label={props.label}>
      <div className={styles.search}>
        <SearchBox
          label={t('common.filters.search')}
          placeholder={props.searchPlaceholder}
          value={props.search}
          onSearch={props.onSearch}
        />
      </div>
      {props.children}
      {props.isFiltered ? (
        <Button variant="ghost" className={styles.clear} onClick={props.onClear}>
          {t('common.filters.clear')}
        </Button>
      ) : null}
    </search>
  );
}

type ChoiceFilterProps<T extends string> = {
  label: string;
  /** The chosen value, or null for "Any". */
  value: T | null;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  onChange: (value: T | null) => void;
};

/** A filter of one value out of a few (a status, a method), or "Any". */
export function ChoiceFilter<T extends string>(props: ChoiceFilterProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const { choices, labelOf, onChange } = props;
  return (
    <SelectField
      label={props.label}
      value={props.value ?? ''}
      options={[
        { value: '', label: t('common.filters.any') },
        ...choices.map((choice) => ({ value: choice, label: labelOf(choice) })),
      ]}
      onChange={(event) =>
        onChange(choices.find((choice) => choice === event.target.value) ?? null)
      }
    />
  );
}
