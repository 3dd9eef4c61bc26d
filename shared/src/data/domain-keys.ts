/**
 * The shape every feature's query keys share (TanStack Query keys: plain arrays). Every key of
 * a feature starts with its `all`, so invalidating `all` reaches its lists, details and figures
 * at once. No imports: a feature's `keys.ts` reads only this file, so any feature may name
 * another's keys in what its writes change (`effects.ts`) without an import cycle.
 */

/** A list query (filters, sort, page) is part of its key: another page is another entry. */
export type ListQuery = object;

/** A key prefix: what a write marks as stale. */
export type QueryKeyPrefix = readonly unknown[];

export function domainKeys<const D extends string>(domain: D) {
  const all = [domain] as const;
  return {
    all,
    lists: () => [domain, 'list'] as const,
    list: (query: ListQuery = {}) => [domain, 'list', query] as const,
    details: () => [domain, 'detail'] as const,
    detail: (id: string) => [domain, 'detail', id] as const,
  };
}
