/** How long a page rendered late (its code or data still loading) is waited for. */
const WAIT_MS = 5_000;

/**
 * After a page change in the browser, puts the focus where a new page starts, as a page load
 * would for a screen reader: the new page's `h1` (made focusable with `tabindex="-1"`), else
 * its `main`. A page that renders late is waited for. A focus put elsewhere since the change
 * (by the visitor, or the page: a field it focuses itself), or kept inside `main` (a tab of a
 * layout kept across pages), is left where it is. `onShown` is then called, once, with what to announce: the page's title.
 * Returns a function that stops waiting (the next page change).
 */
export function focusNewPage(onShown: (title: string) => void, root: Document = document) {
  /**
   * What had the focus once the change was committed, its effects run: the link followed, the
   * page's body, or a button a closing drawer gave it back to.
   */
  let before: Element | null = null;
  let stopped = false;
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    stopped = true;
    observer?.disconnect();
    if (timer) clearTimeout(timer);
  };
  const finish = (target: HTMLElement | null) => {
    stop();
    const main = root.querySelector('main');
    const active = root.activeElement;
    const isIn = active && active !== root.body && active.isConnected;
    // The visitor (a menu opened while the page loaded) or the page moved it: theirs.
    const isKept = isIn && (active !== before || main?.contains(active));
    if (target && !isKept) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    // The title the page sets in its own effects, which run after this page's first commit.
    setTimeout(() => onShown(root.title || (target?.textContent ?? '').trim()), 50);
  };
  /** The new page's h1: in its `main` once there is one (a frame may come before its page). */
  const heading = (): HTMLElement | null =>
    (root.querySelector('main') ?? root).querySelector<HTMLElement>('h1');
  // After the commit's own effects (a drawer that gives its button the focus back, say).
  timer = setTimeout(() => {
    if (stopped) return;
    before = root.activeElement;
    const found = heading();
    if (found) return finish(found);
    observer = new MutationObserver(() => {
      const late = heading();
      if (late) finish(late);
    });
    observer.observe(root.body, { childList: true, subtree: true });
    timer = setTimeout(() => finish(root.querySelector('main')), WAIT_MS);
  }, 0);
  return stop;
}
