import { useCallback, useState } from 'react';

/** Whether a frame's content is wider or taller than the frame. */
export function overflowsFrame(node: {
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}): boolean {
  return node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1;
}

/**
 * A frame's ref and whether its content overflows it, kept up to date while it resizes: a frame
 * that scrolls must then be reachable by keyboard (`ScrollRegion`).
 */
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
