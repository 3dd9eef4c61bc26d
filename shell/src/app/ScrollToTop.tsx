import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top; a change of query or hash (tabs, anchors) keeps the scroll. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    void pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
