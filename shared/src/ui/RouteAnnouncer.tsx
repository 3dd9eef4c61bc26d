import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export const ROUTE_ANNOUNCER_ID = 'atelier-route-announcer';

/**
 * The site's one polite live region for page changes, and the focus that goes with them: after
 * a change of page in the browser (not the first page, whose focus is the browser's, nor a
 * change of query or hash: tabs, the skip link), focus moves to the new page's `h1` (or `main`)
 * and the region announces the page's title.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // Emptied first: the same title announced twice in a row is still heard.
    setMessage('');
    // Loaded with the first change of page: a visitor who reads one page never downloads it.
    let stop: (() => void) | undefined;
    let left = false;
    void import('./route-focus').then(({ focusNewPage }) => {
      if (!left) stop = focusNewPage(setMessage);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname]);

  return (
    <div
      id={ROUTE_ANNOUNCER_ID}
      className="at-visually-hidden"
      aria-live="polite"
      aria-atomic="true"
    >
      {message}
    </div>
  );
}
