/**
 * The tab a key moves to in a tablist (WAI-ARIA tabs pattern): arrows wrap around, Home and
 * End go to the ends; any other key moves nowhere.
 */
export function tabForKey<Tab extends string>(
  tabs: readonly Tab[],
  current: Tab,
  key: string,
): Tab | null {
  const index = tabs.indexOf(current);
  const count = tabs.length;
  const target =
    key === 'ArrowRight'
      ? (index + 1) % count
      : key === 'ArrowLeft'
        ? (index - 1 + count) % count
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : null;
  return target === null ? null : (tabs[target] ?? null);
}
