import { TextField } from '@atelier/shared';
import { useEffect, useState } from 'react';

/** Long enough to let a word be typed, short enough to feel live. */
const SEARCH_DELAY_MS = 300;

type SearchBoxProps = {
  label: string;
  placeholder?: string;
  value: string;
  maxLength: number;
  onSearch: (search: string) => void;
};

/** A search field that changes the list once typing pauses, and follows the URL (Back, Clear). */
export function SearchBox({ label, placeholder, value, maxLength, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
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
      maxLength={maxLength}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
