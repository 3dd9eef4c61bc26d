import { useCallback, useState } from 'react';

/**
 * The rows ticked on the page shown. Only rows in view count: turning the page or changing
 * a filter leaves nothing selected that the admin cannot see.
 */
export function useSelection(pageIds: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected: ReadonlySet<string> = new Set(pageIds.filter((id) => ticked.has(id)));

  const toggle = useCallback((id: string) => {
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const toggleAll = () => {
    const isAll = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
    setTicked(isAll ? new Set() : new Set(pageIds));
  };

  return {
    selected,
    ids: [...selected],
    toggle,
    toggleAll,
    clear: useCallback(() => setTicked(new Set()), []),
  };
}
