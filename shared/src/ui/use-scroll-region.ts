import { useCallback, useState } from 'react';

type ScrollRegionProps = {
  ref: (node: HTMLElement | null) => (() => void) | undefined;
  tabIndex?: 0;
  role?: 'region';
  'aria-labelledby'?: string;
};

/** Whether a frame's content is wider or taller than the frame. */
export function overflowsFrame(node: {
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}): boolean {
  return node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1;
}

/** A frame's ref and whether its content overflows it, kept up to date while it resizes. */
export function useOverflow(): {
  ref: (node: HTMLElement | null) => (() => void) | undefined;
  overflows: boolean;
} {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(overflowsFrame(node));
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * A frame that scrolls (a wide table on a phone, a long one in a box) must be reachable by
 * keyboard, or what it hides can only be seen with a mouse. While its content overflows, the frame
 * becomes a named region in the tab order (named by `labelId`, the table's caption); while it
 * fits, it stays out of the way. `ScrollRegion` adds the visible hint.
 */
export function useScrollRegion(labelId: string): ScrollRegionProps {
  const { ref, overflows } = useOverflow();
  return overflows ? { ref, tabIndex: 0, role: 'region', 'aria-labelledby': labelId } : { ref };
}
