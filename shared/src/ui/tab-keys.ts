/**
 * Where focus goes in a horizontal tab list for a key press (WAI-ARIA tabs pattern): arrows
 * move and wrap around, Home and End jump to the ends. `null` for any other key.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The `scrollLeft` that shows a tab whole in a tab list that scrolls sideways (at 375 px), with
 * `margin` pixels around it so the next tab peeks in: unchanged when it already shows. `start`
 * is the tab's left edge from the start of the list's content.
 */
export function scrollLeftShowing(
  view: { scrollLeft: number; width: number },
  tab: { start: number; width: number },
  margin = 24,
): number {
  if (tab.start - margin < view.scrollLeft) return Math.max(0, tab.start - margin);
  const end = tab.start + tab.width + margin;
  if (end > view.scrollLeft + view.width) return Math.max(0, end - view.width);
  return view.scrollLeft;
}
