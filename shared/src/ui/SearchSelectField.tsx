import type { ComponentProps, ReactNode } from 'react';
import { SelectField, TextField } from './Field';

export type SearchSelectFieldProps = ComponentProps<typeof SelectField> & {
  /** The search box above the list ("Find a client"), and its hint (why the list is empty). */
  searchLabel: ReactNode;
  searchHint?: ReactNode;
  search: string;
  onSearch: (search: string) => void;
};

/** A long list to choose from: a search box that narrows the select below it. */
export function SearchSelectField({
  searchLabel,
  searchHint,
  search,
  onSearch,
  ...select
}: SearchSelectFieldProps) {
  return (
    <>
      <TextField
        type="search"
        label={searchLabel}
        hint={searchHint}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <SelectField {...select} />
    </>
  );
}
