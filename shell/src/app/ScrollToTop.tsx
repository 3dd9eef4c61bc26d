import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at its top; a change of query or hash (tabs, anchors) keeps the scroll. The
 * first page keeps where the browser put it: a server-rendered page may have been scrolled
 * before the shell took it over (and a reload restores its place).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
