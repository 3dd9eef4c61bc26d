import type { ContentDocument, ContentValue } from '@atelier/shared/contract';

/**
 * Pure edits of a content document by path (`['home', 'hero', 'title']`, list indexes as
 * numbers), so the form keeps one document in state and every input changes one leaf.
 */

export type Path = readonly (string | number)[];

export const pathKey = (path: Path): string => path.map(String).join('.');

export function setAt(value: ContentValue, path: Path, next: ContentValue): ContentValue {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (Array.isArray(value)) {
    const index = Number(head);
    return value.map((item, i) => (i === index ? setAt(item, rest, next) : item));
  }
  if (typeof value === 'object') {
    const key = String(head);
    const child = value[key];
    if (child === undefined) return value;
    return { ...value, [key]: setAt(child, rest, next) };
  }
  return value;
}

/** An empty item shaped as `sample` (strings blank, amounts 0): what "Add" appends. */
export function blankLike(sample: ContentValue | undefined): ContentValue {
  if (sample === undefined || typeof sample === 'string') return '';
  if (typeof sample === 'number') return 0;
  if (Array.isArray(sample)) return [];
  const blank: ContentDocument = {};
  for (const [key, value] of Object.entries(sample)) blank[key] = blankLike(value);
  return blank;
}

/** `primaryCta` → `Primary cta`: the label of a field no translation names. */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
