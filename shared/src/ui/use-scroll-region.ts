import { useCallback, useState } from 'react';

type ScrollRegionProps = {
  ref: (node: HTMLElement | null) => (() => void) | undefined;
  tabIndex?: 0;
  role?: 'region';
  'aria-labelledby'?: string;
};

/**
 * A frame that scrolls (a wide table on a phone, a long one in a box) must be reachable by
 * keyboard, or what it hides can only be seen with a mouse. While its content overflows, the frame
 * becomes a named region in the tab order (named by `labelId`, the table's caption); while it
 * fits, it stays out of the way.
 */
export function useScrollRegion(labelId: string): ScrollRegionProps {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () =>
      setOverflows(
        node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1,
      );
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return overflows ? { ref, tabIndex: 0, role: 'region', 'aria-labelledby': labelId } : { ref };
}
