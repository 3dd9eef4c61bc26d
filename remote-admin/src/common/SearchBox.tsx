import { TextField } from '@atelier/shared';
import { useEffect, useState } from 'react';
import { SEARCH_MAX } from './list-state';

/** Long enough to let a word be typed, short enough to feel live. */
const SEARCH_DELAY_MS = 300;

type SearchBoxProps = {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (search: string) => void;
};

/** A search field that asks the server once the typing pauses, and follows the URL. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);

  // The URL may change the search too (Back, "Clear filters"): the box follows it.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={SEARCH_MAX}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
