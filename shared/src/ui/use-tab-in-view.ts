import { type RefObject, useLayoutEffect } from 'react';
import { scrollLeftShowing } from './tab-keys';

/** Scrolls `list` sideways, and only it (never the page), so that its selected tab shows. */
export function showSelectedTab(list: HTMLElement): void {
  const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const next = scrollLeftShowing(
    { scrollLeft: list.scrollLeft, width: list.clientWidth },
    { start: tabBox.left - listBox.left + list.scrollLeft, width: tabBox.width },
  );
  if (Math.abs(next - list.scrollLeft) >= 1) list.scrollLeft = next;
}

/**
 * Keeps the selected tab of a tab list that scrolls sideways in view: when the page opens on
 * it (`?tab=contracts` at 375 px), when another is chosen, and when the list changes width.
 */
export function useSelectedTabInView(list: RefObject<HTMLElement | null>, selected: string): void {
  useLayoutEffect(() => {
    const node = list.current;
    if (!node) return undefined;
    showSelectedTab(node);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => showSelectedTab(node));
    observer.observe(node);
    return () => observer.disconnect();
  }, [list, selected]);
}
